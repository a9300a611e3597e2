"use client";

import { useRef, useState, type FormEvent } from "react";
import { useMutation } from "@/app/_components/mutation";
import { trpc } from "@/app/_components/trpc";
import { DEFAULT_ROLL_OVERLAP_SECONDS } from "@/server/keys/inputs";
import { ActionButton } from "../../../_components/action-button";
import { formatDateTime } from "../../../_components/format";
import { NewSecret } from "./new-secret";

const HOUR = 60 * 60;
/** When the old secret stops, as a roll offers it (the API takes any second from 0 to 7 days). */
const OVERLAP_CHOICES = [
  { seconds: 0, label: "Now" },
  { seconds: HOUR, label: "In 1 hour" },
  { seconds: 24 * HOUR, label: "In 24 hours" },
  { seconds: 3 * 24 * HOUR, label: "In 3 days" },
  { seconds: 7 * 24 * HOUR, label: "In 7 days" },
];

type Rolled = Awaited<ReturnType<typeof trpc.v1.apiKeys.roll.mutate>>["data"];

interface Props {
  workspaceId: string;
  apiKey: { id: string; name: string; last4: string; rolledFrom: { status: string } | null };
  /** False once rolled or revoked: a key is rolled once, then its successor is. */
  canRoll: boolean;
}

/** An admin's actions on one key: roll (choosing when the old secret stops), revoke. */
export function KeyActions({ workspaceId, apiKey, canRoll }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const ref = { id: workspaceId, keyId: apiKey.id };
  const roll = useMutation((expiresInSeconds: number) => trpc.v1.apiKeys.roll.mutate({ ...ref, expiresInSeconds }), {
    done: `“${apiKey.name}” rolled`,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const seconds = Number(new FormData(event.currentTarget).get("expiresInSeconds"));
    roll.run(seconds, ({ data }) => setRolled(data));
  }

  function close() {
    dialog.current?.close();
    setRolled(null);
  }

  return (
    <div className="actions-row">
      {canRoll && (
        <button type="button" onClick={() => dialog.current?.showModal()}>
          Roll
        </button>
      )}
      <ActionButton
        className="danger"
        action={() => trpc.v1.apiKeys.revoke.mutate(ref)}
        done={`“${apiKey.name}” revoked`}
        pendingText="Revoking…"
        confirm={{
          title: `Revoke “${apiKey.name}”?`,
          body:
            apiKey.rolledFrom?.status === "active"
              ? "Requests with this key, and with the old key it replaced, fail with 401 INVALID_API_KEY from now on. This cannot be undone."
              : "Requests with this key fail with 401 INVALID_API_KEY from now on. This cannot be undone.",
          confirmLabel: "Revoke key",
        }}
      >
        Revoke
      </ActionButton>
      <dialog ref={dialog} aria-labelledby={`roll-${apiKey.id}`} onClose={() => setRolled(null)}>
        <h3 id={`roll-${apiKey.id}`} className="flush-top">
          Roll “{apiKey.name}”
        </h3>
        {rolled ? (
          <NewSecret name={rolled.name} secret={rolled.secret} onDone={close}>
            <p className="notice-text" data-testid="old-secret-stops">
              The old secret (…{apiKey.last4}) stops working{" "}
              {rolled.rolledFrom?.expiresAt ? `at ${formatDateTime(rolled.rolledFrom.expiresAt)}` : "now"}.
            </p>
          </NewSecret>
        ) : (
          <form onSubmit={submit} aria-label={`Roll ${apiKey.name}`}>
            <p className="muted">
              A new secret with the same name, scopes and mode replaces this one. Until the old secret stops, both work,
              so you can deploy the new one first.
            </p>
            <label className="field">
              <span>The old secret stops working</span>
              <select name="expiresInSeconds" defaultValue={DEFAULT_ROLL_OVERLAP_SECONDS}>
                {OVERLAP_CHOICES.map(({ seconds, label }) => (
                  <option key={seconds} value={seconds}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            {roll.error && (
              <p className="form-error" role="alert">
                {roll.error.message}
              </p>
            )}
            <div className="actions-row dialog-actions">
              <button type="button" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="primary" disabled={roll.pending} aria-busy={roll.pending}>
                {roll.pending ? "Rolling…" : "Roll key"}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </div>
  );
}
