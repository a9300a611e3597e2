import type { CallStatus } from "@/server/db/generated/enums";

// The one place the call statuses are grouped (docs/decisions.md "Call statuses"). A status only
// moves forward (server/dialing/transitions.ts); every set below is derived from its rank, and
// SQL takes the sets as parameters (`"status" = ANY($n::text[]::"CallStatus"[])`, which an index on the status serves), so a new status lands in
// capacity, recovery and the settings UI by being ranked here. tests/unit/status-lists.test.ts
// fails when a list of status literals is written anywhere else.

/** How far along a call is: 0 queued … 3 in progress, 4 ended (whichever way). */
export const STATUS_RANK: Readonly<Record<CallStatus, number>> = {
  queued: 0,
  dialing: 1,
  ringing: 2,
  in_progress: 3,
  completed: 4,
  busy: 4,
  no_answer: 4,
  failed: 4,
  canceled: 4,
  blocked: 4,
};

const ENDED = 4;
const ALL = Object.keys(STATUS_RANK) as CallStatus[];

export function isTerminal(status: CallStatus): boolean {
  return STATUS_RANK[status] === ENDED;
}

/** The statuses a call ends in. */
export const TERMINAL_STATUSES: readonly CallStatus[] = ALL.filter(isTerminal);

/** The statuses of a call in flight: queued or placed and not ended; they count against capacity. */
export const OPEN_STATUSES: readonly CallStatus[] = ALL.filter((status) => !isTerminal(status));

/** The open statuses of a call the carrier has (dialing onwards). */
export const PLACED_STATUSES: readonly CallStatus[] = OPEN_STATUSES.filter((status) => STATUS_RANK[status] > 0);

/** The statuses a carrier reports: all but the two only svc sets (queued, and blocked before dialing). */
export const PROVIDER_STATUSES = ALL.filter(
  (status): status is Exclude<CallStatus, "queued" | "blocked"> => status !== "queued" && status !== "blocked",
);

/** How a carrier's dial of a person ends (a transfer's leg): the ends of a call but blocked, which only svc sets. */
export const DIAL_END_STATUSES = ALL.filter(
  (status): status is Exclude<CallStatus, "queued" | "dialing" | "ringing" | "in_progress" | "blocked"> =>
    isTerminal(status) && status !== "blocked",
);

/** What an inbound call has been through when it is written, answered: it rang, then was answered. */
export const ANSWERED_ON_ARRIVAL: readonly CallStatus[] = ["ringing", "in_progress"];

/** The ends of a call placed but never answered. */
export const UNANSWERED_STATUSES: readonly CallStatus[] = ["busy", "no_answer"];

export function isOpen(status: CallStatus): boolean {
  return !isTerminal(status);
}

/** The statuses strictly before `status`: those a call may move to it from. */
export function statusesBefore(status: CallStatus): CallStatus[] {
  return ALL.filter((earlier) => STATUS_RANK[earlier] < STATUS_RANK[status]);
}
