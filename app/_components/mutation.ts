"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { describeError, type MutationError } from "./errors";
import { useToast } from "./toast";

// The one way the settings UI runs a tRPC mutation: pending while it runs, the error envelope's
// message (and field issues) when it fails, a toast and a refresh of the server-rendered page
// when it worked. Forms reach it through useZodForm, buttons through ActionButton. The success
// toast shows when the work is done (the page refreshed, the button's "Saving…" gone), not before.

export interface MutationOptions<R> {
  /** Toasted when it worked: a fixed text or one made from the result. */
  done?: string | ((result: R) => string);
  /** Also toast a failure: for buttons, which have no room to show it beside them. */
  toastError?: boolean;
  /** Re-render the page's server components afterwards (default); off for reads such as a reveal. */
  refresh?: boolean;
}

export function useMutation<I, R>(
  mutate: (input: I) => Promise<R>,
  { done, toastError = false, refresh = true }: MutationOptions<R> = {},
) {
  const router = useRouter();
  const toast = useToast();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<MutationError | null>(null);
  /** The success toast, said once the transition ends, or when the action navigated away. */
  const succeeded = useRef<string | null>(null);
  const sayDone = useCallback(() => {
    if (succeeded.current !== null) toast.show(succeeded.current);
    succeeded.current = null;
  }, [toast]);
  useEffect(() => {
    if (!pending) sayDone();
  }, [pending, sayDone]);
  useEffect(() => sayDone, [sayDone]);

  /** Runs the mutation; `then` gets the result before the page refreshes (reset a form, keep a secret). */
  function run(input: I, then?: (result: R) => void | Promise<void>) {
    setError(null);
    toast.clear();
    startTransition(async () => {
      try {
        const result = await mutate(input);
        if (done) succeeded.current = typeof done === "function" ? done(result) : done;
        await then?.(result);
        if (refresh) router.refresh();
      } catch (caught) {
        const described = describeError(caught);
        setError(described);
        if (toastError) toast.show(described.message, "error");
      }
    });
  }

  return { run, pending, error, setError };
}
