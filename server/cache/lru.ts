// A cache that keeps the `max` entries used last: what is costly to make and may be large (a
// compiled pattern, a schema's validator) is made once, and dropping the rest frees their memory.

export interface Lru<V> {
  /** The cached value of `key`, else what `make` makes (cached; a throw is not). */
  get(key: string, make: () => V): V;
  readonly size: number;
}

export function lru<V>(max: number): Lru<V> {
  const entries = new Map<string, V>();
  return {
    get(key, make) {
      if (entries.has(key)) {
        const value = entries.get(key)!;
        // A Map iterates in insertion order: re-inserting makes it the most recently used.
        entries.delete(key);
        entries.set(key, value);
        return value;
      }
      const value = make();
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value!);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
