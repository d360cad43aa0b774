import { LRUCache } from "lru-cache";

/**
 * A least-recently-used map whose entries weigh at most `capacity` together: each weighs 1
 * unless a `weigh` function says otherwise (a size, to bound memory rather than entries).
 * lru-cache keeps the recency order in typed arrays: a hit costs no Map rewrite, and readers'
 * hot paths (beacons, pages) ask several of these per request.
 */
export class BoundedCache<K extends string, V> {
  // Boxed: lru-cache stores no null or undefined, and some callers remember "none".
  private readonly entries: LRUCache<K, { value: V }>;

  constructor(capacity: number, weigh?: (key: K, value: V) => number) {
    this.entries = weigh
      ? new LRUCache({ maxSize: capacity, sizeCalculation: (entry, key) => Math.max(1, weigh(key, entry.value)) })
      : new LRUCache({ max: capacity });
  }

  get(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: K, value: V): void {
    this.entries.set(key, { value });
  }

  /** Drops every entry whose key matches. */
  deleteWhere(matches: (key: K) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
