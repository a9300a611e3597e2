// An in-process cache of credential lookups (API keys, click-to-call tokens): what every request
// of an API surface reads first. Found values in one map, misses in a smaller one of their own,
// so a flood of invented credentials cannot push real ones out. Each process trusts a lookup for
// `ttlMs()`: a change made by another process takes effect within that time, at once in the
// process that made it (it calls `forget`), and at once everywhere when the change is broadcast
// (server/broadcast/). A lookup under way when its id is forgotten answers, but is not kept: it
// may have read the row from before the change.

export interface LookupCache<V> {
  /** The cached value of `id`, else what `load` finds (null: there is none), cached either way. */
  get(id: string, load: () => Promise<V | null>): Promise<V | null>;
  forget(id: string): void;
  /** Forgets everything (the news of changes may have been missed). */
  clear(): void;
}

export function lookupCache<V>(options: { ttlMs: () => number; maxFound: number; maxMissing: number }): LookupCache<V> {
  const found = new Map<string, { value: V; expiresAt: number }>();
  const missing = new Map<string, number>();
  /** Counts forgets: a lookup that saw one while it ran is not kept. */
  let forgets = 0;
  const remember = <T>(cache: Map<string, T>, max: number, id: string, entry: T) => {
    if (cache.size >= max) cache.clear();
    cache.set(id, entry);
  };
  return {
    async get(id, load) {
      const now = Date.now();
      const hit = found.get(id);
      if (hit && hit.expiresAt > now) return hit.value;
      if ((missing.get(id) ?? 0) > now) return null;
      const forgetsBefore = forgets;
      const value = await load();
      if (forgets !== forgetsBefore) return value;
      const expiresAt = Date.now() + options.ttlMs();
      if (value === null) {
        found.delete(id);
        remember(missing, options.maxMissing, id, expiresAt);
      } else {
        missing.delete(id);
        remember(found, options.maxFound, id, { value, expiresAt });
      }
      return value;
    },
    forget(id) {
      forgets += 1;
      found.delete(id);
      missing.delete(id);
    },
    clear() {
      forgets += 1;
      found.clear();
      missing.clear();
    },
  };
}
