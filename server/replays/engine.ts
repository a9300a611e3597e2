import { agentAnswer } from "@/server/agent-tests/conversation";
import { storedToolCall, type TurnView } from "@/server/calls/turns";
import type { AgentBrief, Brain, ToolCall, Turn } from "@/server/voice/brain";
import type { SessionLines } from "@/server/voice/lines";

// A call played again (docs/voice-agent.md "Replays"): the caller's turns as recorded, in order
// (keypad presses are turns of theirs, as the session stored them), and the agent of another
// version answering each where the original agent answered, through the same brain, knowledge and
// tool rounds as a call (the caller's `brain` comes from brainForAgent). What the session says on
// its own (the greeting, "are you still there?", the time limit, a voicemail message) is not the
// brain's: the greeting is the version's first message, the other lines are kept as they were
// said, and the conversation goes on from the replayed agent's words. An interrupted turn is cut
// where the caller cut the original: they had heard as many characters.

export type ToolCallView = TurnView["toolCalls"][number];
export type OriginalTurn = Pick<TurnView, "index" | "role" | "text" | "interrupted" | "toolCalls">;

/** One side of an exchange: what the agent said and did. */
export interface ReplaySide {
  text: string;
  interrupted: boolean;
  toolCalls: ToolCallView[];
  /** Why the replayed agent could not answer (its model failed); the replay ends there. */
  error?: string;
}

export interface ReplayExchange {
  /** 0, 1, 2… over the agent's turns of the original call (and the caller's last words, if the agent never answered them). */
  index: number;
  /** What the caller said before this turn of the agent (their turns joined by line breaks); null before the greeting. */
  caller: string | null;
  original: ReplaySide | null;
  /** Null when the replayed agent had ended the call before. */
  replayed: ReplaySide | null;
  same: boolean;
}

export interface ReplayUsage {
  /** The agent's turns the brain was asked for. */
  agentTurns: number;
  /** Calls of workspace tools the replayed agent made. */
  toolCalls: number;
  /** Of them, requests really sent (`toolResults: "live"`). */
  toolRequests: number;
  /** Of them, calls the original never made (answered with an error, `toolResults: "recorded"`). */
  notRecorded: number;
  ms: number;
}

/** The replayed agent: the version's brief and brain, its session lines, and how its tool calls are answered. */
export interface ReplayedAgent {
  brief: AgentBrief;
  brain: Brain;
  lines: SessionLines;
  /** Answers the keypad and language tools (there is no carrier). */
  answerBuiltIn: (call: ToolCall) => void;
  /** Whether a workspace tool's request was really sent for this call. */
  sent: (call: ToolCall) => boolean;
  /** Whether the call was refused because the original never made it. */
  notRecorded: (call: ToolCall) => boolean;
}

/** What of the original call decides how its turns are read. */
export interface OriginalCall {
  turns: OriginalTurn[];
  /** The lines the original agent's session said on its own, in its language. */
  lines: SessionLines;
  /** The call ended on an answering machine: its last agent turn is the voicemail message. */
  voicemail: boolean;
}

type Kind = "greeting" | "line" | "answer";

/** Which agent turns the session said on its own, and which the brain answered. */
function kindsOf({ turns, lines, voicemail }: OriginalCall): Map<OriginalTurn, Kind> {
  const standalone = new Set([lines.stillThere, lines.silenceGoodbye, lines.timeLimit]);
  const agentTurns = turns.filter((turn) => turn.role === "agent");
  const kinds = new Map<OriginalTurn, Kind>();
  agentTurns.forEach((turn, i) => {
    const before = turns[turns.indexOf(turn) - 1];
    if (voicemail && i === agentTurns.length - 1) kinds.set(turn, "line");
    else if (i === 0) kinds.set(turn, "greeting");
    // The brain is asked only after the caller's words; a line follows silence or the agent's own turn.
    else if (standalone.has(turn.text) || before?.role !== "user") kinds.set(turn, "line");
    else kinds.set(turn, "answer");
  });
  return kinds;
}

/**
 * What the caller said that the agent's brain answered, in order, one line per answer (their turns
 * before it joined): what a script caller says to make the same conversation again. Words said
 * before the greeting are left out (the greeting, not the brain, answered them); words the agent
 * never answered (the caller then hung up) end the script.
 */
