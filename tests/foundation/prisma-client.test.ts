import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// scripts/prisma-generate.mjs rewrites the generated client's loader, and only warns when a
// new Prisma generates it otherwise: this is what notices.
describe("the generated Prisma client", () => {
  it("reads its query compiler from the WebAssembly file npm install writes, not from a base64 module", () => {
    expect(readFileSync("lib/generated/prisma/internal/class.ts", "utf8")).toContain("Rewritten by scripts/prisma-generate.mjs");
    expect(WebAssembly.validate(readFileSync("lib/generated/prisma/internal/query-compiler.wasm"))).toBe(true);
  });
});
