import type { ReplayView } from "@/server/replays/replays";

// A replay's two sides, turn by turn: what the caller said, what the agent said in the call, what
// the replayed version said; the first exchange that differs is marked.

function Side({ side }: { side: ReplayView["turns"][number]["original"] }) {
  if (!side) return <span className="muted">—</span>;
  return (
    <>
      {side.text}
      {side.interrupted && <span className="badge amber"> interrupted</span>}
      {side.toolCalls.map((call, i) => (
        <span key={i} className="badge blue">
          {" "}
          {call.name}
        </span>
      ))}
      {side.error && <span className="badge red"> {side.error}</span>}
    </>
  );
}

export function ReplayTurns({ replay }: { replay: ReplayView }) {
  if (replay.status !== "completed")
    return (
      <p className="muted flush" data-testid="replay-status">
        {replay.status === "failed" ? `The replay failed: ${replay.error}` : `Replay ${replay.status}…`}
      </p>
    );
  return (
    <>
      <p className="flush" data-testid="replay-summary">
        Against version {replay.agentVersion}:{" "}
        {replay.divergedAt === null ? "every turn is the same." : `the first divergence is turn ${replay.divergedAt}.`}
      </p>
      <table className="table" aria-label="Replay">
        <thead>
          <tr>
            <th>Caller</th>
            <th>In the call</th>
            <th>Replayed</th>
          </tr>
        </thead>
        <tbody>
          {replay.turns.map((turn) => (
            <tr key={turn.index} data-testid={turn.index === replay.divergedAt ? "replay-divergence" : undefined}>
              <td>{turn.caller ?? <span className="muted">—</span>}</td>
              <td>
                <Side side={turn.original} />
              </td>
              <td>
                {turn.index === replay.divergedAt && <span className="badge red">first divergence </span>}
                <Side side={turn.replayed} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
