"use client";

import { useRef, type ReactNode } from "react";
import { useMutation } from "@/app/_components/mutation";

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
  const dialog = useRef<HTMLDialogElement>(null);
  const { run: mutate, pending, error } = useMutation(action, { done, toastError: true });

  function run() {
    dialog.current?.close();
    mutate(undefined);
  }

  return (
    <>
      <button
        type="button"
        className={className}
        disabled={pending}
        aria-busy={pending}
        onClick={() => (confirm ? dialog.current?.showModal() : run())}
        title={error?.message}
      >
        {pending ? (pendingText ?? "Working…") : children}
      </button>
      {confirm && (
        <dialog ref={dialog} aria-labelledby="confirm-title">
          <h3 id="confirm-title" className="flush-top">
            {confirm.title}
          </h3>
          <div className="muted">{confirm.body}</div>
          <div className="actions-row dialog-actions">
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
