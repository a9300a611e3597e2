// setTimeout takes at most 2^31-1 ms (24.8 days): a longer delay fires at once, with a warning. A
// campaign may start, and so sleep until, further ahead than that.

export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export interface LongTimeout {
  clear(): void;
}

/** setTimeout for any delay: one longer than setTimeout takes waits in steps until its deadline. */
export function setLongTimeout(callback: () => void, ms: number): LongTimeout {
  const deadline = Date.now() + ms;
  let timer: NodeJS.Timeout;
  const wait = () => {
    const left = deadline - Date.now();
    timer = left > MAX_TIMEOUT_MS ? setTimeout(wait, MAX_TIMEOUT_MS) : setTimeout(callback, Math.max(0, left));
  };
  wait();
  return { clear: () => clearTimeout(timer) };
}
