import { knowledgeOf, type NewTurn, type TurnKnowledge } from "@/server/calls/turns";
import type { TransferMode } from "@/server/calls/transfer-schema";
import { logger } from "@/server/logger";
import { clock, TurnMeter, type BrainMeter } from "@/server/metering/turn-meter";
import { addTurnUsage, NO_TURN_USAGE, type TurnUsage } from "@/server/metering/usage";
import type { CallTrace, TurnTrace } from "@/server/telemetry/call-trace";
import type { AgentBrief, Brain, ToolCall, ToolEvent, Turn } from "./brain";
import { endingOf } from "./built-in-tools";
import { speakingTimeMs, type SessionLines } from "./lines";
import type { Handoff, InboundMessage, OutboundMessage } from "./protocol";
import { soundsLikeVoicemailGreeting } from "./voicemail-greeting";
import type { RecordingConsent } from "@/server/calls/recording-consent";

// One call's conversation, driven by ConversationRelay messages: who speaks when, what the brain
// is asked, what is stored, and when the session ends. It knows no sockets and no database:
// the gateway gives it ports. Every timer is cleared when the session ends, so nothing outlives it.

export interface SessionTiming {
  /**
   * Silence before the agent greets a callee who said nothing; 0: the agent greets at once (an
   * inbound call: whoever rang is greeted, and is never taken for an answering machine).
   */
  greetingWaitMs: number;
  /** No brain output for this long: the agent says a short filler line. */
  slowBrainMs: number;
  /** No brain output for this long: the agent apologises and the call ends (`llm_error`). */
  brainTimeoutMs: number;
  /** Callee silence before "are you still there?"; a second one ends the call. */
  silenceMs: number;
  /** An answering machine quiet for this long has finished its greeting: the beep has gone. */
  greetingEndMs: number;
  maxDurationMs: number;
  /** Keypad digits pressed within this gap form one input. */
  digitGapMs: number;
  /** Multiplies speaking-time estimates (the simulator's compressed time). */
  speechScale: number;
}

export interface SessionPorts {
  send(message: OutboundMessage): void;
  /** Stores turns in one write. */
  storeTurns(turns: NewTurn[]): Promise<void>;
  /** The session is over: with `handoff` when the agent ended it (an `end` was sent). */
  finish(outcome: { handoff?: Handoff }): void;
  /**
   * Takes the call's end for its voicemail: the message to leave ("" when the agent hangs up on
   * machines), or null when answering-machine detection took it first (the carrier leaves it).
   */
  claimVoicemail(): Promise<string | null>;
  /** The agent's words of turn `index` as they are sent to be spoken (the call's live stream). */
  spoke?(index: number, text: string): void;
  /** The brain's tool calls, started and finished, as the turn meets them (the call's live stream). */
  usedTool?(event: ToolEvent): void;
  /**
   * The call's recording consent is settled: stored, and recording starts now unless declined
   * (docs/privacy.md "Recording consent"). Absent where nothing records (the test panel).
   */
  recordingConsent?(consent: Omit<RecordingConsent, "at">): void;
}

interface AgentTurn {
  /** Given when the agent starts speaking: a turn that never says a word takes no place in the transcript. */
  index: number | null;
  startedAt: Date;
  /** The text sent to the carrier so far. */
  sent: string;
  toolCalls: ToolCall[];
  /** The knowledge passages the brain was given for this turn, and how long retrieving them took. */
  knowledge: TurnKnowledge | null;
  /** Tool requests of this turn still under way: they complete even if the turn is cut short. */
  pending: Promise<void>[];
  /** Aborts the brain's stream for this turn. */
  controller: AbortController;
  streaming: boolean;
  /** Its latency and usage (server/metering/turn-meter.ts). */
  meter: TurnMeter;
  /** Its span, when traces are exported (server/telemetry/). */
  trace: TurnTrace | null;
}

/**
 * `voicemail`: an answering machine answered; the agent says nothing until its beep. `consent`: the
 * agent asked whether the call may be recorded and waits for the answer (before its first message).
 */
type Phase = "greeting" | "voicemail" | "consent" | "conversing" | "ending" | "ended";

