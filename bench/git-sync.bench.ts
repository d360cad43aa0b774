import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setPlan } from "./database";
import { pageContent } from "./documentation";
import type { BenchContext } from "./harness";

const sections = 5;
const pagesPerSection = 40;
const changedFiles = 100;
const rounds = 5;
const maxMedianSeconds = 5;

interface Status {
  last_commit: string | null;
  sync_pending: boolean;
  state: string;
  last_error: string | null;
  recent_runs: { direction: string; commit: string | null; changes: unknown }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Issue target: a Git push of 100 changed files is synced into the draft in under 5 s (median
 * of 5 pushes), from the push webhook's arrival to the status naming the pushed commit. The
 * repository (a bare one on this machine) holds 200 pages in 5 folders; each push edits 100.
 */
export default async function gitSyncBench(context: BenchContext) {
  const root = mkdtempSync(path.join(tmpdir(), "docs-bench-git-sync-"));
  const bare = path.join(root, "docs.git");
  const work = path.join(root, "work");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: work, encoding: "utf8" });
  try {
    execFileSync("git", ["init", "--quiet", "--bare", "-b", "main", bare]);
    mkdirSync(work);
    git("init", "--quiet", "-b", "main");
    git("config", "user.name", "Bench");
    git("config", "user.email", "bench@example.test");
    git("remote", "add", "origin", bare);
    const lastEdit: number[] = [];
    const write = (round: number) => {
      // On top of what the platform may have committed.
      if (round > 0) {
        git("fetch", "--quiet", "origin", "main");
        git("reset", "--quiet", "--hard", "origin/main");
      }
      for (let section = 0; section < sections; section++) {
        mkdirSync(path.join(work, "docs", `section-${section}`), { recursive: true });
        for (let page = 0; page < pagesPerSection; page++) {
          const index = section * pagesPerSection + page;
          // Each round edits half the pages; the other half keep their last edit.
          if (round > 0 && index % 2 === round % 2) lastEdit[index] = round;
          const body = `${lastEdit[index] ? `Edited in round ${lastEdit[index]}.\n\n` : ""}${pageContent(section, page, pagesPerSection, sections)}`;
          writeFileSync(path.join(work, "docs", `section-${section}`, `page-${page}.md`), `---\ntitle: Page ${section}.${page}\n---\n${body}\n`);
        }
      }
      git("add", "-A");
      git("commit", "--quiet", "-m", `Round ${round}`);
      git("push", "--quiet", "origin", "HEAD:main");
      return git("rev-parse", "HEAD").trim();
    };

    const organization = await context.request<{ organization_id: string }>("POST", "/api/v1/organization", { name: "Git sync bench", billing_email: "git-sync-bench@example.test" });
    await setPlan(organization.organization_id, "pro");
    const documentation = await context.request<{ documentation_id: string }>("POST", `/api/v1/documentation/${organization.organization_id}`, { name: "Git sync bench" });
    const base = `/api/v1/documentation/${organization.organization_id}/${documentation.documentation_id}`;
    const blank = await context.request<{ version_id: string }>("POST", `${base}/initialize-blank`, {});
    const syncPath = `${base}/version/${blank.version_id}/git-sync`;
    const status = () => context.request<Status>("GET", syncPath);
    /** Until the pushed commit has been pulled and any commit it led to pushed. */
    const waitFor = async (commit: string) => {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const current = await status();
        if (!current.sync_pending && current.recent_runs.some((run) => run.direction === "pull" && run.commit === commit)) return current;
        if (current.state === "error") throw new Error(`the sync failed: ${current.last_error}`);
        if (Date.now() > deadline) throw new Error(`${commit} was not synced within 120 s: ${JSON.stringify(current).slice(0, 2000)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };

    const first = write(0);
    const linked = await context.request<{ webhook_secret: string }>("PUT", syncPath, { repository_url: bare, branch: "main", path: "docs" });
    await waitFor(first);

    const seconds: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const head = write(round);
      const changed = git("diff", "--name-only", "HEAD~1", "HEAD").trim().split("\n").length;
      if (changed !== changedFiles) throw new Error(`round ${round} changed ${changed} files`);
      const body = JSON.stringify({ ref: "refs/heads/main", after: head });
      const started = performance.now();
      const response = await fetch(`${context.baseUrl}/api/v1/organizations/${organization.organization_id}/git-provider/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-github-event": "push", "x-hub-signature-256": `sha256=${createHmac("sha256", linked.webhook_secret).update(body).digest("hex")}` },
        body,
      });
      if (response.status !== 202) throw new Error(`the webhook answered ${response.status}: ${await response.text()}`);
      await waitFor(head);
      seconds.push((performance.now() - started) / 1000);
    }
    context.report(`push of ${changedFiles} changed files synced into the draft (median of ${rounds})`, median(seconds), "s", { max: maxMedianSeconds });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
