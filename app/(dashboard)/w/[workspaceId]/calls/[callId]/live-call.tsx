"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../../_components/action-button";

// The call page of a call in progress (docs/voice-agent.md "Live calls"): its transcript as it is
// said, read from the call's live stream with the member's session (the same events /v1 streams),
// and, for those who may steer it, Say, End and Transfer.

interface LiveTurn {
  index: number;
  role: "agent" | "user";
  text: string;
  interrupted?: boolean;
}

interface LiveNote {
  id: string;
  text: string;
}

interface TransferData {
  mode: string;
  to: string;
  status: string;
  reason?: string;
}

interface SteeredData {
  action: "say" | "end" | "transfer";
  by: { kind: "agent" } | { kind: "member"; email: string } | { kind: "apiKey"; keyId: string };
  text?: string;
  to?: string;
  mode?: string;
  reason?: string;
}

const who = (by: SteeredData["by"]) =>
  by.kind === "member" ? by.email : by.kind === "apiKey" ? `API key ${by.keyId}` : "the agent";

function noteOf(type: string, data: unknown): string | null {
  if (type === "transfer") {
    const t = data as TransferData;
    return `Transfer to ${t.to} (${t.mode}): ${t.status}${t.reason ? ` (${t.reason.replaceAll("_", " ")})` : ""}`;
  }
  if (type === "steered") {
    const s = data as SteeredData;
    const what =
      s.action === "say"
        ? `asked the agent to say “${s.text}”`
        : s.action === "end"
          ? `ended the call${s.reason ? `: ${s.reason}` : ""}`
          : `transferred the call to ${s.to} (${s.mode})`;
    return `${who(s.by)} ${what}`;
  }
  return null;
}

export function LiveCall(props: {
  workspaceId: string;
  callId: string;
  mode: "live" | "test";
  agentName: string;
  transferNumbers: string[];
  canSteer: boolean;
}) {
  const { workspaceId, callId, mode, agentName, transferNumbers, canSteer } = props;
  const router = useRouter();
  const [turns, setTurns] = useState<Map<number, LiveTurn>>(new Map());
  const [speaking, setSpeaking] = useState<Map<number, string>>(new Map());
  const [notes, setNotes] = useState<LiveNote[]>([]);
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    // EventSource resumes with Last-Event-ID on its own after a dropped connection.
    const source = new EventSource(`/api/w/${workspaceId}/calls/${callId}/live${mode === "test" ? "?data=test" : ""}`);
    const read = (event: Event) => JSON.parse((event as MessageEvent<string>).data) as unknown;
    source.addEventListener("turn.delta", (event) => {
      const { index, text } = read(event) as { index: number; text: string };
      setSpeaking((before) => new Map(before).set(index, (before.get(index) ?? "") + text));
    });
    source.addEventListener("turn", (event) => {
      const turn = read(event) as LiveTurn;
      setTurns((before) => new Map(before).set(turn.index, turn));
    });
    for (const type of ["transfer", "steered"])
      source.addEventListener(type, (event) => {
        const text = noteOf(type, read(event));
        const id = (event as MessageEvent).lastEventId;
        if (text) setNotes((before) => (before.some((note) => note.id === id) ? before : [...before, { id, text }]));
      });
    source.addEventListener("ended", () => {
      source.close();
      setEnded(true);
      router.refresh();
    });
    return () => source.close();
  }, [workspaceId, callId, mode, router]);

  // Words in flight show until their turn is stored.
  const inFlight = [...speaking].filter(([index]) => !turns.has(index));
  const shown = [...turns.values(), ...inFlight.map(([index, text]) => ({ index, role: "agent" as const, text }))].sort(
    (a, b) => a.index - b.index,
  );

  // The controls come first: the transcript grows below them, so a button never moves under the pointer.
  return (
    <>
      {canSteer && !ended && (
        <SteeringControls workspaceId={workspaceId} callId={callId} transferNumbers={transferNumbers} />
      )}
      {shown.length ? (
        <div className="transcript" aria-label="Live transcript">
          {shown.map((turn) => (
            <div key={turn.index} className={turn.role}>
              <strong>{turn.role === "agent" ? agentName : "Callee"}:</strong> {turn.text}
              {!turns.has(turn.index) && <span className="muted"> …</span>}
              {"interrupted" in turn && turn.interrupted && <span className="badge amber">interrupted</span>}
            </div>
          ))}
        </div>
      ) : (
        <p className="muted flush">Each turn appears here as it is said.</p>
      )}
      {notes.length > 0 && (
        <ul className="muted" aria-label="Steering and transfers">
          {notes.map((note) => (
            <li key={note.id}>{note.text}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function SteeringControls(props: { workspaceId: string; callId: string; transferNumbers: string[] }) {
  const { workspaceId, callId, transferNumbers } = props;
  const target = { id: workspaceId, callId };
  const [text, setText] = useState("");
  const [interrupt, setInterrupt] = useState(false);
  const [to, setTo] = useState(transferNumbers[0] ?? "");
  const [transferMode, setTransferMode] = useState<"cold" | "warm">("warm");
  return (
    <div className="stack" aria-label="Steer the call">
      <div className="actions-row">
        <label>
          Say{" "}
          <input
            name="say"
            value={text}
            maxLength={1000}
            onChange={(event) => setText(event.target.value)}
            placeholder="What the agent says next"
          />
        </label>
        <label>
          <input type="checkbox" checked={interrupt} onChange={(event) => setInterrupt(event.target.checked)} /> at once
        </label>
        <ActionButton
          action={async () => {
            await trpc.v1.liveCalls.say.mutate({ ...target, text, interrupt });
            setText("");
          }}
          done="The agent says it"
          pendingText="Sending…"
        >
          Say
        </ActionButton>
      </div>
      <div className="actions-row">
        <label>
          Transfer to{" "}
          <input
            name="transfer-to"
            list="transfer-numbers"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            placeholder="+14155550199"
          />
        </label>
        <datalist id="transfer-numbers">
          {transferNumbers.map((number) => (
            <option key={number} value={number} />
          ))}
        </datalist>
        <label>
          <select
            name="transfer-mode"
            value={transferMode}
            onChange={(event) => setTransferMode(event.target.value as "cold" | "warm")}
          >
            <option value="warm">warm: they hear who calls first</option>
            <option value="cold">cold: put through at once</option>
          </select>
        </label>
        <ActionButton
          action={() => trpc.v1.liveCalls.transfer.mutate({ ...target, to, mode: transferMode })}
          done="Transferring the call"
          pendingText="Transferring…"
        >
          Transfer
        </ActionButton>
        <ActionButton
          className="danger"
          action={() => trpc.v1.liveCalls.end.mutate(target)}
          done="The call ends"
          pendingText="Ending…"
          confirm={{
            title: "End this call?",
            body: "The agent says goodbye and hangs up.",
            confirmLabel: "End call",
          }}
        >
          End call
        </ActionButton>
      </div>
    </div>
  );
}
