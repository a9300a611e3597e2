import { randomUUID } from "node:crypto";
import twilio from "twilio";
import WebSocket from "ws";

// Twilio's side of a ConversationRelay session: a WebSocket upgrade signed with
// X-Twilio-Signature (HMAC-SHA1 of the wss:// URL, keyed by the auth token), `setup`, then the
// callee's prompts, interruptions and keypad digits as JSON text frames. It collects what the
// agent sends: streamed `text` tokens until `last: true` make one agent turn.

export interface AgentFrame {
  type: string;
  token?: string;
  last?: boolean;
  handoffData?: string;
}

export interface AgentTurn {
  text: string;
  tokens: string[];
  /** performance.now() when the turn's first token arrived. */
  firstTokenAt: number;
}

export interface RelayClient {
  frames: AgentFrame[];
  /** The next agent turn's text, once its `last: true` arrived (tokens in order). */
  agentTurn(timeoutMs?: number): Promise<AgentTurn>;
  prompt(text: string): void;
  partialPrompt(text: string): void;
  interrupt(heard: string): void;
  dtmf(digit: string): void;
  /** Sends a frame as it is: text (not necessarily JSON) or binary. */
  raw(frame: string | Buffer): void;
  /** Resolves with the handoff data of the agent's `end`, or null if the socket closed without one. */
  ended: Promise<Record<string, unknown> | null>;
  closed: Promise<number>;
  close(): void;
}

/** Opens the socket; rejects with the HTTP status when the gateway refuses the upgrade. */
export function openRelay(url: string, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once("open", () => resolve(ws));
    ws.once("unexpected-response", (_req, res) =>
      reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode })),
    );
    ws.once("error", reject);
  });
}

/** The status an upgrade is answered with: 101 when it opens (then closed at once), else the refusal's. */
export async function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  try {
    const ws = await openRelay(url, headers);
    ws.close();
    return 101;
  } catch (error) {
    return (error as { status?: number }).status ?? 0;
  }
}

export function twilioUpgradeHeaders(authToken: string, url: string): Record<string, string> {
  return { "x-twilio-signature": twilio.getExpectedTwilioSignature(authToken, url, {}) };
}

/** Connects as Twilio would for `callId` and sends `setup`. */
export async function connectRelay(
  url: string,
  headers: Record<string, string>,
  callId: string,
  callSid = `CA${randomUUID().replaceAll("-", "")}`,
): Promise<RelayClient> {
  const ws = await openRelay(url, headers);
  const frames: AgentFrame[] = [];
  const turns: AgentTurn[] = [];
  const waiting: ((turn: AgentTurn) => void)[] = [];
  let tokens: string[] = [];
  let firstTokenAt = 0;
  let endFrame: AgentFrame | undefined;
  ws.on("message", (data) => {
    const frame = JSON.parse(data.toString()) as AgentFrame;
    frames.push(frame);
    if (frame.type === "end") endFrame = frame;
    if (frame.type !== "text") return;
    if (frame.token) {
      if (!tokens.length) firstTokenAt = performance.now();
      tokens.push(frame.token);
    }
    if (!frame.last) return;
    const turn = { text: tokens.join(""), tokens, firstTokenAt };
    tokens = [];
    const waiter = waiting.shift();
    if (waiter) waiter(turn);
    else turns.push(turn);
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  const send = (frame: object) => ws.send(JSON.stringify(frame));
  send({
    type: "setup",
    sessionId: `VX${randomUUID()}`,
    accountSid: "AC0",
    callSid,
    from: "+14155550100",
    to: "+14155552671",
    direction: "outbound-api",
    customParameters: { callId },
  });
  return {
    frames,
    agentTurn: (timeoutMs = 5_000) =>
      turns.length
        ? Promise.resolve(turns.shift()!)
        : new Promise((resolve, reject) => {
            const timer = setTimeout(
              () =>
                reject(new Error(`no agent turn within ${timeoutMs} ms; frames: ${JSON.stringify(frames.slice(-5))}`)),
              timeoutMs,
            );
            waiting.push((turn) => (clearTimeout(timer), resolve(turn)));
            void closed.then(
              (code) => (clearTimeout(timer), reject(new Error(`the socket closed (${code}) before the agent's turn`))),
            );
          }),
    prompt: (text) => send({ type: "prompt", voicePrompt: text, lang: "en-US", last: true }),
    partialPrompt: (text) => send({ type: "prompt", voicePrompt: text, lang: "en-US", last: false }),
    interrupt: (heard) => {
      tokens = []; // the rest of that turn is never heard
      send({ type: "interrupt", utteranceUntilInterrupt: heard, durationUntilInterruptMs: 900 });
    },
    dtmf: (digit) => send({ type: "dtmf", digit }),
    raw: (frame) => ws.send(frame),
    ended: closed.then(() =>
      endFrame?.handoffData ? (JSON.parse(endFrame.handoffData) as Record<string, unknown>) : null,
    ),
    closed,
    close: () => ws.close(1000),
  };
}
