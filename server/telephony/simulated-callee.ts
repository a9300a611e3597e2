import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import { env } from "@/server/env";
import { speakingTimeMs } from "@/server/voice/lines";
import { handoffSchema, type Handoff, type InboundMessage } from "@/server/voice/protocol";
import type { DialRequest } from "./provider";
import { RELAY_TOKEN_HEADER, relayToken } from "./simulator-signing";

// The person (or machine) the simulator's calls reach. It connects to the voice gateway exactly as
// Twilio's ConversationRelay does (a signed upgrade, `setup`, then `prompt`, `interrupt` and
// `dtmf` frames) and reacts to what the agent says. Magic numbers pick who answers (README).

export type Persona =
  | "cooperative"
  | "evasive"
  | "voicemail"
  | "interrupter"
  | "silent"
  | "digits"
  | "wants_person"
  | "discloser"
  | "declines_recording";

const PERSONAS: Record<string, Persona> = {
  "+15005550004": "evasive",
  "+15005550005": "voicemail",
  "+15005550006": "interrupter",
  "+15005550007": "silent",
  "+15005550008": "digits",
  "+15005550009": "wants_person",
  "+15005550020": "discloser",
  "+15005550021": "declines_recording",
};

/** What a callee answers when the agent's first words are about recording the call (docs/privacy.md "Recording consent"). */
export const AGREES_TO_RECORDING = "Yes, that's fine.";
export const DECLINES_RECORDING = "No, I don't want this call recorded.";

/** What the disclosing callee answers the first question with: what redaction must catch (docs/privacy.md). */
export const DISCLOSURE =
  "Sure. My card is four one one one one one one one one one one one one one one one, my social is 123-45-6789, mail me at ada.lovelace@example.com or ring 415 555 2671.";

/** The persona of a magic number: the callee of an outbound call, the caller of an inbound one. */
export function personaFor(number: string): Persona {
  return PERSONAS[number] ?? "cooperative";
}

/** `callee`: svc called this person, who says hello first; `caller`: they rang svc, and the agent speaks first. */
export type Role = "callee" | "caller";

const ANSWERS = [
  "Tuesday would suit me best.",
  "In the morning, if possible.",
  "Yes, that's right.",
  "No, nothing else.",
  "Thank you.",
];
const VOICEMAIL_GREETING =
  "Hi, you've reached Sam. I can't take your call right now, please leave a message after the beep.";
/** Answering-machine detection (DetectMessageEnd) reports once the beep is followed by silence. */
const BEEP_TO_VERDICT_MS = 1_200;
const MAX_REPLIES = 8;

export interface CalleeOutcome {
  /** What the agent's `end` carried, if the agent ended the session. */
  handoff: Handoff | null;
  /** The session broke (the gateway went away) rather than ending. */
  died: boolean;
}

export interface CalleeHooks {
  onHuman(): void;
  onMachineBeep(): void;
  /** Gives the carrier a way to take the call off the relay (a voicemail redirect). */
  register(hangUp: () => void): void;
}

type Frame =
  Exclude<InboundMessage, { type: "setup" | "error" | "info" }> | { type: "setup"; [field: string]: unknown };

