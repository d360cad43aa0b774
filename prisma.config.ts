import { defineConfig } from "prisma/config";

// Runtime connections go through driver adapters (lib/db); the CLI only generates the client.
export default defineConfig({
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
});