export class VoiceSession {
  private phase: Phase = "greeting";
  private readonly history: Turn[] = [];
  private nextIndex = 0;
  private current: AgentTurn | null = null;
  private lastAgentTurnInterrupted = false;
  private silenceStrikes = 0;
  private digits = "";
  private readonly timers = new Map<string, { ms: number; run: () => void; timer: NodeJS.Timeout }>();
  private writes: Promise<void> = Promise.resolve();
  /** Turns waiting for the next write: those that end together (the agent's and the callee's after it) share one. */
  private unstored: NewTurn[] = [];
  /** Tool requests of finished turns still under way: the brain is asked again once their results are in. */
  private settling: Promise<unknown> = Promise.resolve();
  /** Lines a member or an API key asked the agent to say next (`say`), waiting for its words to be spoken. */
  private steeredLines: string[] = [];
  /** When the agent's last words will have been spoken (an estimate, ms since the epoch). */
  private speakingUntil = 0;
  /** When the words the next agent turn answers arrived (the `setup` frame until the callee speaks). */
  private heardAt = clock();
  /** Usage of agent turns that said nothing (stopped before a word): carried by the next turn stored. */
  private unbilled: TurnUsage = NO_TURN_USAGE;
  /** Unclear answers to the consent question so far; a brain deciding one now. */
  private unclearConsents = 0;
  private hearingConsent = false;
  /** The callee cut the recording announcement short: the agent's next answer opens with it. */
  private announceAgain = false;

  constructor(
    private readonly brief: AgentBrief,
    private readonly brain: Brain,
    private readonly timing: SessionTiming,
    /** The session's own lines, in the agent's language. */
    private readonly lines: SessionLines,
    private readonly ports: SessionPorts,
    private readonly log = logger,
    /** The call's trace; null when traces are off. */
    private readonly trace: CallTrace | null = null,
  ) {}

  /**
   * The socket is bound to its call: wait for the callee's first words, or greet after a short
   * silence (or at once). `setupAt`: when the `setup` frame arrived (clock()), where the greeting's latency starts.
   */
  start(setupAt = clock()): void {
    this.heardAt = setupAt;
    const recording = this.brief.recording;
    if (recording?.enabled && recording.consent === "none")
      this.ports.recordingConsent?.({ mode: "none", status: "not_required", turnIndex: null });
    if (this.timing.greetingWaitMs === 0) this.greet();
    else this.after("greeting", this.timing.greetingWaitMs, () => this.greet());
    this.after("maxDuration", this.timing.maxDurationMs, () =>
      this.phase === "voicemail"
        ? void this.leaveVoicemail()
        : this.sayAndEnd(this.lines.timeLimit, { reason: "max_duration" }),
    );
  }

  /** `at`: when the message arrived (clock()), if it waited for the session. */
  receive(message: InboundMessage, at = clock()): void {
    if (this.phase === "ended") return;
    switch (message.type) {
      case "prompt":
        // A partial prompt only tells that the callee is speaking: never talk over it.
        this.heardCallee();
        if (message.last) this.calleeSaid(message.voicePrompt, at);
        return;
      case "interrupt":
        this.heardCallee();
        this.interrupted(message.utteranceUntilInterrupt);
        return;
      case "dtmf":
        this.heardCallee();
        this.digits += message.digit;
        this.after("digits", this.timing.digitGapMs, () => {
          const digits = this.digits;
          this.digits = "";
          this.calleeSaid(`(pressed ${digits.split("").join(" ")} on the keypad)`);
        });
        return;
      case "error":
        this.log.warn({ description: message.description }, "ConversationRelay reported an error");
        return;
      default:
        return;
    }
  }

  /** The socket closed (the callee hung up, the carrier ended the session, or the connection died). */
  async close(): Promise<void> {
    if (this.phase === "ended") return this.writes;
    this.phase = "ended";
    this.clearTimers();
    this.finishAgentTurn(false);
    this.trace?.end();
    await this.writes;
    this.ports.finish({});
  }

  /** Settles once every turn so far is stored. */
  flushed(): Promise<void> {
    return this.writes;
  }

