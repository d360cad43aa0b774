import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

/** Where `node` finds the embedded database's process script, from the app's directory. */
const serverScript = () => path.join(/* turbopackIgnore: true */ process.cwd(), "scripts/embedded-database.mjs");

/**
 * Creates a new embedded data directory in a short-lived process: the instance that runs
 * initdb keeps its WebAssembly memory (about 350 MB) for the life of its process, and the
 * database process then opens a ready directory.
 */
async function initializeDataDirectory(location: string): Promise<void> {
  if (existsSync(path.join(location, "PG_VERSION"))) return;
  const pglite = createRequire(serverScript()).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(pathToFileURL(pglite).href)});
    const database = await PGlite.create({ dataDir: process.argv[1] });
    await database.close();`;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script, location]);
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
  if (location) await initializeDataDirectory(location);
  const host = mkdtempSync(path.join(tmpdir(), "docs-db-"));
  const child = spawn(process.execPath, [serverScript(), path.join(host, `.s.PGSQL.${port}`), location ?? ""], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child.once("exit", () => rmSync(host, { recursive: true, force: true }));
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code, signal) => reject(new Error(`The embedded database exited (${signal ?? code}) before listening; its error is above.`)));
    child.once("error", reject);
  });
  // The database must not keep this process alive, nor outlive it (it exits on disconnect).
  child.unref();
  child.channel?.unref();
  return { host, port };
}
