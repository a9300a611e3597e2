"use client";

import { useState, type FormEvent } from "react";
import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../_components/action-button";
import { SecretBox } from "../webhooks/secret-box";

type TestResult = Awaited<ReturnType<typeof trpc.v1.tools.test.query>>["data"];

/** Admin actions on one tool: a real test request, secret rotation, delete. */
export function ToolActions({ workspaceId, tool }: { workspaceId: string; tool: { id: string; name: string } }) {
  const ref = { id: workspaceId, toolId: tool.id };
  const [secret, setSecret] = useState<string | null>(null);
  const [result, setResult] = useState<TestResult | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);

  async function test(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTestError(null);
    setResult(null);
    let args: unknown;
    try {
      args = JSON.parse(String(new FormData(event.currentTarget).get("arguments") || "{}"));
    } catch {
      return setTestError("The arguments are not valid JSON.");
    }
    setTesting(true);
    try {
      setResult((await trpc.v1.tools.test.query({ ...ref, arguments: args as Record<string, unknown> })).data);
    } catch (error) {
      setTestError((error as Error).message);
    } finally {
      setTesting(false);
    }
  }

  return (
    <div className="stack">
      <form className="actions-row" onSubmit={test} aria-label={`Test ${tool.name}`}>
        <input
          name="arguments"
          className="mono"
          aria-label="Arguments (JSON)"
          placeholder='{"orderNumber": "1234"}'
          autoComplete="off"
        />
        <button type="submit" disabled={testing}>
          {testing ? "Calling…" : "Test"}
        </button>
        <ActionButton
          action={async () => setSecret((await trpc.v1.tools.rotateSecret.mutate(ref)).data.signingSecret)}
          done="Secret rotated: the old one keeps signing for 24 hours"
          pendingText="Rotating…"
          confirm={{
            title: "Rotate the signing secret?",
            body: "Requests are signed with the new secret from now on, and also with the old one for 24 hours.",
            confirmLabel: "Rotate secret",
          }}
        >
          Rotate secret
        </ActionButton>
        <ActionButton
          className="danger"
          action={() => trpc.v1.tools.delete.mutate(ref)}
          done="Tool deleted"
          confirm={{
            title: `Delete ${tool.name}?`,
            body: "Agents can no longer call it. A tool an agent still lists cannot be deleted.",
            confirmLabel: "Delete tool",
          }}
        >
          Delete
        </ActionButton>
      </form>
      {testError && (
        <p className="form-error" role="alert">
          {testError}
        </p>
      )}
      {result && (
        <div role="status" data-testid="tool-test-result">
          <p className="flush">
            {result.status === null ? "No answer" : `HTTP ${result.status}`} · {result.latencyMs} ms
            {result.error ? ` · ${result.error}` : ""}
          </p>
          {result.body !== null && <pre className="mono">{result.body}</pre>}
        </div>
      )}
      {secret && <SecretBox secret={secret} />}
    </div>
  );
}
