import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedServer } from "@/lib/db/embedded";

let server: Awaited<ReturnType<typeof startEmbeddedServer>>;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ host: server.host, port: server.port, user: "postgres", database: "postgres" });
  await client.connect();
  clients.push(client);
  return client;
}

const outcome = (promise: Promise<pg.QueryResult>) =>
  promise.then(
    (result) => result.rows,
    (error: Error) => `error: ${error.message}`,
  );

beforeAll(async () => {
  server = await startEmbeddedServer(undefined);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => {})));
});

describe("the embedded database process", () => {
  it("answers every statement with its own result, also after errors", async () => {
    const client = await connect();
    await client.query("CREATE TABLE answers (id int PRIMARY KEY)");
    await client.query("INSERT INTO answers VALUES ($1)", [1]);
    const insert = { name: "insert_answer", text: "INSERT INTO answers VALUES ($1)" };
    expect(await outcome(client.query("INSERT INTO answers VALUES ($1)", [1]))).toMatch(/duplicate key/);
    expect(await outcome(client.query("SELECT $1::int AS n", [42]))).toEqual([{ n: 42 }]);
    expect(await outcome(client.query("SELEC $1", [1]))).toMatch(/syntax error/);
    expect(await outcome(client.query("SELECT $1::int AS n", ["x"]))).toMatch(/invalid input syntax/);
    expect(await outcome(client.query("SELECT 43 AS n"))).toEqual([{ n: 43 }]);
    // A prepared statement whose first run fails is still prepared, and runs next time.
    expect(await outcome(client.query({ ...insert, values: [1] }))).toMatch(/duplicate key/);
    expect(await outcome(client.query({ ...insert, values: [2] }))).toEqual([]);
    expect(await outcome(client.query({ ...insert, values: [2] }))).toMatch(/duplicate key/);
    expect(await outcome(client.query("SELECT $1::int AS n", [45]))).toEqual([{ n: 45 }]);
    await client.query("BEGIN");
    expect(await outcome(client.query("INSERT INTO answers VALUES ($1)", [1]))).toMatch(/duplicate key/);
    expect(await outcome(client.query("SELECT 44 AS n"))).toMatch(/transaction is aborted/);
    await client.query("ROLLBACK");
    expect(await outcome(client.query("SELECT count(*)::int AS n FROM answers"))).toEqual([{ n: 2 }]);
    await client.end();
  });

  it("runs the statements of several connections, and a transaction alone", async () => {
    const [first, second] = await Promise.all([connect(), connect()]);
    await first.query("CREATE TABLE turns (id int)");
    await first.query("BEGIN");
    await first.query("INSERT INTO turns VALUES (1)");
    let counted = false;
    const count = second.query("SELECT count(*)::int AS n FROM turns").then((result) => {
      counted = true;
      return result.rows;
    });
    // The other connection's statement waits for the transaction, which never sees it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(counted).toBe(false);
    await first.query("INSERT INTO turns VALUES (2)");
    await first.query("COMMIT");
    expect(await count).toEqual([{ n: 2 }]);
    expect((await first.query("SELECT count(*)::int AS n FROM turns")).rows).toEqual([{ n: 2 }]);
  });

  it("shares prepared statements by name, as the app names them by their text", async () => {
    const [first, second, third] = await Promise.all([connect(), connect(), connect()]);
    const statement = { name: "count_shared", text: "SELECT 1 AS n" };
    expect((await first.query(statement)).rows).toEqual([{ n: 1 }]);
    expect((await second.query(statement)).rows).toEqual([{ n: 1 }]);
    expect(await outcome(third.query({ name: "count_shared", text: "SELECT 2 AS n" }))).toMatch(/already exists/);
    expect((await first.query(statement)).rows).toEqual([{ n: 1 }]);
  });

  it("rolls back the transaction of a connection that went away, and serves the others", async () => {
    const prepared = { name: "count_left", text: "SELECT count(*)::int AS n FROM left_behind" };
    const first = await connect();
    await first.query("CREATE TABLE left_behind (id int)");
    await first.query(prepared);
    await first.query("BEGIN");
    await first.query("INSERT INTO left_behind VALUES (1)");
    const second = connect();
    await first.end();
    expect((await (await second).query(prepared)).rows).toEqual([{ n: 0 }]);
  });

  it("makes a new data directory a copy of the installation's template, and opens it", async () => {
    const location = path.join(process.env.DATA_DIR!, "from-template");
    const fresh = await startEmbeddedServer(location);
    const templates = path.join(process.cwd(), "node_modules/.cache/docs-platform");
    const [template] = readdirSync(templates).filter((name) => /^pglite-[\d.]+-[0-9a-f]{16}$/.test(name));
    expect(template).toBeDefined();
    expect(readdirSync(location).filter((name) => !name.endsWith(".pid")).sort()).toEqual(readdirSync(path.join(templates, template!)).sort());
    expect(existsSync(path.join(location, "PG_VERSION"))).toBe(true);
    const client = new pg.Client({ host: fresh.host, port: fresh.port, user: "postgres", database: "postgres" });
    await client.connect();
    clients.push(client);
    expect((await client.query("SELECT current_setting('server_version_num')::int >= 170000 AS v17")).rows).toEqual([{ v17: true }]);
  }, 60_000);

  it("lets go of the answers it sent: its memory stays flat under load", async () => {
    // On disk: an in-memory database gives back initdb's memory at some point, which would
    // hide what this measures.
    const onDisk = await startEmbeddedServer(path.join(process.env.DATA_DIR!, "embedded-memory"));
    const client = new pg.Client({ host: onDisk.host, port: onDisk.port, user: "postgres", database: "postgres" });
    await client.connect();
    clients.push(client);
    const rows = "SELECT repeat('x', 1000) AS body FROM generate_series(1, 100)";
    for (let i = 0; i < 1_000; i++) await client.query(rows);
    const before = databaseMemoryMb(onDisk.host);
    // About 150 MB of answers: kept, they would show in the process's memory.
    for (let i = 0; i < 1_500; i++) await client.query(rows);
    expect(databaseMemoryMb(onDisk.host) - before).toBeLessThan(60);
  }, 120_000);

  it("listens in an absolute directory when TMPDIR is relative", async () => {
    // pg reads a host without a leading slash as a host name, not a socket's directory.
    const relative = path.relative(process.cwd(), mkdtempSync(path.join(tmpdir(), "relative-tmpdir-")));
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = relative;
    try {
      const other = await startEmbeddedServer(undefined);
      expect(path.isAbsolute(other.host)).toBe(true);
      const client = new pg.Client({ host: other.host, port: other.port, user: "postgres", database: "postgres" });
      clients.push(client);
      await client.connect();
      expect((await client.query("SELECT 1 AS n")).rows).toEqual([{ n: 1 }]);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
  });
});

/** Resident memory of the database process on the socket in `host` (its command line names it). */
function databaseMemoryMb(host: string): number {
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(host)) continue;
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
    } catch {
      // The process ended meanwhile.
    }
  }
  throw new Error("the embedded database process was not found");
}
