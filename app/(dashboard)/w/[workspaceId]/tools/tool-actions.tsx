"use client";

import { useId, useState, type FormEvent } from "react";
import { trpc } from "@/app/_components/trpc";
import type { ToolView } from "@/server/tools/tools";
import { ActionButton } from "../../../_components/action-button";
import { SecretBox } from "../webhooks/secret-box";
import { exampleArguments } from "./example-arguments";

type TestResult = Awaited<ReturnType<typeof trpc.v1.tools.test.query>>["data"];

/** Admin actions on one tool: a real test request with arguments the user sees, secret rotation. */
export function ToolActions({ workspaceId, tool }: { workspaceId: string; tool: ToolView }) {
  const ref = { id: workspaceId, toolId: tool.id };
  const hintId = useId();
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
      <form className="form" onSubmit={test} aria-label={`Test ${tool.name}`}>
        <label className="field">
          <span>Arguments (JSON)</span>
          <textarea
            name="arguments"
            className="mono"
            rows={3}
            defaultValue={exampleArguments(tool.parameters)}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <small id={hintId} className="muted">
          What the model would send. Test makes a real request to the tool, signed like a call&apos;s.
        </small>
        <div className="actions-row">
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
        </div>
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
