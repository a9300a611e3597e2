// The response-time histogram the rollups keep (svc_response_bin in the database: bin i holds
// the turns of at least BOUNDS[i - 1] and under BOUNDS[i] ms; the last bin all from 15 s up).
// Percentiles of a bucket of calls are read back from the summed bins, linearly within the bin
// they fall in: within 100 ms below 2 s, coarser above (docs/decisions.md "Analytics from rollups").

export const RESPONSE_BIN_BOUNDS = [
  200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000,
] as const;

export const RESPONSE_BINS = RESPONSE_BIN_BOUNDS.length + 1;

/** The `p` quantile (0–1) of the turns counted in `bins`; null when there are none. */
export function percentileOfBins(bins: readonly number[], p: number): number | null {
  const total = bins.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  const rank = p * total;
  let before = 0;
  for (const [bin, count] of bins.entries()) {
    if (count > 0 && before + count >= rank) {
      const low = bin === 0 ? 0 : RESPONSE_BIN_BOUNDS[bin - 1];
      const high = RESPONSE_BIN_BOUNDS[bin];
      if (high === undefined) return low;
      return Math.round(low + ((high - low) * (rank - before)) / count);
    }
    before += count;
  }
  return RESPONSE_BIN_BOUNDS.at(-1)!;
}
