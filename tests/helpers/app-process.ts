import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

/**
 * The app started as a child process (tests/helpers/app-server.ts), to be killed, restarted
 * or run twice on the same data. Everything the child prints is kept for failure messages.
 */
export interface AppProcess {
  url: string;
  pid: number;
  /** What the process wrote on stdout and stderr. */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../..");
const script = path.join(root, "tests/helpers/app-server.ts");

/**
 * The environment of an app on `database`: a PostgreSQL URL, or the embedded database in
 * `dataDir` (on disk, as in production).
 */
export function appEnvironment(database: string | null, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, JOBS_RUNNER: "in-process", ...extra };
  // Logged in full: the output shows in failure messages, and tests read it.
  delete env.LOG_LEVEL;
  delete env.APP_URL;
  delete env.EMBEDDED_DATABASE;
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database;
  return env;
}

export async function startApp(env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr!.on("data", (data: Buffer) => (output += data.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    child.stdout!.on("data", (data: Buffer) => {
      output += data.toString();
      const listening = /\{"listening":(\d+)\}/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the app exited (${signal ?? code}) before listening:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A temporary directory for an app's data (blobs, secrets, the embedded database). */
export const appDataDirectory = () => mkdtempSync(path.join(tmpdir(), "docs-app-"));

/**
 * A database of its own on the server of TEST_DATABASE_URL: the apps' job recovery takes
 * every unfinished job of its database, so it must not share one with other test files.
 */
export async function createOwnDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `docs_app_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** A small HTTP client of a running app: JSON in and out, with a bearer token. */
export function appClient(app: () => AppProcess) {
  return async function request(method: string, pathname: string, options: { token?: string; json?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(app().url + pathname, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) });
    const text = await response.text();
    const body = (response.headers.get("content-type") ?? "").includes("json") && text ? JSON.parse(text) : null;
    return { status: response.status, headers: response.headers, text, body };
  };
}

/** Reads until `done` holds; past the timeout, fails with the last value and the app's latest output. */
export async function waitFor<T>(app: AppProcess, what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms\n${app.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A system administrator's token from the operator CLI (scripts/admin.ts), as an operator gets one. */
export async function operatorToken(env: NodeJS.ProcessEnv, email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/admin.ts", "create-user", "--email", email, "--system-admin"], { cwd: root, env });
  return JSON.parse(stdout).token;
}