  /**
   * Steering (docs/voice-agent.md "Live calls"): the agent says `line` next, once its words in
   * flight are spoken, or at once over them (`interrupt`). False when the agent is not conversing
   * (a voicemail greeting plays, or the call is ending).
   */
  say(line: string, interrupt: boolean): boolean {
    if (this.phase === "greeting") {
      this.clear("greeting");
      this.phase = "conversing";
    }
    if (this.phase !== "conversing") return false;
    this.steeredLines.push(line);
    if (interrupt) this.saySteeredLines(true);
    else if (!this.current?.streaming)
      this.after("steered", this.speakingUntil - Date.now(), () => this.saySteeredLines(false));
    return true;
  }

  /**
   * A relay session of a call already under way (the caller came back from a transfer that failed):
   * the conversation so far is the brain's history, and the agent says `line` at once and goes on.
   */
  resume(history: Turn[], nextIndex: number, line: string): void {
    this.history.push(...history);
    this.nextIndex = nextIndex;
    this.phase = "conversing";
    this.after("maxDuration", this.timing.maxDurationMs, () =>
      this.sayAndEnd(this.lines.timeLimit, { reason: "max_duration" }),
    );
    const turn = this.beginAgentTurn();
    this.speak(turn, line);
    this.endOfSpeech(turn);
    this.listen(speakingTimeMs(line));
  }

  /** Steering: the agent says goodbye and the call ends (`operator_ended`); or, with `transfer`, hands the caller over. */
  endAtRequest(transfer?: { to: string; mode: TransferMode; timeoutSec?: number; line?: string }): boolean {
    if (this.phase === "ending" || this.phase === "ended") return false;
    if (!transfer) this.sayAndEnd(this.lines.goodbye, { reason: "operator_ended" });
    else {
      const { to, mode, timeoutSec, line } = transfer;
      this.sayAndEnd(line ?? this.transferLine(mode), {
        reason: "transferred",
        transferTo: to,
        mode,
        ...(timeoutSec ? { timeoutSec } : {}),
      });
    }
    return true;
  }

  /** What the agent tells the caller it transfers: a warm transfer's caller holds while the person hears who calls. */
  private transferLine(mode: TransferMode | undefined): string {
    return mode === "warm" ? this.lines.holdForTransfer : this.lines.transferring;
  }

  private saySteeredLines(interrupt: boolean): void {
    // A turn streaming now goes first: its end says the lines (endOfSpeech).
    if (this.phase !== "conversing" || (this.current?.streaming && !interrupt)) return;
    const line = this.steeredLines.splice(0).join(" ");
    if (!line) return;
    this.clear("steered");
    this.finishAgentTurn(false);
    const turn = this.beginAgentTurn();
    this.speak(turn, line);
    this.endOfSpeech(turn);
    this.listen(speakingTimeMs(line));
  }

  private heardCallee(): void {
    this.clear("greeting");
    this.clear("silence");
    this.silenceStrikes = 0;
    if (this.phase === "voicemail") this.awaitBeep();
  }

  private calleeSaid(text: string, at = clock()): void {
    if (this.phase === "ended" || !text.trim()) return;
    this.heardAt = at;
    // Whatever the agent was saying is over: the callee has finished a sentence since.
    this.finishAgentTurn(Boolean(this.current?.streaming));
    this.store({ role: "user", text: text.trim() });
    if (this.phase === "ending" || this.phase === "voicemail") return;
    // Only the callee's first words, before the agent has said any: later, "not available" is a person's answer.
    if (this.phase === "greeting") return soundsLikeVoicemailGreeting(text) ? this.awaitBeep() : this.greet();
    if (this.phase === "consent") return void this.hearConsent();
    void this.respond();
  }

  private interrupted(heard: string): void {
    const turn = this.current;
    if (!turn) return;
    turn.controller.abort();
    this.announcementCut(heard);
    // Only what the callee heard stays: the words never spoken are not part of the conversation.
    turn.sent = heard || turn.sent;
    this.finishAgentTurn(true);
    if (this.phase === "conversing" || this.phase === "consent") this.listen();
  }

