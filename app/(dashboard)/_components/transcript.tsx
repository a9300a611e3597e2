import type { TurnView } from "@/server/calls/turns";
import { KnowledgeRow } from "./knowledge-passages";
import { LatencyBar } from "./latency-bar";
import { ToolCallRow } from "./tool-call";

/**
 * A conversation turn by turn, each agent turn with where its response time went, what its
 * knowledge bases gave it and its tool calls (a call's page, an agent test run's). `passages` adds
 * each given chunk's title and text, by chunk id, while its document exists.
 */
export function Transcript({
  turns,
  agentName,
  calleeName,
  passages = {},
}: {
  turns: TurnView[];
  agentName: string;
  calleeName: string;
  passages?: Record<string, { title: string; text: string }>;
}) {
  const slowest = Math.max(0, ...turns.map((turn) => turn.latency?.responseMs ?? 0));
  return (
    <div className="transcript" aria-label="Transcript">
      {turns.map((turn) => (
        <div key={turn.index} className={turn.role}>
          <strong>{turn.role === "agent" ? agentName : calleeName}:</strong> {turn.text}
          {turn.interrupted && <span className="badge amber">interrupted</span>}
          {turn.latency && <LatencyBar latency={turn.latency} scaleMs={slowest} />}
          {turn.knowledgeMs !== null && (
            <KnowledgeRow
              passages={turn.knowledge.map((passage) => ({ ...passage, ...passages[passage.chunkId] }))}
              ms={turn.knowledgeMs}
            />
          )}
          {turn.toolCalls.map((tool, i) => (
            <ToolCallRow key={tool.id ?? i} call={tool} />
          ))}
        </div>
      ))}
    </div>
  );
}
