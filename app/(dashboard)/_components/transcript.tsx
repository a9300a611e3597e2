import type { TurnView } from "@/server/calls/turns";
import { ToolCallRow } from "./tool-call";

/** A conversation turn by turn, each agent turn with its tool calls (a call's page, an agent test run's). */
export function Transcript({
  turns,
  agentName,
  calleeName,
}: {
  turns: TurnView[];
  agentName: string;
  calleeName: string;
}) {
  return (
    <div className="transcript" aria-label="Transcript">
      {turns.map((turn) => (
        <div key={turn.index} className={turn.role}>
          <strong>{turn.role === "agent" ? agentName : calleeName}:</strong> {turn.text}
          {turn.interrupted && <span className="badge amber">interrupted</span>}
          {turn.toolCalls.map((tool, i) => (
            <ToolCallRow key={tool.id ?? i} call={tool} />
          ))}
        </div>
      ))}
    </div>
  );
}
