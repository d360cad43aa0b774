/**
 * npm run bench [-- name ...]: starts `next start` on a fresh embedded database and runs
 * every bench/*.bench.ts (or the named ones), printing figures against their targets.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { report, startServer, type BenchContext, type StartedServer } from "./harness";

// The run's files (the server's data, the backup repository) go to one directory, removed at
// the end unless BENCH_KEEP_DATA is set.
const runDirectory = mkdtempSync(path.join(tmpdir(), "docs-bench-run-"));
process.env.TMPDIR = runDirectory;

const only = process.argv.slice(2);
/** Benches that run only when named: the soak takes five minutes. */
const onlyWhenNamed = ["soak.bench.ts"];
const files = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) => (only.length === 0 ? !onlyWhenNamed.includes(file) : only.some((name) => file.startsWith(name))))
  .sort();

/**
 * A bench runs against the run's shared server, started when the first bench needs it, or,
 * when it exports `ownServers`, starts the servers it measures itself (fresh ones).
 */
type Bench =
  | { ownServers?: false; default: (context: BenchContext) => Promise<void> }
  | { ownServers: true; default: (tools: { report: BenchContext["report"] }) => Promise<void> };

let shared: StartedServer | undefined;
let failed = false;
try {
  for (const file of files) {
    const bench = (await import(path.join(import.meta.dirname, file))) as Bench;
    if (!bench.ownServers && !shared) {
      shared = await startServer();
      console.log(`Benchmarks against ${shared.context.baseUrl} (${shared.context.mode} database)`);
    }
    console.log(`\n${file.replace(/\.bench\.ts$/, "")}`);
    try {
      await (bench.ownServers ? bench.default({ report }) : bench.default(shared!.context));
    } catch (error) {
      failed = true;
      console.error(`  failed: ${(error as Error).stack}`);
    }
  }
} finally {
  await shared?.stop();
  if (process.env.BENCH_KEEP_DATA) console.log(`\nThe run's data is kept in ${runDirectory}.`);
  else rmSync(runDirectory, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
