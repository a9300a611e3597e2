"use client";

import type { ReactNode } from "react";
import { CopyButton } from "../../../_components/copy-button";

/** A key's secret, in the one answer that carries it: copy it now or never. */
export function NewSecret({
  name,
  secret,
  children,
  onDone,
}: {
  name: string;
  secret: string;
  children?: ReactNode;
  onDone: () => void;
}) {
  return (
    <div className="notice warning" role="alert" data-testid="new-key">
      <strong>Copy the secret of “{name}” now. You will not see it again.</strong>
      <p className="notice-text">svc keeps only a hash of it. If you lose it, roll the key or create a new one.</p>
      <div className="secret">
        <code data-testid="secret">{secret}</code>
        <CopyButton text={secret} />
      </div>
      {children}
      <div className="spaced">
        <button type="button" onClick={onDone}>
          I have saved it
        </button>
      </div>
    </div>
  );
}
