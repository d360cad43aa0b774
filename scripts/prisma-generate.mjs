// `prisma generate` needs no schema engine, but the CLI insists on finding one; where its
// download is unreachable any existing file satisfies the check.
import { spawnSync } from "node:child_process";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
const result = spawnSync("npx", ["prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
