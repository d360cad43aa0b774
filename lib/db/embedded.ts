import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { log } from "../log";
import { isAlive } from "./ownership";

/** Where `node` finds the embedded database's scripts, from the app's directory. */
const script = (name: string) => path.join(/* turbopackIgnore: true */ process.cwd(), "scripts", name);

/**
 * Initializes a new embedded data directory as a copy of the installation's template
 * (scripts/embedded-database-template.mjs), in a short-lived process: the instance that runs
 * initdb, when the template is made, keeps its WebAssembly memory (about 350 MB) for the life
 * of its process, and the database process then opens a ready directory.
 */
async function initializeDataDirectory(location: string): Promise<void> {
  if (existsSync(path.join(location, "PG_VERSION"))) return;
  await promisify(execFile)(process.execPath, [script("embedded-database-template.mjs"), location]);
}

/**
 * The database process of an app that just died closes its files a moment later; opening
 * them before that would let two processes write them.
 */
async function waitForPreviousProcess(location: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(location, "embedded-database.pid"), "utf8"));
  } catch {
    return;
  }
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited >= 15_000) throw new Error(`The embedded database in ${location} is still open in process ${pid}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Connection settings for the pg driver. */
export interface EmbeddedServer {
  /** The socket's directory: pg's `host` for a Unix socket. */
  host: string;
  port: number;
}

const port = 5432;

/**
 * Starts the embedded PostgreSQL process (scripts/embedded-database.mjs) on a Unix socket in
 * a private temporary directory, on `location` or in memory. It lives as long as this process.
 */
export async function startEmbeddedServer(location: string | undefined): Promise<EmbeddedServer> {
  if (location) {
    await waitForPreviousProcess(location);
    await initializeDataDirectory(location);
  }
  // Absolute: a socket directory is told from a host name by its leading slash (TMPDIR may be relative).
  const host = mkdtempSync(path.join(path.resolve(tmpdir()), "docs-db-"));
  // V8 compiles PostgreSQL's WebAssembly with its baseline compiler and optimizes a function
  // once it runs hot. Compiling it all optimized at start (--no-wasm-dynamic-tiering) made a
  // busy server's first queries cheaper for a few seconds, but its 1.3 s of CPU, while the app
  // loads on the other core, delayed a restart's first answer by 1.2 s.
  // Its JavaScript only frames protocol messages: a young generation of 2 MB rather than 16
  // holds them (about 15 MB less resident after a load). Blocks of 32 KB and more are mapped
  // and unmapped, not kept in glibc's heap: most of the memory V8 takes to compile the
  // WebAssembly goes back to the system (about 50 MB), however the app was started.
  const memoryFlags = ["--max-semi-space-size=2"];
  const child = spawn(process.execPath, [...memoryFlags, script("embedded-database.mjs"), path.join(host, `.s.PGSQL.${port}`), location ?? ""], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "32768" },
  });
  child.once("exit", () => rmSync(host, { recursive: true, force: true }));
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code, signal) => reject(new Error(`The embedded database exited (${signal ?? code}) before listening; its error is above.`)));
    child.once("error", reject);
  });
  // Without its database the app can only fail; a supervisor restarts both. (It stops by
  // itself, with code 0, on Ctrl-C, which the app receives as well.)
  child.once("exit", (code, signal) => {
    if (code !== 0) log.error("the embedded database stopped", { code, signal });
    process.exit(code === 0 ? 0 : 1);
  });
  // The database must not keep this process alive, nor outlive it (it exits on disconnect).
  child.unref();
  child.channel?.unref();
  return { host, port };
}
