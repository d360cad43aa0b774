import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAlive } from "@/lib/db/ownership";
import { git, startGitHttpServer, type GitHttpServer } from "../backups/git-server";
import { appClient, appDataDirectory, appEnvironment, createOwnDatabase, operatorToken, startApp, waitFor, type AppProcess } from "../helpers/app-process";
import type { Json } from "../helpers/api";

/**
 * Crash safety: the app runs as a child process and is killed with SIGKILL while a
 * 1,000-page publish, a restore, a backup, a 1,000-entry batch create and a website import
 * are all half-way (verifiably, but for the batch on the embedded database), then started
 * again on the same data. Every job must end completed or failed, the live site must be the
 * old or the new snapshot whole, the batch all or nothing, and nothing may stay locked. On
 * PostgreSQL (TEST_DATABASE_URL, a database of its own) and on the embedded database in a
 * data directory, as in production.
 */
const pageCount = 1_000;
const gitToken = "crash-test-token";

let database: Awaited<ReturnType<typeof createOwnDatabase>>;
let dataDir: string;
let env: NodeJS.ProcessEnv;
let app: AppProcess;
const request = appClient(() => app);
let gitServer: GitHttpServer;
let website: Server;
let websiteOrigin: string;
/** While set, the website's pages past the first few wait for it. */
let websiteGate: Promise<void> | null = null;
let releaseWebsite = () => {};
let websitePagesServed = 0;
let websiteWaiting = 0;

let token: string;
let organizationId: string;
let organizationSlug: string;

