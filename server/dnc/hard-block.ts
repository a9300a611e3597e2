import type { NumberType } from "libphonenumber-js";
import { parseE164Fully } from "@/server/phone";
import hardBlockList from "./hard-block.json";

// Numbers no workspace can call: the global hard-block list, shipped as data (hard-block.json),
// and the number types carriers refuse by default because a call to them bills the caller
// (toll fraud), typed with full metadata.

export type BlockReason =
  | "do_not_call"
  | "destination_not_allowed"
  | "emergency_or_service"
  | "premium_rate"
  | "shared_cost"
  | "personal_number"
  | "uan"
  | "voicemail_access"
  | "satellite"
  | "international_network";

export interface Blocked {
  reason: BlockReason;
}

const HARD_BLOCKED = hardBlockList.prefixes as { prefix: string; reason: BlockReason }[];
const TYPE_EXEMPT = hardBlockList.typeExemptPrefixes.map(({ prefix }) => prefix);

const BLOCKED_TYPES: Partial<Record<NonNullable<NumberType>, BlockReason>> = {
  PREMIUM_RATE: "premium_rate",
  SHARED_COST: "shared_cost",
  PERSONAL_NUMBER: "personal_number",
  UAN: "uan",
  VOICEMAIL: "voicemail_access",
};

/** The hard-block list and the never-allowed number types alone (no database). */
export function hardBlockOf(e164: string): Blocked | null {
  const entry = HARD_BLOCKED.find(({ prefix }) => e164.startsWith(prefix));
  if (entry) return { reason: entry.reason };
  if (TYPE_EXEMPT.some((prefix) => e164.startsWith(prefix))) return null;
  const parsed = parseE164Fully(e164);
  // Calling codes of no country (the "001" region: satellite and international networks) that
  // the list does not name yet are refused all the same.
  if (parsed && !parsed.country) return { reason: "international_network" };
  const type = parsed?.getType();
  const reason = type && BLOCKED_TYPES[type];
  return reason ? { reason } : null;
}
