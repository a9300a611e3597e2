"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

// One polite live region for mutation results ("Key revoked"), so every action reports its outcome
// to sighted and screen-reader users alike. A result shows for a few seconds, and goes at once
// when another action starts: it never sits beside the next action's "Saving…".

type Kind = "success" | "error";
/** How long a result stays. */
const TOAST_MS = 5000;

interface Toaster {
  show: (message: string, kind?: Kind) => void;
  clear: () => void;
}
const ToastContext = createContext<Toaster>({ show: () => {}, clear: () => {} });

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ message: string; kind: Kind } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setToast(null);
  }, []);
  const show = useCallback(
    (message: string, kind: Kind = "success") => {
      clear();
      setToast({ message, kind });
      timer.current = setTimeout(() => setToast(null), TOAST_MS);
    },
    [clear],
  );
  const toaster = useMemo(() => ({ show, clear }), [show, clear]);
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toast && <div className={`toast ${toast.kind}`}>{toast.message}</div>}
      </div>
    </ToastContext.Provider>
  );
}

/** `show(message, kind)` and `clear()`. */
export function useToast() {
  return useContext(ToastContext);
}
