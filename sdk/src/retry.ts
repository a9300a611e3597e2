// docs/api-contract.md §8 "Retry guidance for clients": replay the identical request on a transport
// error, a 5xx or a 429, waiting 1, 2, 5, 15 and 60 s before attempts 2 to 6, then give up.

export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 15_000, 60_000];

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. Injectable so tests (and
 * callers with their own scheduler) control time. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** `Retry-After` as milliseconds (delta-seconds or an HTTP date), or 0 when absent or invalid. */
export function retryAfterMs(headers: Headers, now = Date.now()): number {
  const value = headers.get("retry-after")?.trim();
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value) * 1_000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}

/** The longest wait the schedule allows; a server asking for more is not waited for. */
const LONGEST_WAIT_MS = RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]!;

/** The wait before the next attempt: the schedule's, never shorter than the server's
 * `Retry-After`; `null` (give up now) when `Retry-After` is beyond the schedule's last wait, so an
 * SDK call never hangs for an hour behind a long rate-limit window. `retryIndex` counts retries
 * already made (0 before the first retry). */
export function delayBeforeRetry(retryIndex: number, headers?: Headers): number | null {
  const serverWait = headers ? retryAfterMs(headers) : 0;
  if (serverWait > LONGEST_WAIT_MS) return null;
  return Math.max(RETRY_DELAYS_MS[retryIndex]!, serverWait);
}
