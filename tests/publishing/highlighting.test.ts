import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/rendering/markdown";

describe("code highlighting", () => {
  it("colours a grammar's first block like every later one, however long compiling it takes", async () => {
    // No other test uses Rust: this is the grammar's first use in the process.
    const markdown = "```rust\nfn main() { let total: u32 = (1..=10).sum(); println!(\"{total}\"); }\n```\n";
    const first = await renderMarkdown(markdown);
    const second = await renderMarkdown(markdown);
    expect(first.html).toBe(second.html);
    expect(first.html).toContain("--shiki-light:");
  });
});
