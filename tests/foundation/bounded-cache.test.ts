import { describe, expect, it } from "vitest";
import { BoundedCache } from "@/lib/bounded-cache";

describe("BoundedCache", () => {
  it("drops the least recently used entry past its capacity", () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([1, undefined, 3]);
  });

  it("bounds the entries' total weight, and keeps nothing heavier than the whole", () => {
    const cache = new BoundedCache<string, string>(10, (key, value) => key.length + value.length);
    cache.set("a", "1234");
    cache.set("b", "1234");
    cache.set("c", "12");
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, "1234", "12"]);
    // Replacing an entry replaces its weight.
    cache.set("b", "1");
    cache.set("d", "1234");
    expect([cache.get("b"), cache.get("c"), cache.get("d")]).toEqual(["1", "12", "1234"]);
    cache.set("e", "12345678910");
    expect(cache.get("e")).toBeUndefined();
    expect(cache.get("d")).toBe("1234");
  });
});
