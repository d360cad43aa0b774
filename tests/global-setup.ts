import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Each run gets its own temporary directory, removed at the end: workers inherit it as
 * TMPDIR, so data directories, repositories and embedded databases made by tests go there.
 */
export default async function setup() {
  const runDirectory = mkdtempSync(path.join(tmpdir(), "docs-test-run-"));
  process.env.TMPDIR = runDirectory;
  const dropDatabase = await createRunDatabase();
  return async () => {
    await dropDatabase?.();
    rmSync(runDirectory, { recursive: true, force: true });
  };
}

/**
 * With TEST_DATABASE_URL, each run gets its own empty database on that server (dropped at
 * the end), so concurrent runs never see each other's data. Workers inherit the URL.
 */
async function createRunDatabase(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
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
