import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * With TEST_DATABASE_URL, each run gets its own empty database on that server (dropped at
 * the end), so concurrent runs never see each other's data. Workers inherit the URL.
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `docs_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const runUrl = new URL(serverUrl);
  runUrl.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = runUrl.toString();

  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await cleanup.end();
  };
}
