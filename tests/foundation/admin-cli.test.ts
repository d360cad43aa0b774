import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { startControlServer } from "@/lib/control/server";
import { db } from "@/lib/db";
import { sendMail } from "@/lib/mailer";
import { api } from "../helpers/api";
import { uniqueEmail } from "../helpers/fixtures";

const run = promisify(execFile);

function cli(args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  delete env.EMBEDDED_DATABASE;
  return run(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], { env, cwd: process.cwd() });
}

const lastJsonLine = (stdout: string) => JSON.parse(stdout.trim().split("\n").at(-1)!);

describe("npm run admin", () => {
  it("opens the embedded database itself when no app holds it, and the data persists", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "docs-cli-"));
    const email = uniqueEmail("cli");
    const created = lastJsonLine((await cli(["create-user", "--email", email, "--system-admin"], dataDir)).stdout);
    expect(created).toEqual({ user_id: expect.any(String), token: expect.stringMatching(/^dp_pat_/) });
    const again = lastJsonLine((await cli(["create-token", "--email", email], dataDir)).stdout);
    expect(again.token).toMatch(/^dp_pat_/);
    await expect(cli(["create-user", "--email", email], dataDir)).rejects.toMatchObject({ stderr: expect.stringContaining("exists") });
  }, 120_000);

  it("asks the running app over its control channel instead of opening the files", async () => {
    // This test process plays the running app: it holds the (in-memory) database and the channel.
    await startControlServer();
    const email = uniqueEmail("remote");
    const { stdout } = await cli(["create-user", "--email", email], process.env.DATA_DIR!);
    const { token } = lastJsonLine(stdout);
    const me = await api.get("/api/v1/organization", { token });
    expect(me.status).toBe(200);

    // The mail the app only logged (no SMTP_URL here), newest first, for one address or all.
    await sendMail({ to: email, subject: "First", text: "One" });
    // A later moment than the first's, whatever the clock's resolution.
    await db.outboxEmail.create({ data: { to: email, subject: "Second", text: "Two", status: "logged", createdAt: new Date(Date.now() + 1000) } });
    const outbox = lastJsonLine((await cli(["outbox", "--email", email.toUpperCase()], process.env.DATA_DIR!)).stdout);
    expect(outbox).toEqual([
      { to: email, subject: "Second", text: "Two", status: "logged", created_at: expect.any(String) },
      { to: email, subject: "First", text: "One", status: "logged", created_at: expect.any(String) },
    ]);
    expect(lastJsonLine((await cli(["outbox", "--limit", "1"], process.env.DATA_DIR!)).stdout)).toHaveLength(1);
  }, 120_000);

  it("explains its usage", async () => {
    await expect(cli(["create-user"], mkdtempSync(path.join(tmpdir(), "docs-cli-")))).rejects.toMatchObject({
      stderr: expect.stringContaining("--email is required"),
    });
  });
});
