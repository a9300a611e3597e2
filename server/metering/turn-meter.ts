import { z } from "zod";
import { addLlmUsage, NO_TURN_USAGE, type LlmUsage, type TurnUsage } from "./usage";

// One agent turn measured as the caller lived it (docs/decisions.md "Usage, cost and latency"):
// from the caller's last words to the agent's first, every millisecond in exactly one part:
// retrieving knowledge, waiting on the brain (each model request until its first output), waiting
// on tools, or svc's own time (the rest). The voice session tells it what happens; it only reads a
// monotonic clock, so measuring costs a few additions per event.

export const turnLatencySchema = z
  .object({
    responseMs: z.number().int().meta({
      description:
        "The caller's last words (a final prompt or a keypad input) received → the agent's first word sent to the carrier; for the greeting, from the `setup` frame (or the callee's first words).",
    }),
    knowledgeMs: z.number().int().meta({ description: "Retrieving knowledge before the brain was asked." }),
    brainMs: z.number().int().meta({
      description:
        "Waiting on the brain: each model request until its first token or tool call (the model's time to first token).",
    }),
    toolMs: z.number().int().meta({ description: "Waiting on tool requests before the first word." }),
    overheadMs: z.number().int().meta({
      description:
        "svc's own time: `responseMs` minus the three parts above, never negative. The four add up to `responseMs`.",
    }),
    filler: z
      .boolean()
      .meta({ description: 'The brain was slow and the agent said its filler line ("One moment, please.").' }),
  })
  .meta({ id: "TurnLatency" });
export type TurnLatency = z.infer<typeof turnLatencySchema>;

/** One request to a model, as the brain reports it (times on the meter's clock). */
export interface ModelRequest {
  model: string;
  startedAt: number;
  /** When its first token or tool call arrived; null when none did. */
  firstOutputAt: number | null;
  endedAt: number;
  usage: LlmUsage;
  finishReason: string | null;
}

/** What a brain tells about the model requests it makes (RespondOptions.meter). */
export interface BrainMeter {
  modelRequest(request: ModelRequest): void;
}

type Part = "overhead" | "knowledge" | "brain" | "tool";

export const clock = (): number => performance.now();

export class TurnMeter implements BrainMeter {
  private part: Part = "overhead";
  private since: number;
  private readonly spent = { knowledge: 0, brain: 0, tool: 0 };
  private answeredAt: number | null = null;
  private filler = false;
  private used: TurnUsage = NO_TURN_USAGE;
  /** The model requests of the turn, for its trace. */
  readonly requests: ModelRequest[] = [];

  /** `heardAt`: when the words this turn answers arrived (null: the turn answers nobody, e.g. "are you still there?"). */
  constructor(readonly heardAt: number | null) {
    this.since = heardAt ?? clock();
  }

  private enter(part: Part): void {
    if (this.answeredAt !== null) return;
    const now = clock();
    if (this.part !== "overhead") this.spent[this.part] += now - this.since;
    this.part = part;
    this.since = now;
  }

  /** The brain is asked (it retrieves first when the agent has knowledge). */
  asking(): void {
    this.enter("brain");
  }

  /** Waiting for tool requests (an earlier turn's, or this turn's round) before the brain goes on. */
  waitingForTools(): void {
    this.enter("tool");
  }

  /** Knowledge came back after `ms` of retrieval: that much of the wait since the brain was asked was retrieving. */
  retrieved(ms: number): void {
    this.used = { ...this.used, knowledgeSearches: this.used.knowledgeSearches + 1 };
    if (this.answeredAt !== null || this.part !== "brain") return;
    const now = clock();
    const knowledge = Math.min(ms, now - this.since);
    this.spent.knowledge += knowledge;
    this.spent.brain += now - this.since - knowledge;
    this.since = now;
  }

  /** The tools of a round are back: the model is asked again. */
  toolsDone(): void {
    this.enter("brain");
  }

  tool(status: string | undefined): void {
    this.used = {
      ...this.used,
      toolRequests: this.used.toolRequests + 1,
      toolErrors: this.used.toolErrors + (status === "ok" ? 0 : 1),
    };
  }

  modelRequest(request: ModelRequest): void {
    this.requests.push(request);
    this.used = { ...this.used, llm: addLlmUsage(this.used.llm, request.usage) };
  }

  /** Text sent to be spoken; `aside` for the filler and a tool's messages, which are not the agent's answer. */
  spoke(text: string, aside = false): void {
    this.used = { ...this.used, ttsCharacters: this.used.ttsCharacters + text.length };
    if (aside || this.answeredAt !== null) return;
    this.enter("overhead");
    this.answeredAt = clock();
  }

  saidFiller(): void {
    this.filler = true;
  }

  /** The parts in whole milliseconds, adding up to `responseMs`; null for a turn that answered nobody or said nothing. */
  latency(): TurnLatency | null {
    if (this.heardAt === null || this.answeredAt === null) return null;
    const responseMs = Math.round(this.answeredAt - this.heardAt);
    // Floors: the parts never add up to more than the response, so the rest is never negative.
    const knowledgeMs = Math.floor(this.spent.knowledge);
    const brainMs = Math.floor(this.spent.brain);
    const toolMs = Math.floor(this.spent.tool);
    const overheadMs = Math.max(0, responseMs - knowledgeMs - brainMs - toolMs);
    return { responseMs, knowledgeMs, brainMs, toolMs, overheadMs, filler: this.filler };
  }

  usage(): TurnUsage {
    return this.used;
  }
}
