import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts", "lib/**/*.test.ts", "inngest/**/*.test.ts"],
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    // Generous: CI runs the embedded and the PostgreSQL suites side by side, four workers on two
    // cores, each embedded one with its database; on a slow day a team's setup took over 60 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Each worker opens its own embedded database; two keep this 2-core machine busy.
    maxWorkers: 2,
  },
});