  /**
   * The agent's first words: the first message, after the recording announcement when the agent
   * announces (recording starts once it has been spoken), or only the consent question when it asks.
   * The greeting's latency is to its first word, the announcement's when there is one.
   */
  private greet(): void {
    if (this.phase !== "greeting") return;
    const recording = this.brief.recording?.enabled ? this.brief.recording : null;
    if (recording?.consent === "verbal") {
      this.phase = "consent";
      this.sayLine(recording.announcement, this.heardAt);
      return;
    }
    this.phase = "conversing";
    const turn = this.beginAgentTurn(this.heardAt);
    if (recording?.consent === "announce") this.announce(turn, recording.announcement);
    this.speak(turn, this.brief.firstMessage);
    this.endOfSpeech(turn);
    this.listen(speakingTimeMs(turn.sent));
  }

  /**
   * Opens `turn` with the recording announcement; once it has been spoken the call is announced
   * (and recording starts). Cut short by the callee, it opens the agent's next answer again.
   */
  private announce(turn: AgentTurn, announcement: string): void {
    this.announceAgain = false;
    this.speak(turn, `${announcement} `);
    this.after("announced", speakingTimeMs(announcement) * this.timing.speechScale, () =>
      this.ports.recordingConsent?.({ mode: "announce", status: "announced", turnIndex: turn.index }),
    );
  }

