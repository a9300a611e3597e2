import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import twilio from "twilio";
import { WebSocketServer, type WebSocket } from "ws";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import type { ProviderName } from "@/server/telephony/provider";
import { clock } from "@/server/metering/turn-meter";
import { RELAY_TOKEN_HEADER, verifyRelayToken } from "@/server/telephony/simulator-signing";
import { isDraining, holds } from "@/server/processes/this-process";
import { tapSession } from "@/server/live/session-tap";
import { bindCall, sessionPorts } from "./call-binding";
import { readInbound, type InboundFrame, type InboundMessage, type OutboundMessage } from "./protocol";
import { claimRelay } from "./relay-claim";
import { VoiceSession } from "./session";
import { startCallTrace } from "@/server/telemetry/call-trace";
import { traceUpgrade } from "@/server/telemetry/http";
import { tracingEnabled } from "@/server/telemetry/tracing";

// The voice gateway: WebSocket upgrades of /voice/relay, served by the production server
// (scripts/serve.mjs) beside Next. An upgrade is authenticated before any message is read: Twilio's
// X-Twilio-Signature over the public wss:// URL (VOICE_RELAY_URL) with its query, or the
// simulator's per-call token, for a call that exists. The first message must be `setup`, which
// binds the socket to its call; from then on the call's VoiceSession holds the conversation. A
// socket that sends MAX_MALFORMED_FRAMES malformed frames is closed. Nothing is kept between
// calls, so any process can serve any call.

export const RELAY_PATH = "/voice/relay";
const SETUP_TIMEOUT_MS = 10_000;
/** Malformed frames a socket may send before it is closed: Twilio sends none (docs/voice-agent.md). */
export const MAX_MALFORMED_FRAMES = 5;

const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, clientTracking: true });
const live = new Set<VoiceSession>();

/** Which carrier signed the upgrade for this call, or null when none did. */
function authenticate(req: IncomingMessage, url: URL): ProviderName | null {
  const callId = url.searchParams.get("callId");
  if (!callId) return null;
  const twilioSignature = req.headers["x-twilio-signature"];
  if (typeof twilioSignature === "string") {
    if (!env.TWILIO_AUTH_TOKEN) return null;
    // Signed over the URL Twilio was given, which a proxy in front of us may have rewritten.
    const signed = new URL(env.VOICE_RELAY_URL);
    signed.search = url.search;
    return twilio.validateRequest(env.TWILIO_AUTH_TOKEN, twilioSignature, signed.toString(), {}) ? "twilio" : null;
  }
  const token = req.headers[RELAY_TOKEN_HEADER];
  return typeof token === "string" && verifyRelayToken(callId, token) ? "simulator" : null;
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Handles an HTTP upgrade to /voice/relay; anything else is refused. A call whose relay session
 * lives (here or in another process) refuses a second one before any frame (relay-claim.ts), and a
 * server shutting down takes no new session but its own simulated calls'.
 */
export function handleRelayUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
  // Until ws takes the socket over, nothing else hears its errors: a carrier resetting the connection
  // while its claim waits would be an uncaught 'error', the end of the process. The socket is
  // destroyed by then; its claim is let go below.
  socket.on("error", () => {});
  // The upgrade's span (traces on), ended with the status the upgrade was answered.
  const answered = tracingEnabled ? traceUpgrade(req, RELAY_PATH) : null;
  const answer = (status: string) => {
    answered?.(Number.parseInt(status, 10));
    refuse(socket, status);
  };
  const url = new URL(req.url ?? "/", "http://relay");
  if (url.pathname !== RELAY_PATH) return answer("404 Not Found");
  const provider = authenticate(req, url);
  if (!provider) return answer("403 Forbidden");
  const callId = url.searchParams.get("callId")!;
  if (isDraining() && !holds("carrier", callId)) return answer("503 Service Unavailable");
  void claimRelay(callId).then(
    (claim) => {
      if (claim.outcome === "no_such_call") return answer("404 Not Found");
      if (claim.outcome === "held") {
        logger.warn({ callId, provider }, "refused a second relay session for a call whose session is live");
        return answer("409 Conflict");
      }
      const { release } = claim;
      // A client gone before the upgrade completes never reaches serve(): its claim goes with it,
      // or a live process would keep the call claimed and refuse the carrier's reconnection.
      const abandoned = () => {
        answered?.(null);
        void release();
      };
      if (socket.destroyed) return abandoned();
      socket.once("close", abandoned);
      sockets.handleUpgrade(req, socket, head, (ws) => {
        socket.off("close", abandoned);
        answered?.(101);
        serve(ws, provider, callId, release);
      });
    },
    (error: unknown) => {
      logger.error({ callId, err: error }, "could not claim the call's relay session");
      answer("503 Service Unavailable");
    },
  );
}

