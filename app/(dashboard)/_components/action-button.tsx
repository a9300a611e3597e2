"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition, type ReactNode } from "react";
import { describeError } from "@/app/_components/errors";
import { useToast } from "@/app/_components/toast";

interface Props {
  action: () => Promise<unknown>;
  /** Shown when it worked, e.g. "Key revoked". */
  done: string;
  children: ReactNode;
  pendingText?: string;
  className?: string;
  /** Ask first (destructive actions): a dialog with this title and text. */
  confirm?: { title: string; body: ReactNode; confirmLabel: string };
}

/** A button that runs one mutation, shows progress, reports the outcome and refreshes the page's data. */
export function ActionButton({ action, done, children, pendingText, className, confirm }: Props) {
  const router = useRouter();
  const toast = useToast();
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  function run() {
    dialog.current?.close();
    startTransition(async () => {
      try {
        await action();
        toast(done);
        router.refresh();
      } catch (caught) {
        const message = describeError(caught).message;
        setError(message);
        toast(message, "error");
      }
    });
  }

  return (
    <>
      <button type="button" className={className} disabled={pending} aria-busy={pending} onClick={() => (confirm ? dialog.current?.showModal() : run())} title={error ?? undefined}>
        {pending ? (pendingText ?? "Working…") : children}
      </button>
      {confirm && (
        <dialog ref={dialog} aria-labelledby="confirm-title">
          <h3 id="confirm-title" style={{ marginTop: 0 }}>
            {confirm.title}
          </h3>
          <div className="muted">{confirm.body}</div>
          <div className="actions-row" style={{ justifyContent: "flex-end", marginTop: 16 }}>
            <button type="button" onClick={() => dialog.current?.close()} autoFocus>
              Cancel
            </button>
            <button type="button" className="danger solid" onClick={run}>
              {confirm.confirmLabel}
            </button>
          </div>
        </dialog>
      )}
    </>
  );
}