export function callerScript(original: OriginalCall): string[] {
  const kinds = kindsOf(original);
  const script: string[] = [];
  let said: string[] = [];
  for (const turn of original.turns) {
    if (turn.role === "user") said.push(turn.text);
    else if (kinds.get(turn) === "greeting") said = [];
    else if (kinds.get(turn) === "answer") {
      script.push(said.join(" "));
      said = [];
    }
  }
  if (said.length) script.push(said.join(" "));
  return script;
}

function sideOf(turn: OriginalTurn): ReplaySide {
  return { text: turn.text, interrupted: turn.interrupted, toolCalls: turn.toolCalls };
}

/** What decides sameness: the words, the interruption, and each tool call's name and arguments. */
function sameSides(a: ReplaySide | null, b: ReplaySide | null): boolean {
  if (!a || !b) return a === b;
  const calls = (side: ReplaySide) => JSON.stringify(side.toolCalls.map((call) => [call.name, call.arguments]));
  return a.text.trim() === b.text.trim() && a.interrupted === b.interrupted && !a.error && calls(a) === calls(b);
}

/** The caller cut the original turn after `heard` characters: the replayed one is cut there too. */
function cutLike(side: ReplaySide, original: OriginalTurn): ReplaySide {
  if (!original.interrupted || side.text.length <= original.text.length) return side;
  return { ...side, text: side.text.slice(0, original.text.length), interrupted: true };
}

/** Plays the original's caller turns against `agent`; never throws for a model's failure. */
export async function replayCall(
  original: OriginalCall,
  agent: ReplayedAgent,
): Promise<{
  exchanges: ReplayExchange[];
  usage: ReplayUsage;
}> {
  const started = performance.now();
  const kinds = kindsOf(original);
  const history: Turn[] = [];
  const exchanges: ReplayExchange[] = [];
  const usage: ReplayUsage = { agentTurns: 0, toolCalls: 0, toolRequests: 0, notRecorded: 0, ms: 0 };
  let caller: string[] = [];
  let over = false;

  const push = (said: string | null, before: ReplaySide | null, after: ReplaySide | null) =>
    exchanges.push({
      index: exchanges.length,
      caller: said,
      original: before,
      replayed: after,
      same: sameSides(before, after),
    });

  for (const turn of original.turns) {
    if (turn.role === "user") {
      caller.push(turn.text);
      history.push({ role: "user", text: turn.text });
      continue;
    }
    const said = caller.length ? caller.join("\n") : null;
    caller = [];
    if (over) {
      push(said, sideOf(turn), null);
      continue;
    }
    const kind = kinds.get(turn)!;
    let replayed: ReplaySide;
    let toolCalls: ToolCall[] = [];
    if (kind === "line") replayed = sideOf(turn);
    else if (kind === "greeting") replayed = { text: agent.brief.firstMessage, interrupted: false, toolCalls: [] };
    else {
      usage.agentTurns += 1;
      try {
        const answer = await agentAnswer(agent.brain, agent.brief, history, agent.answerBuiltIn);
        toolCalls = answer.toolCalls;
        // As the session does: an ending with nothing said says its own goodbye.
        const goodbye = answer.ending?.reason === "transferred" ? agent.lines.transferring : agent.lines.goodbye;
        replayed = {
          text: answer.text || (answer.ending ? goodbye : ""),
          interrupted: false,
          toolCalls: toolCalls.map(storedToolCall),
        };
        over = Boolean(answer.ending);
      } catch (error) {
        // The session would apologise and end the call (llm_error): so does the replay.
        replayed = { text: agent.lines.brainDown, interrupted: false, toolCalls: [], error: (error as Error).message };
        over = true;
      }
      for (const call of toolCalls.filter((call) => call.toolId)) {
        usage.toolCalls += 1;
        if (agent.sent(call)) usage.toolRequests += 1;
        if (agent.notRecorded(call)) usage.notRecorded += 1;
      }
    }
    replayed = cutLike(replayed, turn);
    history.push({ role: "agent", text: replayed.text, interrupted: replayed.interrupted, toolCalls });
    push(said, sideOf(turn), replayed);
  }
  // The caller's last words the original agent never answered (they hung up): nothing to compare.
  if (caller.length) push(caller.join("\n"), null, null);
  usage.ms = Math.round(performance.now() - started);
  return { exchanges, usage };
}
