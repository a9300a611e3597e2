import { isTerminal } from "@/server/calls/statuses";
import type { CallStatus } from "@/server/db/generated/enums";
import { logger } from "@/server/logger";
import type { LiveEvent } from "./events";
import { watchCall } from "./feed";
import { settleLiveEnd } from "./log";

// One call's live log as Server-Sent Events (docs/voice-agent.md "Live calls"): `id` is the event's
// number in the call's log, so a client reconnecting with Last-Event-ID gets exactly what it had
// not; a comment every 15 s keeps proxies from closing a quiet stream; `ended` is the last event,
// after which the stream closes (a finished call's stream is its replay). A client that reads
// nothing is dropped once 64 KiB wait for it beyond what its connection holds: a stalled reader
// must not make the server keep what the call says for it.

export const HEARTBEAT_MS = 15_000;
/** Events waiting for a client that does not read: past this, the stream is dropped. */
export const UNREAD_LIMIT_BYTES = 64 * 1024;
/** How long a client may leave more than UNREAD_LIMIT_BYTES unread before it is dropped. */
const STALL_MS = 1_000;
/** How long after a call's end its log waits for the relay session's last turns before it closes anyway. */
const END_GRACE_SEC = 10;

const encoder = new TextEncoder();

/** Headers of a live stream: no buffering or compression between the events and the client. */
export const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
};

/** The position a client resumes from: its Last-Event-ID (or `lastEventId` in the query, for clients that cannot set headers). */
export function resumePosition(request: Request): number {
  const given = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("lastEventId");
  const seq = Number(given);
  return given && Number.isSafeInteger(seq) && seq > 0 ? seq : 0;
}

function frame(event: LiveEvent): string {
  return `id: ${event.seq}\nevent: ${event.type}\ndata: ${event.data}\n\n`;
}

export interface LiveStreamOptions {
  callId: string;
  after: number;
  /** Whether the call had ended when the stream was asked for. */
  ended: boolean;
  /** Called once when the stream ends, however it ends. */
  onClose?(): void;
  /** Called at each heartbeat (a stream's hold on a budget is renewed with it). */
  onHeartbeat?(): void;
  /** Ends the client's connection (a stream dropped for reading nothing); absent where the server cannot. */
  endConnection?(): void;
}

/** The header by which the production server (scripts/serve.mjs) names a live stream's connection. */
const CONNECTION_HEADER = "x-svc-connection";

/** How to end the connection `request` came on, when the server in front of the app offers it. */
export function connectionEnder(request: Request): (() => void) | undefined {
  const id = request.headers.get(CONNECTION_HEADER);
  const end = (globalThis as { __svcEndConnection?: (id: string) => void }).__svcEndConnection;
  return id && end ? () => end(id) : undefined;
}

export function liveStream(options: LiveStreamOptions): ReadableStream<Uint8Array> {
  const { callId } = options;
  let leave: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let settleTimer: NodeJS.Timeout | undefined;
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    leave?.();
    clearTimeout(heartbeat); // an interval too, once the first beat has passed
    clearTimeout(settleTimer);
    clearTimeout(stalled);
    options.onClose?.();
  };
  let releaseStall = () => undefined as void;
  /** The call has ended: its log closes now if its session is over, else after the grace (checked again then). */
  const settle = () => {
    void settleLiveEnd(callId, END_GRACE_SEC).catch((error: unknown) =>
      logger.warn({ callId, err: (error as Error).message }, "could not close a call's live log"),
    );
    clearTimeout(settleTimer);
    settleTimer = setTimeout(
      () => void settleLiveEnd(callId, END_GRACE_SEC).catch(() => undefined),
      (END_GRACE_SEC + 1) * 1000,
    );
    settleTimer.unref();
  };

  let stalled: NodeJS.Timeout | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const drop = () => {
          if (closed || (controller.desiredSize ?? 0) >= 0) return;
          logger.warn({ callId }, "dropped a live stream whose client reads nothing");
          finish();
          controller.error(new Error("the client reads nothing"));
          options.endConnection?.();
        };
        // More than UNREAD_LIMIT_BYTES waiting: unless the client takes some within a moment (a
        // replay's burst, read as fast as it comes), it reads nothing, and is dropped.
        const send = (text: string) => {
          controller.enqueue(encoder.encode(text));
          if ((controller.desiredSize ?? 0) < 0) stalled ??= setTimeout(drop, STALL_MS);
        };
        releaseStall = () => {
          if ((controller.desiredSize ?? 0) < 0) return;
          clearTimeout(stalled);
          stalled = undefined;
        };
        // Something at once: the response's headers leave with its first bytes.
        send("retry: 2000\n\n");
        const beat = () => {
          send(": keep-alive\n\n");
          options.onHeartbeat?.();
        };
        // The first beat at a random point of the first period: streams opened together (a page of
        // calls, a reconnecting client's) do not all beat, and renew their holds, in the same tick.
        heartbeat = setTimeout(() => {
          beat();
          heartbeat = setInterval(beat, HEARTBEAT_MS).unref();
        }, Math.random() * HEARTBEAT_MS).unref();
        leave = watchCall(callId, {
          after: options.after,
          take(events) {
            for (const event of events) {
              if (closed) return;
              send(frame(event));
              if (event.type === "ended") {
                finish();
                controller.close();
                return;
              }
              if (event.type === "status" && isTerminal((JSON.parse(event.data) as { status: CallStatus }).status))
                settle();
            }
          },
        });
        if (options.ended) settle();
      },
      pull() {
        releaseStall();
      },
      cancel: finish,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: UNREAD_LIMIT_BYTES }),
  );
}
