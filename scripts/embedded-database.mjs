// The embedded PostgreSQL (PGlite) in a process of its own, speaking PostgreSQL's protocol on
// a Unix socket. The app connects to it as to any server: the database's memory is not the
// app's, and its queries run on another core while the app renders pages and answers requests.
// Started by the app (lib/db/embedded.ts) with the socket's path (in a private directory,
// removed at exit) and the data directory (none: in memory); it reports `{ listening: true }`
// and exits when the app goes.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const [socketPath, dataDir] = process.argv.slice(2);
// While this file names a live process, a newly started app waits before opening the files.
const pidFile = dataDir ? path.join(dataDir, "embedded-database.pid") : undefined;

const database = await PGlite.create({
  dataDir: dataDir || undefined,
  extensions: { pg_trgm },
  // PostgreSQL's 128 MB of shared buffers would be resident from the start in WebAssembly
  // memory; the data files stay in the operating system's page cache anyway.
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${process.env.EMBEDDED_DATABASE_SHARED_BUFFERS ?? "32MB"}`],
});
// The app keeps one connection; a few more let a replacement connect while the old one closes.
const server = new PGLiteSocketServer({ db: database, path: socketPath, maxConnections: 4 });
await server.start();
if (pidFile) writeFileSync(pidFile, String(process.pid));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // Open connections live on without the socket's file; no new ones are wanted.
  rmSync(path.dirname(socketPath), { recursive: true, force: true });
  await server.stop();
  await database.close();
  if (pidFile) rmSync(pidFile, { force: true });
  process.exit(0);
}
// The app went away (exited, crashed or was killed): close the data files cleanly.
process.on("disconnect", stop);
// Ctrl-C reaches the whole process group; the app's own shutdown follows.
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.send?.({ listening: true });
