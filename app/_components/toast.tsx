"use client";

import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

// One polite live region for mutation results ("Key revoked"), so every action reports its outcome
// to sighted and screen-reader users alike.

type Kind = "success" | "error";
const ToastContext = createContext<(message: string, kind?: Kind) => void>(() => {});

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ message: string; kind: Kind; id: number } | null>(null);
  const show = useCallback((message: string, kind: Kind = "success") => {
    const id = Date.now();
    setToast({ message, kind, id });
    setTimeout(() => setToast((current) => (current?.id === id ? null : current)), 5000);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toast && <div className={`toast ${toast.kind}`}>{toast.message}</div>}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
