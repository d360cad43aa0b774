import { describe, expect, it } from "vitest";
import { diffCounts, diffText, type DiffPart } from "@/lib/client/text-diff";

const side = (parts: DiffPart[], kind: "removed" | "added") => parts.filter((part) => part.kind !== kind).map((part) => part.text).join("");

describe("diffText", () => {
  it("marks the changed words of a reworded line and keeps the lines around it", () => {
    const before = "# Install\n\nnpm i acme to install.\n\nThen run it.\n";
    const after = "# Install\n\nRun npm install acme to install the SDK.\n\nThen run it.\n";
    const parts = diffText(before, after);
    expect(side(parts, "added")).toBe(before);
    expect(side(parts, "removed")).toBe(after);
    expect(parts[0]).toEqual({ kind: "same", text: "# Install\n\n" });
    expect(parts.filter((part) => part.kind === "removed").map((part) => part.text)).toEqual(["i"]);
    expect(parts.filter((part) => part.kind === "added").map((part) => part.text.trim())).toEqual(["Run", "install", "the SDK"]);
    expect(parts.at(-1)).toEqual({ kind: "same", text: ".\n\nThen run it.\n" });
    expect(diffCounts(parts)).toEqual({ added: 4, removed: 1 });
  });

  it("shows added and removed lines whole, and nothing for equal texts", () => {
    expect(diffText("a\nb\n", "a\nb\nc\n")).toEqual([
      { kind: "same", text: "a\nb\n" },
      { kind: "added", text: "c\n" },
    ]);
    expect(diffText("a\nb\nc", "a\nc")).toEqual([
      { kind: "same", text: "a\n" },
      { kind: "removed", text: "b\n" },
      { kind: "same", text: "c" },
    ]);
    expect(diffText("same\n", "same\n")).toEqual([{ kind: "same", text: "same\n" }]);
    expect(diffText("", "new")).toEqual([{ kind: "added", text: "new" }]);
  });

  it("shows a rewritten passage as removed then added rather than interleaving the few words in common", () => {
    const parts = diffText("# Install\n\nThen run it.\n", "# Installation\n\nSomething else to run entirely.\n");
    expect(parts).toEqual([
      { kind: "removed", text: "# Install\n\nThen run it.\n" },
      { kind: "added", text: "# Installation\n\nSomething else to run entirely.\n" },
    ]);
  });

  it("stays exact on long pages", () => {
    const before = Array.from({ length: 3000 }, (_, index) => `Line ${index} says something.\n`).join("");
    const after = before.replace("Line 1500 says", "Line 1500 now says").replace("Line 10 says something.\n", "");
    const parts = diffText(before, after);
    expect(side(parts, "added")).toBe(before);
    expect(side(parts, "removed")).toBe(after);
    expect(diffCounts(parts)).toEqual({ added: 1, removed: 4 });
  });
});
