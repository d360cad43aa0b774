import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against a production build (`next build`, then `next start`) on a free
 * port with a fresh embedded database. The first start seeds the user below (lib/startup.ts).
 * Run under the build lock: `flock /tmp/build.lock npm run test:e2e`.
 * E2E_SKIP_BUILD=1 reuses the existing .next build.
 */

// The config is loaded again in each worker: the values chosen once travel in the environment.
const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
process.env.E2E_PORT ??= freePort();
// The AI spec answers the server's provider calls from a loopback OpenAI-compatible server on this port.
process.env.E2E_OPENAI_PORT ??= freePort();
if (!process.env.E2E_DATA_DIR) {
  // The runner's process: the run's temporary files (the server's data, the specs' repositories,
  // the browser's profile) go to one directory, removed when the run ends.
  const runDirectory = mkdtempSync(path.join(tmpdir(), "docs-e2e-"));
  process.env.TMPDIR = runDirectory;
  process.env.E2E_DATA_DIR = path.join(runDirectory, "data");
  process.on("exit", () => rmSync(runDirectory, { recursive: true, force: true }));
}
process.env.E2E_EMAIL ??= "e2e-owner@example.com";
process.env.E2E_PASSWORD ??= "e2e-password-correct-horse";

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const build = process.env.E2E_SKIP_BUILD ? "" : "npx next build && ";

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A whole flow (the longest sign in as several users and go through a dozen screens) took up
  // to 52 s on a slower machine; each step still fails within the expect timeout.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `${build}npx next start -p ${port} -H 127.0.0.1`,
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_EMAIL: process.env.E2E_EMAIL,
      SEED_PASSWORD: process.env.E2E_PASSWORD,
      AUTH_SECRET: "e2e-secret-for-sessions-and-signed-urls",
      APP_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      // Backups in e2e/publishing.spec.ts push to a bare repository in a temporary directory.
      BACKUP_ALLOW_LOCAL_REPOSITORIES: "true",
      // The website import in e2e/initializers.spec.ts reads a site served on 127.0.0.1.
      ASSET_IMPORT_ALLOWED_HOSTS: "127.0.0.1",
      DATABASE_URL: "",
      // e2e/editor-ai.spec.ts starts the OpenAI-compatible server these point at.
      OPENAI_API_KEY: "sk-e2e",
      OPENAI_BASE_URL: `http://127.0.0.1:${process.env.E2E_OPENAI_PORT}/v1`,
      AI_MAX_RETRIES: "0",
    },
  },
});
