"use client";

import { useState, useTransition } from "react";
import { acceptInvitationAction } from "./actions";

export function AcceptButton({ token, workspaceName }: { token: string; workspaceName: string }) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="primary"
        disabled={pending}
        onClick={() => startTransition(async () => setError((await acceptInvitationAction(token)).error))}
      >
        {pending ? "Joining…" : `Join ${workspaceName}`}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
