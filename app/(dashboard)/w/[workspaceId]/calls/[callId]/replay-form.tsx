"use client";

import { useState } from "react";
import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../../_components/action-button";

/** "Replay against version…": the call's caller turns played again against a version of its agent. */
export function ReplayForm(props: { workspaceId: string; callId: string; versions: number[] }) {
  const { workspaceId, callId, versions } = props;
  const [version, setVersion] = useState(versions[0]);
  const [toolResults, setToolResults] = useState<"recorded" | "live">("recorded");
  return (
    <div className="actions-row">
      <label>
        Version{" "}
        <select value={version} onChange={(event) => setVersion(Number(event.target.value))}>
          {versions.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <label>
        Tool results{" "}
        <select value={toolResults} onChange={(event) => setToolResults(event.target.value as "recorded" | "live")}>
          <option value="recorded">as recorded</option>
          <option value="live">live requests</option>
        </select>
      </label>
      <ActionButton
        action={() => trpc.v1.replays.create.mutate({ id: workspaceId, callId, agentVersion: version, toolResults })}
        done="Replay started"
        pendingText="Starting…"
      >
        Replay against version {version}
      </ActionButton>
    </div>
  );
}
