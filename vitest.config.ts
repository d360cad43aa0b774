import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts", "lib/**/*.test.ts", "inngest/**/*.test.ts"],
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    // Generous: CI shares two cores between two workers, each with its own embedded database.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Each worker opens its own embedded database; two keep this 2-core machine busy.
    maxWorkers: 2,
  },
});
