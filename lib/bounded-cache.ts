/**
 * A least-recently-used map whose entries weigh at most `capacity` together: each weighs 1
 * unless a `weigh` function says otherwise (a size, to bound memory rather than entries).
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private weight = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (key: K, value: V) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Re-inserting moves the entry to the end: the Map's order is the recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(key, value);
    if (weight > this.capacity) return;
    this.entries.set(key, { value, weight });
    this.weight += weight;
    while (this.weight > this.capacity) this.delete(this.entries.keys().next().value as K);
  }

  /** Drops every entry whose key matches. */
  deleteWhere(matches: (key: K) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  private delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