function serve(ws: WebSocket, provider: ProviderName, callId: string, release: () => Promise<void>): void {
  const log = logger.child({ callId, provider });
  let session: VoiceSession | null = null;
  let binding = false;
  const setupTimer = setTimeout(() => ws.close(1008, "setup expected"), SETUP_TIMEOUT_MS);
  const send = (message: OutboundMessage) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(message));
  // The call is read while the carrier sends `setup` (right after the upgrade), so the greeting
  // waits for one of them, not both in turn. A socket gone before `setup` leaves the read unused.
  const reading = bindCall(callId, provider);
  reading.catch(() => {});

  // What the callee says while the call is being looked up is heard once the session starts (as of when it arrived).
  const early: { message: InboundMessage; at: number }[] = [];
  let malformed = 0;
  ws.on("message", (data, isBinary) => {
    if (malformed >= MAX_MALFORMED_FRAMES) return; // closing
    const frame: InboundFrame = isBinary ? { kind: "malformed" } : readInbound(data.toString());
    if (frame.kind === "unused") return;
    if (frame.kind === "malformed") {
      if (frame.type === "setup" && !session && !binding) return ws.close(1008, "malformed setup");
      malformed += 1;
      // One warning per socket, however many frames: junk must not flood the log.
      if (malformed === 1) log.warn("ignored a frame that is not a ConversationRelay message");
      if (malformed === MAX_MALFORMED_FRAMES) {
        log.warn({ malformed }, "closed a relay socket that sent malformed frames");
        ws.close(1008, "malformed frames");
      }
      return;
    }
    const { message } = frame;
    if (session) return session.receive(message);
    if (binding) return void early.push({ message, at: clock() });
    if (message.type !== "setup") return;
    const setupAt = clock();
    binding = true;
    clearTimeout(setupTimer);
    const named = message.customParameters.callId;
    if (named && named !== callId) return ws.close(1008, "setup names another call");
    void reading.then(
      (bound) => {
        if (!bound) return ws.close(1008, "no such call in progress");
        // The carrier names its own call in `setup`: it must be this call's (unless its id is not
        // saved yet, as carrier callbacks allow), or the session would serve another carrier call.
        if (bound.providerCallId && bound.providerCallId !== message.callSid) {
          log.warn({ callSid: message.callSid.slice(0, 64) }, "refused a relay setup naming another carrier call");
          return ws.close(1008, "setup names another carrier call");
        }
        if (ws.readyState !== ws.OPEN) return;
        // The call's live stream hears the session through its ports (server/live/).
        const tap = tapSession(
          callId,
          bound.redaction,
          sessionPorts(callId, bound.redaction, { provider, providerCallId: message.callSid }, send, () =>
            ws.close(1000),
          ),
        );
        session = new VoiceSession(
          bound.brief,
          bound.brain,
          bound.timing,
          bound.lines,
          tap.ports,
          log,
          startCallTrace({ callId, ...bound.subject, resumed: bound.resumed !== null }),
        );
        live.add(session);
        tap.attach(session);
        if (bound.resumed) session.resume(bound.resumed.history, bound.resumed.nextIndex, bound.lines.transferFailed);
        else session.start(setupAt);
        for (const { message, at } of early.splice(0)) session.receive(message, at);
      },
      (error: unknown) => {
        log.error({ err: error }, "could not bind a relay session to its call");
        ws.close(1011, "internal error");
      },
    );
  });
  ws.on("close", () => {
    clearTimeout(setupTimer);
    if (!session) return void release();
    live.delete(session);
    void session.close().finally(release);
  });
  ws.on("error", (error) => log.warn({ err: error.message }, "relay socket error"));
}

/**
 * Drops every relay socket at once, as a crash would (tests, and a server going down): the
 * carrier reports each broken session, which ends its call `failed` with its turns kept.
 */
export function closeRelaySockets(): void {
  for (const ws of sockets.clients) ws.terminate();
}

/** Conversations this process holds now. */
export function liveSessions(): number {
  return live.size;
}
