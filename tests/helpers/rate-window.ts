// The rate limiter's sliding window weighs the previous fixed window less as the current one
// goes on: a budget spent just before a boundary is partly available again just after it. A test
// that spends a budget and expects the next request refused starts clear of a boundary.

/** Waits, if fewer than `neededMs` are left of the current `windowSeconds` window, for the next one to begin. */
export async function clearOfWindowEdge(windowSeconds: number, neededMs = 5_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 20));
}
