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

  it("serves a second connection once the first has gone, with nothing the first left behind", async () => {
    const prepared = { name: "count_turns", text: "SELECT count(*)::int AS n FROM turns" };
    const first = await connect();
    await first.query("CREATE TABLE turns (id int)");
    await first.query(prepared);
    await first.query("BEGIN");
    await first.query("INSERT INTO turns VALUES (1)");
    const second = connect();
    await first.end();
    // The transaction was rolled back and the statement's name is free again.
    expect((await (await second).query(prepared)).rows).toEqual([{ n: 0 }]);
  });
});
