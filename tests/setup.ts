import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Runs in every test worker before any module that reads the configuration.
if (process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
else {
  delete process.env.DATABASE_URL;
  process.env.EMBEDDED_DATABASE = "memory";
}
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "docs-test-"));
process.env.LOG_LEVEL ??= "silent";
process.env.AUTH_SECRET ??= "test-secret-for-signing-sessions-and-urls";
process.env.INTERNAL_API_TOKEN ??= "internal-test-token";
process.env.APP_URL ??= "http://localhost:3000";