beforeAll(async () => {
  database = await createOwnDatabase();
  dataDir = appDataDirectory();
  env = appEnvironment(database?.url ?? null, dataDir, {
    JOBS_CONCURRENCY: "4",
    // Recovery on a server waits for a dead process's heartbeat to go stale; the embedded
    // database's one process resumes its jobs at start, whatever the setting.
    ...(database ? { JOBS_STALE_AFTER_MS: "3000" } : {}),
    BACKUP_ALLOW_LOCAL_REPOSITORIES: "true",
    ASSET_IMPORT_ALLOWED_HOSTS: "127.0.0.1/32",
  });
  gitServer = await startGitHttpServer(gitToken);
  // A website of 30 pages under /site/, each linking to all; past the first five, pages wait while the gate is set.
  website = createServer((incoming, response) => {
    const page = incoming.url === "/site/" ? "index" : /^\/site\/p(\d+)$/.exec(incoming.url ?? "")?.[1];
    if (page === undefined) return void response.writeHead(404).end();
    const send = () => {
      websitePagesServed++;
      const links = Array.from({ length: 30 }, (_, n) => `<a href="/site/p${n}">Page ${n}</a>`).join(" ");
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><html><head><title>Page ${page}</title></head><body><nav>${links}</nav><main><h1>Page ${page}</h1><p>Imported page ${page}.</p></main></body></html>`);
    };
    if (page !== "index" && Number(page) >= 5 && websiteGate) {
      websiteWaiting++;
      void websiteGate.then(() => {
        websiteWaiting--;
        send();
      });
      return;
    }
    send();
  });
  await new Promise<void>((resolve) => website.listen(0, "127.0.0.1", resolve));
  websiteOrigin = `http://127.0.0.1:${(website.address() as AddressInfo).port}`;
  app = await startApp(env);
  token = await operatorToken(env, "crash-admin@example.test");
  const organization = await request("POST", "/api/v1/organization", { token, json: { name: "Crash Test", billing_email: "billing@example.test" } });
  expect(organization.status, organization.text).toBe(201);
  organizationId = organization.body.organization_id;
  organizationSlug = organization.body.slug;
  await request("POST", `/api/v1/organization/${organizationId}/complete-onboarding`, { token });
}, 180_000);

afterAll(async () => {
  await app?.kill("SIGTERM");
  releaseWebsite();
  website?.closeAllConnections();
  await new Promise((resolve) => website?.close(resolve));
  gitServer?.release();
  await gitServer?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Project {
  id: string;
  slug: string;
  doc: string;
  section: string;
}

async function createProject(name: string, initialize = true): Promise<Project> {
  const created = await request("POST", `/api/v1/documentation/${organizationId}`, { token, json: { name, is_public: true } });
  expect(created.status, created.text).toBe(201);
  const doc = `/api/v1/documentation/${organizationId}/${created.body.documentation_id}`;
  const project = { id: created.body.documentation_id, slug: created.body.slug, doc, section: "" };
  if (!initialize) return project;
  const blank = await request("POST", `${doc}/initialize-blank`, { token });
  expect(blank.status, blank.text).toBe(201);
  const section = `${doc}/version/${blank.body.version_id}/section/${blank.body.section_id}`;
  return { ...project, section };
}

const pagesOf = (count: number, label: string) =>
  Array.from({ length: count }, (_, n) => ({ title: `${label} ${n}`, slug: `${label.toLowerCase().replaceAll(" ", "-")}-${n}`, content: `${label} ${n} of the crash test.` }));

async function createPages(project: Project, count: number, label: string) {
  const created = await request("POST", `${project.section}/entry/batch`, { token, json: { entries: pagesOf(count, label) } });
  expect(created.status, created.text).toBe(201);
}

/** Titles of the section's entries, in order. */
async function entryTitles(project: Project): Promise<string[]> {
  const tree = await request("GET", `${project.section}/entry/tree`, { token });
  expect(tree.status, tree.text).toBe(200);
  const walk = (nodes: Json[]): string[] => nodes.flatMap((node) => [node.title, ...walk(node.children)]);
  return walk(tree.body.children);
}

const finished = (status: string) => status === "completed" || status === "failed";

/**
 * The live site as llms-full.txt lists it: the section slug of each page, and whether every
 * page of the batch is there with its own text. Null when nothing is published.
 */
async function liveSite(project: Project): Promise<{ sectionSlugs: string[]; pages: number; complete: boolean } | null> {
  const response = await fetch(`${app.url}/docs/${organizationSlug}/${project.slug}/llms-full.txt`);
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  const text = await response.text();
  const urls = [...text.matchAll(/^url: .*\/docs\/[^/]+\/[^/]+\/([^/\n]+)\/page-(\d+)$/gm)];
  const numbers = new Set(urls.map((match) => Number(match[2])));
  const texts = urls.every((match) => text.includes(`Page ${match[2]} of the crash test.`));
  return { sectionSlugs: [...new Set(urls.map((match) => match[1]!))], pages: urls.length, complete: numbers.size === pageCount && texts };
}

/** The database's view, on PostgreSQL: unfinished jobs, held advisory locks, open transactions of the app. */
async function serverState() {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    const jobs = await client.query<{ status: string; count: string }>(`SELECT status, count(*) FROM "Job" GROUP BY status`);
    // This test's database only: the other test files, on the same server, take locks of their own.
    const locks = await client.query(
      `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND pid <> pg_backend_pid()`,
    );
    const open = await client.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()`);
    return { jobs: Object.fromEntries(jobs.rows.map((row) => [row.status, Number(row.count)])), advisoryLocks: locks.rowCount, openTransactions: open.rowCount };
  } finally {
    await client.end();
  }
}

describe("SIGKILL in the middle of a publish, a restore, a backup, a batch create and a website import", () => {
  it("restarts with every job completed or failed, the site whole, the batch all or nothing and nothing locked", async () => {
    // The published project: 1,000 small pages, published once (the old snapshot).
    const published = await createProject("Published");
    await request("DELETE", `${published.section}/entry/${(await request("GET", `${published.section}/entry/tree`, { token })).body.children[0].entry_id}`, { token });
    await createPages(published, pageCount, "Page");
    const first = await request("POST", `/api/documentations/${published.id}/publish`, { token });
    expect(first.status, first.text).toBe(202);
    const publishStatus = () => request("GET", `/api/documentations/${published.id}/publish/status`, { token }).then((response) => response.body);
    expect(await waitFor(app, "the first publish", publishStatus, (job) => finished(job.status))).toMatchObject({ status: "completed" });
    const oldSite = await liveSite(published);
    expect(oldSite).toMatchObject({ sectionSlugs: ["getting-started"], complete: true });

    // A backed-up project, changed since its backup; another to back up.
    const restored = await createProject("Restored");
    await createPages(restored, 10, "Backed up");
    const backedUp = await createProject("Backed up");
    for (const project of [restored, backedUp]) {
      const saved = await request("PUT", `${project.doc}/backup/repository`, { token, json: { repository_url: gitServer.url, token: gitToken } });
      expect(saved.status, saved.text).toBe(200);
    }
    const backup = await request("POST", `${restored.doc}/backup`, { token });
    expect(backup.status, backup.text).toBe(202);
    const backupOf = (project: Project, id: string) => request("GET", `${project.doc}/backup`, { token }).then((response) => response.body.find((item: Json) => item.backup_id === id));
    await waitFor(app, "the first backup", () => backupOf(restored, backup.body.backup_id), (item) => item.status === "completed");
    const backedUpTitles = await entryTitles(restored);
    await createPages(restored, 5, "Added later");
    // Hosting services make the first pushed branch the default (HEAD); the restore fetches it.
    git(gitServer.gitdir, "symbolic-ref", "HEAD", `refs/heads/docs-platform/${restored.id}`);

    const batched = await createProject("Batched");
    const imported = await createProject("Imported", false);
    // How long a 1,000-entry batch takes here, to kill the next one half-way on the embedded database.
    let batchMs = 0;
    if (!database) {
      const timed = await createProject("Timed");
      // Warm first: a cold first batch takes several times as long as the one to be killed.
      await createPages(timed, 10, "Warm-up");
      const batchStarted = Date.now();
      await createPages(timed, pageCount, "Timed");
      batchMs = Date.now() - batchStarted;
    }

    // Start everything, each held half-way: the Git remote and the website wait for us.
    gitServer.hold();
    websiteGate = new Promise((resolve) => (releaseWebsite = resolve));
    // A fresh cache makes the restore fetch from the remote.
    rmSync(path.join(dataDir, "backup-repositories"), { recursive: true, force: true });
    const restore = await request("POST", `${restored.doc}/backup/restore`, { token, json: { backup_id: backup.body.backup_id } });
    expect(restore.status, restore.text).toBe(202);
    const secondBackup = await request("POST", `${backedUp.doc}/backup`, { token });
    expect(secondBackup.status, secondBackup.text).toBe(202);
    const importing = await request("POST", `${imported.doc}/initialize-from-website`, { token, json: { url: `${websiteOrigin}/site/`, max_pages: 30 } });
    expect(importing.status, importing.text).toBe(202);
    expect((await request("PUT", published.section, { token, json: { slug: "moved" } })).status).toBe(200);
    const publish = await request("POST", `/api/documentations/${published.id}/publish`, { token });
    expect(publish.status, publish.text).toBe(202);

    const restoreStatus = () => request("GET", `${restored.doc}/backup/restore`, { token }).then((response) => response.body);
    const importStatus = () => request("GET", `${imported.doc}/import`, { token }).then((response) => response.body);
    await waitFor(app, "the restore and the backup held at the Git remote", async () => gitServer.waiting(), (waiting) => waiting >= 2);
    expect((await restoreStatus()).status).toBe("in_progress");
    expect((await backupOf(backedUp, secondBackup.body.backup_id)).status).toBe("in_progress");
    await waitFor(app, "the import held at the website", async () => ({ served: websitePagesServed, waiting: websiteWaiting }), (seen) => seen.served >= 5 && seen.waiting > 0);
    expect((await importStatus()).status).toBe("in_progress");
    const halfPublished = await waitFor(app, "the publish half-way", publishStatus, (job) => job.job_id === publish.body.job_id && job.progress.pages_done > 0);
    expect(halfPublished.progress.pages_done).toBeLessThan(halfPublished.progress.pages_total);

    // The batch: on PostgreSQL it is held between its insert and its commit (its audit entry,
    // written just before COMMIT, waits for our lock, as would any request's, so it comes
    // last); on the embedded database, which runs one transaction at a time out of our reach,
    // it is killed half-way through its usual time. That time is some 50 ms, within a loaded
    // machine's jitter: there the batch may still answer first, and must then be all there.
    let auditLock: pg.Client | undefined;
    if (database) {
      auditLock = new pg.Client({ connectionString: database.url });
      await auditLock.connect();
      await auditLock.query(`BEGIN; LOCK TABLE "AuditEntry" IN EXCLUSIVE MODE`);
    }
    const batch = request("POST", `${batched.section}/entry/batch`, { token, json: { entries: pagesOf(pageCount, "Batched") } }).then(
      (response) => response.status,
      () => "interrupted",
    );
    if (auditLock) {
      await waitFor(
        app,
        "the batch waiting to commit",
        async () => (await auditLock.query(`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND relation = '"AuditEntry"'::regclass`)).rows[0].n,
        (waiting) => waiting > 0,
      );
    } else {
      await new Promise((resolve) => setTimeout(resolve, batchMs / 2));
    }
    const embeddedDatabasePid = database ? null : Number(readFileSync(path.join(dataDir, "pglite", "embedded-database.pid"), "utf8"));

    const servedBeforeKill = websitePagesServed;
    await app.kill("SIGKILL");
    const batchBeforeKill = await batch;
    expect(database ? ["interrupted"] : ["interrupted", 201]).toContain(batchBeforeKill);
    await auditLock?.query("ROLLBACK");
    await auditLock?.end();
    gitServer.release();
    releaseWebsite();
    websiteGate = null;

    // The embedded database's process ends with the app and leaves its files free.
    if (embeddedDatabasePid) {
      await waitFor(app, "the embedded database's process to end", async () => isAlive(embeddedDatabasePid), (alive) => !alive, 15_000);
      expect(existsSync(path.join(dataDir, "pglite", "embedded-database.pid"))).toBe(false);
    }

    app = await startApp(env);
    // The embedded database is this process's alone: its interrupted jobs resumed before it listened.
    if (!database) {
      for (const job of [publish, restore, secondBackup, importing]) expect(app.output()).toMatch(new RegExp(`"resuming interrupted job","job_id":"${job.body.job_id}"`));
    }
    // Readers see the old site or the new one, never a mix, at every moment.
    const afterRestart = await liveSite(published);
    expect(afterRestart!.complete).toBe(true);
    expect(afterRestart!.sectionSlugs).toHaveLength(1);

    // Every job ends.
    const publishJob = await waitFor(app, "the publish to end", publishStatus, (job) => finished(job.status));
    const restoreJob = await waitFor(app, "the restore to end", restoreStatus, (job) => finished(job.status));
    const backupJob = await waitFor(app, "the backup to end", () => backupOf(backedUp, secondBackup.body.backup_id), (item) => finished(item.status));
    const importJob = await waitFor(app, "the import to end", importStatus, (job) => finished(job.status));
    // None of the four had ended when the app was killed (the publish included, although it
    // went on while the batch was sent): the restarted app took each up.
    for (const job of [publish, restore, secondBackup, importing]) expect(app.output()).toMatch(new RegExp(`"resuming interrupted job","job_id":"${job.body.job_id}"`));
    const batchedTitles = await entryTitles(batched);
    console.log(
      `crash safety (${database ? "PostgreSQL" : "embedded database"}): killed at publish ${halfPublished.progress.pages_done}/${halfPublished.progress.pages_total}, ` +
        `website import ${servedBeforeKill} pages fetched; after restart: publish ${publishJob.status}, restore ${restoreJob.status}, ` +
        `backup ${backupJob.status}, import ${importJob.status}, batch ${batchedTitles.length - 1}/${pageCount} entries`,
    );

    // The site: whole, and the new snapshot once the publish completed.
    const site = await liveSite(published);
    expect(site).toMatchObject({ complete: true, pages: pageCount, sectionSlugs: [publishJob.status === "completed" ? "moved" : "getting-started"] });
    // Nothing stays locked: another publish starts and completes.
    const again = await request("POST", `/api/documentations/${published.id}/publish`, { token });
    expect(again.status, again.text).toBe(202);
    expect(await waitFor(app, "the next publish", publishStatus, (job) => job.job_id === again.body.job_id && finished(job.status))).toMatchObject({ status: "completed" });

    // The restore brought the backup back whole, or changed nothing; the project is writable again.
    const titles = await entryTitles(restored);
    expect(titles).toEqual(restoreJob.status === "completed" ? backedUpTitles : [...backedUpTitles, ...pagesOf(5, "Added later").map((page) => page.title)]);
    await createPages(restored, 1, "After restore");

    // The backup: its commit is on the remote when it completed; another backup runs either way.
    if (backupJob.status === "completed") expect(git(gitServer.gitdir, "rev-parse", `docs-platform/${backedUp.id}`).trim()).toBe(backupJob.commit);
    const thirdBackup = await request("POST", `${backedUp.doc}/backup`, { token });
    expect(thirdBackup.status, thirdBackup.text).toBe(202);
    expect(await waitFor(app, "the next backup", () => backupOf(backedUp, thirdBackup.body.backup_id), (item) => finished(item.status))).toMatchObject({ status: "completed" });

    // The import: every page found, or none and the project free for another import.
    if (importJob.status === "completed") {
      expect(await entryCount(imported)).toBe(importJob.result.entry_count);
    } else {
      const retry = await request("POST", `${imported.doc}/initialize-from-website`, { token, json: { url: `${websiteOrigin}/site/`, max_pages: 30 } });
      expect(retry.status, retry.text).toBe(202);
      expect(await waitFor(app, "the next import", importStatus, (job) => finished(job.status))).toMatchObject({ status: "completed" });
    }

    // The batch: none of it was committed (held before COMMIT) or all of it; sent again, it is all there.
    if (database) expect(batchedTitles).toEqual(["Introduction"]);
    else expect(batchBeforeKill === 201 ? [1 + pageCount] : [1, 1 + pageCount]).toContain(batchedTitles.length);
    if (batchedTitles.length === 1) await createPages(batched, pageCount, "Batched");
    expect(await entryTitles(batched)).toHaveLength(1 + pageCount);

    if (database) {
      const state = await serverState();
      expect(Object.keys(state.jobs).filter((status) => !finished(status))).toEqual([]);
      expect(state).toMatchObject({ advisoryLocks: 0, openTransactions: 0 });
    }
  }, 600_000);
});

/** Entries of every section of a project's (only) version. */
async function entryCount(project: Project): Promise<number> {
  const versions = await request("GET", `${project.doc}/version`, { token });
  const content = await request("GET", `${project.doc}/version/${versions.body[0].version_id}/content`, { token });
  expect(content.status, content.text).toBe(200);
  return content.body.sections.reduce((sum: number, section: Json) => sum + section.entries.length, 0);
}