export function simulateCallee(
  request: DialRequest,
  providerCallId: string,
  persona: Persona,
  role: Role,
  /** Back from a transfer that failed: the agent speaks first, and the greetings are behind them. */
  resumed: boolean,
  hooks: CalleeHooks,
): Promise<CalleeOutcome> {
  return new Promise((resolve) => {
    const ws = new WebSocket(request.relayUrl, { headers: { [RELAY_TOKEN_HEADER]: relayToken(request.callId) } });
    let handoff: Handoff | null = null;
    let weClosed = false;
    let replies = resumed ? 1 : 0;
    let answered = 0;
    let heard = "";
    let interruptedOnce = false;
    /** After cutting the agent off, the rest of that turn is never heard. */
    let deaf = false;
    const timers = new Set<NodeJS.Timeout>();

    const send = (frame: Frame) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(frame));
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => (timers.delete(timer), run()), ms * env.SIMULATOR_TIME_SCALE);
      timers.add(timer);
    };
    const say = (text: string, afterMs = 600, last = true) =>
      later(afterMs, () => send({ type: "prompt", voicePrompt: text, lang: "en-US", last }));
    const hangUp = () => {
      weClosed = true;
      ws.close(1000);
    };
    hooks.register(hangUp);

    ws.on("open", () => {
      send({
        type: "setup",
        sessionId: `VX${randomUUID().replaceAll("-", "")}`,
        callSid: providerCallId,
        from: request.from,
        to: request.to,
        direction: role === "caller" ? "inbound" : "outbound-api",
        customParameters: { callId: request.callId },
      });
      if (persona === "voicemail") return playGreeting();
      hooks.onHuman();
      if (persona !== "silent" && role === "callee" && !resumed) say("Hello?", 300);
    });

    ws.on("message", (data) => {
      const frame = JSON.parse(data.toString()) as {
        type: string;
        token?: string;
        last?: boolean;
        handoffData?: string;
      };
      if (frame.type === "end") {
        const parsed = frame.handoffData ? handoffSchema.safeParse(JSON.parse(frame.handoffData)) : null;
        handoff = parsed?.success ? parsed.data : null;
        return hangUp();
      }
      if (frame.type !== "text") return;
      if (deaf) {
        deaf = !frame.last;
        return;
      }
      heard += frame.token ?? "";
      // The interrupter cuts in a few words into the agent's first answer.
      if (
        persona === "interrupter" &&
        !interruptedOnce &&
        replies > 0 &&
        heard.trim().split(/\s+/).length >= 2 &&
        !frame.last
      ) {
        interruptedOnce = true;
        send({ type: "interrupt", utteranceUntilInterrupt: heard.trim(), durationUntilInterruptMs: 700 });
        heard = "";
        deaf = true;
        return say("Sorry, could you say that again?", 100);
      }
      if (!frame.last) return;
      const said = heard.trim();
      heard = "";
      if (said) respond(said);
    });

    /**
     * A machine, as ConversationRelay hears one: partial prompts while its greeting plays, the
     * final prompt when it stops, then the beep; the verdict comes after the beep.
     */
    function playGreeting(): void {
      const words = VOICEMAIL_GREETING.split(" ");
      const endsAt = 300 + speakingTimeMs(VOICEMAIL_GREETING);
      for (let at = 1_000; at < endsAt; at += 1_000)
        say(words.slice(0, Math.ceil((words.length * at) / endsAt)).join(" "), at, false);
      say(VOICEMAIL_GREETING, endsAt);
      later(endsAt + BEEP_TO_VERDICT_MS, hooks.onMachineBeep);
    }

    function respond(agentSaid: string): void {
      if (persona === "silent" || persona === "voicemail") return;
      replies += 1;
      const thinkMs = 400 + speakingTimeMs(agentSaid);
      const asks = agentSaid.endsWith("?");
      if (persona === "wants_person" && asks) return say("Can I speak to a person, please?", thinkMs);
      // The long-call callee never quite answers, so the conversation runs to the agent's time limit.
      if (persona === "evasive") return say(asks ? "Hmm, what are my options?" : "Mm-hm, go on.", thinkMs + 2_000);
      if (persona === "digits" && asks) {
        for (const [i, digit] of [...String(replies)].entries())
          later(thinkMs + i * 200, () => send({ type: "dtmf", digit }));
        return;
      }
      if (/\bbye\b|goodbye/i.test(agentSaid)) return later(thinkMs + 1_000, hangUp); // unless the agent ends first
      if (replies > MAX_REPLIES) {
        say("Thanks, that's all I needed. Bye!", thinkMs);
        return later(thinkMs + 3_000, hangUp);
      }
      if (replies === 1 && /\brecord/i.test(agentSaid))
        return say(persona === "declines_recording" ? DECLINES_RECORDING : AGREES_TO_RECORDING, thinkMs);
      if (replies === 1) return say("Hi, yes. Go ahead.", thinkMs); // the agent's greeting
      if (persona === "discloser" && asks && answered === 0) {
        answered += 1;
        return say(DISCLOSURE, thinkMs);
      }
      say(asks ? ANSWERS[answered++ % ANSWERS.length] : "Okay.", thinkMs);
    }

    ws.on("close", () => {
      for (const timer of timers) clearTimeout(timer);
      resolve({ handoff, died: !weClosed && !handoff });
    });
    ws.on("error", () => undefined); // "close" follows and settles the outcome
  });
}