  /** The callee spoke over the agent: an announcement they did not hear whole is not an announcement. */
  private announcementCut(heard: string): void {
    if (!this.timers.has("announced")) return;
    const announcement = this.brief.recording!.announcement;
    const words = (text: string) =>
      text
        .toLowerCase()
        .match(/[\p{L}\p{N}']+/gu)
        ?.join(" ") ?? "";
    if (words(heard).startsWith(words(announcement))) return; // heard whole: the timer settles it
    this.clear("announced");
    this.announceAgain = true;
  }

  /** Says `line` as a turn of its own, then waits for the callee. `heardAt`: when the words it answers arrived. */
  private sayLine(line: string, heardAt: number | null = null): void {
    this.sayIn(this.beginAgentTurn(heardAt), line);
  }

  private sayIn(turn: AgentTurn, line: string): void {
    this.speak(turn, line);
    this.endOfSpeech(turn);
    this.listen(speakingTimeMs(line));
  }

  /**
   * The callee answered the consent question (their words are the last turn): the brain decides.
   * Granted: recording starts and the agent says its first message. Declined (or unclear twice):
   * the call goes on unrecorded, or ends, as `onDecline` says. Unclear once: the agent asks again.
   */
  private async hearConsent(): Promise<void> {
    if (this.hearingConsent) return; // a decision is under way: it answers this too
    this.hearingConsent = true;
    const recording = this.brief.recording!;
    const turnIndex = this.nextIndex - 1;
    // The agent's turn that answers the reply: the decision is its brain's time, its model request its usage.
    let turn = this.beginAgentTurn(this.heardAt);
    turn.meter.asking();
    let granted: boolean | null = null;
    try {
      granted = this.brain.consent
        ? await this.brain.consent([...this.history], AbortSignal.timeout(this.timing.brainTimeoutMs), turn.meter)
        : false;
    } catch (error) {
      this.log.warn({ err: (error as Error).message }, "the brain could not decide the recording consent");
    }
    this.hearingConsent = false;
    if (this.phase !== "consent") return; // the call ended meanwhile
    if (this.current !== turn) turn = this.beginAgentTurn(this.heardAt); // the callee spoke again meanwhile
    if (granted === null && ++this.unclearConsents < 2) return this.sayIn(turn, recording.announcement);
    const status = granted ? "granted" : "declined";
    this.ports.recordingConsent?.({ mode: "verbal", status, turnIndex });
    this.phase = "conversing";
    if (!granted && recording.onDecline === "end_call")
      return this.sayAndEnd(this.lines.goodbye, { reason: "agent_ended" }, turn);
    this.sayIn(turn, this.brief.firstMessage);
  }

  private async respond(): Promise<void> {
    const turn = this.beginAgentTurn(this.heardAt);
    if (this.announceAgain) this.announce(turn, this.brief.recording!.announcement);
    let ending: Handoff | undefined;
    try {
      ending = await this.stream(turn);
    } catch (error) {
      if (turn.controller.signal.aborted && this.current !== turn) return; // interrupted, or the session ended
      this.log.warn({ err: (error as Error).message }, "the brain failed mid-call");
      return this.sayAndEnd(this.lines.brainDown, { reason: "llm_error" }, turn);
    }
    if (this.current !== turn) return;
    if (ending) {
      if (ending.reason === "transferred" && ending.mode === "warm")
        this.speak(turn, `${turn.sent.trim() ? " " : ""}${this.lines.holdForTransfer}`);
      else if (!turn.sent.trim())
        this.speak(turn, ending.reason === "transferred" ? this.lines.transferring : this.lines.goodbye);
      this.endOfSpeech(turn);
      return this.end(ending, speakingTimeMs(turn.sent));
    }
    this.endOfSpeech(turn);
    this.listen(speakingTimeMs(turn.sent));
  }

  /** Streams the brain's answer into `turn`; resolves with the handoff when a tool ends the call. */
  private async stream(turn: AgentTurn): Promise<Handoff | undefined> {
    const { signal } = turn.controller;
    let ending: Handoff | undefined;
    const slow = () => !turn.sent && this.sayFiller(turn);
    const timedOut = () => turn.controller.abort(new Error("the brain timed out"));
    // Set again after every event of the stream: the timers are moved, not made anew (after()).
    const watchdog = () => {
      this.after("slowBrain", this.timing.slowBrainMs, slow);
      this.after("brainTimeout", this.timing.brainTimeoutMs, timedOut);
    };
    // A request an interrupted turn started completes first: its result is part of the conversation.
    turn.meter.waitingForTools();
    await this.settling;
    if (signal.aborted) throw new Error("aborted");
    watchdog();
    // While tool requests run the brain is not late: the tools' own timeouts bound the wait.
    let toolsRunning = 0;
    turn.meter.asking();
    try {
      for await (const event of this.brain.respond([...this.history], signal, { meter: this.meterOf(turn) })) {
        if (signal.aborted) break;
        if (event.type !== "text" && event.type !== "knowledge") this.ports.usedTool?.(event);
        if (event.type === "text") this.speak(turn, event.delta);
        else if (event.type === "knowledge") {
          turn.knowledge = knowledgeOf(event.retrieval);
          turn.meter.retrieved(event.retrieval.ms);
          turn.trace?.knowledge(event.retrieval, this.history.at(-1)?.text ?? "");
        } else if (event.type === "tool") ending ??= this.useTool(turn, event.call);
        else if (event.type === "tool_started") {
          if (!toolsRunning) turn.meter.waitingForTools();
          toolsRunning += 1;
          this.claimIndex(turn);
          turn.toolCalls.push(event.call);
          turn.pending.push(event.done);
          turn.trace?.tool(event.call, event.done);
          if (event.message) this.speak(turn, `${/\S$/.test(turn.sent) ? " " : ""}${event.message} `, true);
        } else {
          toolsRunning -= 1;
          turn.meter.tool(event.call.status);
          if (!toolsRunning) turn.meter.toolsDone();
          if (event.message) this.speak(turn, `${/\S$/.test(turn.sent) ? " " : ""}${event.message} `, true);
        }
        if (!toolsRunning) watchdog();
        else {
          this.clear("slowBrain");
          this.clear("brainTimeout");
        }
      }
    } finally {
      this.clear("slowBrain");
      this.clear("brainTimeout");
    }
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error("aborted");
    return ending;
  }

  /**
   * The tool's handoff when the agent may use it now; a tool the agent may not use is ignored. The
   * carrier's keypad and language tools act and answer the model (`call.result`).
   */
  private useTool(turn: AgentTurn, call: ToolCall): Handoff | undefined {
    if (call.name === "press_digits" || call.name === "switch_language") {
      this.claimIndex(turn);
      call.result = JSON.stringify(this.carrierTool(call));
      call.status = "ok";
      turn.toolCalls.push(call);
      return undefined;
    }
    const ending = endingOf(
      this.brief,
      call,
      this.history.filter((t) => t.role === "agent").length,
      this.lastAgentTurnInterrupted,
    );
    if (!ending) {
      this.log.info({ tool: call.name, afterInterruption: this.lastAgentTurnInterrupted }, `${call.name} ignored`);
      return undefined;
    }
    turn.toolCalls.push(call);
    return ending;
  }

  private carrierTool(call: ToolCall): Record<string, string> {
    if (call.name === "press_digits") {
      const digits = String(call.arguments.digits ?? "");
      if (!/^[0-9*#w]{1,32}$/.test(digits)) return { error: "digits must be 1 to 32 of 0-9, *, # and w" };
      this.ports.send({ type: "sendDigits", digits });
      return { pressed: digits };
    }
    const language = String(call.arguments.language ?? "");
    if (!this.brief.languages.includes(language))
      return { error: `language must be one of ${this.brief.languages.join(", ")}` };
    this.ports.send({ type: "language", ttsLanguage: language, transcriptionLanguage: language });
    return { language };
  }

  /** Waits for the callee; silence twice in a row ends the call. */
  private listen(speakingMs = 0): void {
    this.after("silence", speakingMs * this.timing.speechScale + this.timing.silenceMs, () => {
      this.silenceStrikes += 1;
      if (this.silenceStrikes >= 2) return this.sayAndEnd(this.lines.silenceGoodbye, { reason: "silence_timeout" });
      this.finishAgentTurn(false);
      const turn = this.beginAgentTurn();
      this.speak(turn, this.lines.stillThere);
      this.endOfSpeech(turn);
      this.listen(speakingTimeMs(this.lines.stillThere));
    });
  }

  /**
   * An answering machine: nothing is said over its greeting. Once it has been quiet for a while
   * its beep has gone and the agent leaves its message, unless answering-machine detection's
   * verdict came first (the carrier then leaves it, and the socket closes).
   */
  private awaitBeep(): void {
    this.phase = "voicemail";
    this.after("beep", this.timing.greetingEndMs, () => void this.leaveVoicemail());
  }

  private async leaveVoicemail(): Promise<void> {
    let message: string | null;
    try {
      message = await this.ports.claimVoicemail();
    } catch (error) {
      this.log.error({ err: error }, "could not take the call's end for its voicemail: hanging up");
      message = "";
    }
    if (this.phase !== "voicemail" || message === null) return;
    if (message) this.sayAndEnd(message, { reason: "voicemail" });
    else this.end({ reason: "voicemail" }, 0);
  }

  /** Stops what the agent is saying, says `line` as a turn of its own, then ends the session. */
  private sayAndEnd(line: string, handoff: Handoff, failed?: AgentTurn): void {
    if (this.phase === "ending" || this.phase === "ended") return;
    let turn = failed && this.current === failed ? failed : null;
    if (!turn) {
      this.finishAgentTurn(false);
      turn = this.beginAgentTurn();
    }
    this.speak(turn, failed?.sent ? ` ${line}` : line);
    this.endOfSpeech(turn);
    this.end(handoff, speakingTimeMs(line));
  }

  /** Ends the session once the last words have been spoken (`end` cuts the speech short). */
  private end(handoff: Handoff, speakingMs: number): void {
    if (this.phase === "ending" || this.phase === "ended") return;
    this.phase = "ending";
    this.clearTimers();
    this.after("end", speakingMs * this.timing.speechScale, () => {
      this.phase = "ended";
      this.finishAgentTurn(false);
      this.trace?.end();
      this.ports.send({ type: "end", handoffData: JSON.stringify(handoff) });
      void this.writes.then(() => this.ports.finish({ handoff }));
    });
  }

  /** `heardAt`: when the words it answers arrived; none for a line that answers nobody. */
  private beginAgentTurn(heardAt: number | null = null): AgentTurn {
    this.current = {
      index: null,
      startedAt: new Date(),
      sent: "",
      toolCalls: [],
      knowledge: null,
      pending: [],
      controller: new AbortController(),
      streaming: true,
      meter: new TurnMeter(heardAt),
      trace: this.trace?.turn(heardAt) ?? null,
    };
    return this.current;
  }

  /** What the brain tells of its model requests: the turn's meter, and its trace when there is one. */
  private meterOf(turn: AgentTurn): BrainMeter {
    const { meter, trace } = turn;
    if (!trace) return meter;
    return {
      modelRequest: (request) => {
        meter.modelRequest(request);
        trace.modelRequest(request);
      },
    };
  }

  /** A turn takes its place in the transcript with its first word or its first tool call. */
  private claimIndex(turn: AgentTurn): void {
    if (turn.index !== null) return;
    turn.index = this.nextIndex++;
    turn.startedAt = new Date();
  }

  /** `aside`: the filler or a tool's message, said while the agent's answer is awaited. */
  private speak(turn: AgentTurn, text: string, aside = false): void {
    if (!text) return;
    turn.meter.spoke(text, aside);
    this.claimIndex(turn);
    turn.sent += text;
    this.ports.send({ type: "text", token: text, last: false });
    this.ports.spoke?.(turn.index!, text);
  }

  private sayFiller(turn: AgentTurn): void {
    turn.meter.saidFiller();
    this.speak(turn, `${this.lines.slowBrain} `, true);
  }

  private endOfSpeech(turn: AgentTurn): void {
    turn.streaming = false;
    this.ports.send({ type: "text", token: "", last: true });
    this.speakingUntil = turn.startedAt.getTime() + speakingTimeMs(turn.sent) * this.timing.speechScale;
    if (this.steeredLines.length)
      this.after("steered", this.speakingUntil - Date.now(), () => this.saySteeredLines(false));
  }

  /** Stores the agent's turn in flight, if any. */
  private finishAgentTurn(interrupted: boolean): void {
    const turn = this.current;
    if (!turn) return;
    this.current = null;
    // Only a stream still running needs stopping (an abort builds an exception: not for every turn).
    if (turn.streaming) turn.controller.abort();
    this.lastAgentTurnInterrupted = interrupted;
    if (turn.pending.length) this.settling = Promise.all([this.settling, ...turn.pending]);
    turn.trace?.end(turn.meter.latency(), { index: turn.index, interrupted, text: turn.sent });
    if (!turn.sent.trim() && !turn.toolCalls.length) {
      this.unbilled = addTurnUsage(this.unbilled, turn.meter.usage());
      return;
    }
    this.store({ role: "agent", text: turn.sent.trim(), interrupted, toolCalls: turn.toolCalls }, turn);
  }

  private store(said: Turn, agentTurn?: AgentTurn): void {
    const index = agentTurn ? agentTurn.index! : this.nextIndex++;
    this.history.push(said);
    const turn: NewTurn = {
      index,
      role: said.role,
      text: said.text,
      startedAt: agentTurn?.startedAt ?? new Date(),
      endedAt: new Date(),
      interrupted: said.interrupted ?? false,
      toolCalls: said.toolCalls ?? [],
      knowledge: agentTurn?.knowledge?.knowledge ?? [],
      knowledgeMs: agentTurn?.knowledge?.knowledgeMs ?? null,
      latency: agentTurn?.meter.latency() ?? null,
      usage: agentTurn ? this.billed(agentTurn) : null,
    };
    // A write is already queued behind the one in flight: this turn goes with it.
    if (this.unstored.push(turn) > 1) return;
    this.writes = this.writes.then(async () => {
      // Tool calls are stored with their results: a request an interruption left running completes first.
      await this.settling;
      const turns = this.unstored.splice(0);
      return this.ports
        .storeTurns(turns)
        .catch((error: unknown) =>
          this.log.error({ err: error, indexes: turns.map((t) => t.index) }, "could not store turns"),
        );
    });
  }

  /** The turn's usage, with that of the turns before it that said nothing. */
  private billed(turn: AgentTurn): TurnUsage {
    const usage = addTurnUsage(this.unbilled, turn.meter.usage());
    this.unbilled = NO_TURN_USAGE;
    return usage;
  }

  /** Runs `run` in `ms`, in place of what `name` was set to run; a pending timer of the same wait is moved, not made anew. */
  private after(name: string, ms: number, run: () => void): void {
    const pending = this.timers.get(name);
    if (pending?.ms === ms) {
      pending.run = run;
      pending.timer.refresh();
      return;
    }
    this.clear(name);
    const entry = {
      ms,
      run,
      timer: setTimeout(() => {
        this.timers.delete(name);
        entry.run();
      }, ms),
    };
    this.timers.set(name, entry);
  }

  private clear(name: string): void {
    clearTimeout(this.timers.get(name)?.timer);
    this.timers.delete(name);
  }

  private clearTimers(): void {
    for (const name of [...this.timers.keys()]) this.clear(name);
  }
}
