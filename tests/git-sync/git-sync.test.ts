import { createHmac } from "node:crypto";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { pushDraft } from "@/lib/git-sync/push";
import { cachePath, fetchLinkHead } from "@/lib/git-sync/repository";
import { syncOnce } from "@/lib/git-sync/run-sync";
import { gitSyncTick } from "@/lib/git-sync/schedule";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";
import { api } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { makeProject } from "../publishing/fixtures";
import { git, startGitHttpServer, type GitHttpServer } from "../backups/git-server";
import { signedPush, WorkingCopy } from "./git-remote";

process.env.BACKUP_ALLOW_LOCAL_REPOSITORIES = "true";

let team: Team;
let server: GitHttpServer;
let work: WorkingCopy;
let project: Awaited<ReturnType<typeof makeProject>>;
let versionId: string;
let webhookSecret: string;

const versionPath = (organizationId = team.organizationId) => `/api/v1/documentation/${organizationId}/${project.documentation.id}/version/${versionId}`;
const syncPath = (organizationId?: string) => `${versionPath(organizationId)}/git-sync`;
const webhookPath = (organizationId = team.organizationId) => `/api/v1/organizations/${organizationId}/git-provider/webhook`;

async function draft() {
  const entries = await db.entry.findMany({ where: { section: { versionId } }, include: { section: true }, orderBy: [{ order: "asc" }, { id: "asc" }] });
  return new Map(entries.map((entry) => [String((entry.metadata as { source_path?: string }).source_path ?? `${entry.section.slug}/${entry.slug}`), entry]));
}

async function entryByTitle(title: string) {
  return db.entry.findFirstOrThrow({ where: { title, section: { versionId } } });
}

async function syncAndWait(token = team.admin.token) {
  const started = await api.post(`${syncPath()}/sync`, { token });
  expect(started.status).toBe(202);
  await inProcessJobsIdle();
  return (await api.get(syncPath(), { token })).body;
}

async function sendWebhook(secret: string, branch = "main") {
  const { body, signature } = signedPush(secret, branch, server.url);
  return api.post(webhookPath(), { body, headers: { "content-type": "application/json", "x-hub-signature-256": signature, "x-github-event": "push" } });
}

beforeAll(async () => {
  team = await makeTeam();
  await db.organization.update({ where: { id: team.organizationId }, data: { plan: "pro" } });
  project = await makeProject(team.organizationId, {
    versions: [
      {
        name: "v1",
        slug: "v1",
        isDefault: true,
        sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Install", slug: "install", content: "Dashboard install text.\n" }, { title: "Only in dashboard", slug: "dashboard-only", content: "Written in the dashboard.\n" }] }],
      },
      { name: "v2", slug: "v2", sections: [] },
    ],
  });
  versionId = project.versionIds.get("v1")!;
  server = await startGitHttpServer("sync-token");
  // As on GitHub, the remote's HEAD names the default branch.
  git(server.gitdir, "symbolic-ref", "HEAD", "refs/heads/main");
  work = new WorkingCopy(server.gitdir);
  work
    .write("README.md", "# Handbook repository\n")
    .write("docs/guides/install.md", "---\ntitle: Install\n---\nGit install text.\n")
    .write("docs/guides/configure.md", "# Configure\n\nSet the options.\n\nLine two.\nLine three.\nLine four.\n")
    .write("docs/reference/api.md", "---\ntitle: API\n---\nThe API.\n")
    .commit("Initial docs");
  work.push();
});

afterAll(async () => server?.close());

describe("PUT VERSION/git-sync", () => {
  it("validates the link", async () => {
    for (const json of [
      { repository_url: "ftp://example.com/x.git" },
      { repository_url: server.url, repository_id: "1" },
      {},
      { repository_url: server.url, path: "../outside" },
      { repository_url: server.url, branch: "bad..branch" },
      { repository_url: server.url, webhook_secret: "short" },
    ]) {
      expectProblem(await api.put(syncPath(), { token: team.admin.token, json }), 400);
    }
    expect(await db.gitSyncLink.count({ where: { versionId } })).toBe(0);
  });

  it("is for the project's admins, on a plan with Git sync", async () => {
    const json = { repository_url: server.url, token: "sync-token", path: "docs" };
    expectProblem(await api.put(syncPath(), { json }), 401);
    expectProblem(await api.put(syncPath(), { token: team.member.token, json }), 403);
    expectProblem(await api.put(syncPath(), { token: team.reader.token, json }), 404);
    expectProblem(await api.put(syncPath(team.outsiderOrganizationId), { token: team.outsider.token, json }), 404);
    expectProblem(await api.put(syncPath(), { token: team.outsider.token, json }), 404);
    await db.organization.update({ where: { id: team.organizationId }, data: { plan: "free" } });
    try {
      const refused = await api.put(syncPath(), { token: team.admin.token, json });
      expectProblem(refused, 402);
      expect(refused.body.feature).toBe("git_sync");
    } finally {
      await db.organization.update({ where: { id: team.organizationId }, data: { plan: "pro" } });
    }
    expect(await db.gitSyncLink.count({ where: { versionId } })).toBe(0);
  });

  it("links a version: Git's pages come into the draft, the draft's other pages go to Git, and nothing is lost", async () => {
    const dashboardInstall = await entryByTitle("Install");
    const linked = await api.put(syncPath(), { token: team.admin.token, json: { repository_url: server.url, token: "sync-token", path: "docs" } });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ repository_url: server.url, branch: "main", path: "docs", has_token: true, state: expect.any(String) });
    expect(linked.text).not.toContain("sync-token");
    webhookSecret = linked.body.webhook_secret;
    expect(webhookSecret).toMatch(/^[\w-]{20,}$/);
    await inProcessJobsIdle();

    const entries = await draft();
    // Matched by its slug path: same id, Git's text; the dashboard's text is kept as a conflict.
    expect(entries.get("guides/install.md")).toMatchObject({ id: dashboardInstall.id, content: "Git install text.\n" });
    expect(entries.get("guides/configure.md")?.title).toBe("Configure");
    expect(entries.get("reference/api.md")?.title).toBe("API");
    const status = (await api.get(syncPath(), { token: team.member.token })).body;
    expect(status.state).toBe("idle");
    expect(status.conflicts).toEqual([expect.objectContaining({ entry_id: dashboardInstall.id, content: "Dashboard install text.\n", git_change: "updated", status: "open" })]);

    // The dashboard-only page was committed back, and the sync recorded both directions.
    work.pull();
    expect(work.show("HEAD:docs/guides/dashboard-only.md")).toContain("title: Only in dashboard");
    expect(status.last_commit).toBe(work.head());
    expect(status.recent_runs.map((run: { direction: string }) => run.direction).sort()).toEqual(["pull", "push"]);
    // Files outside the folder are untouched.
    expect(work.show("HEAD:README.md")).toBe("# Handbook repository\n");
  });

  it("refuses to link a second version to the same folder of the branch", async () => {
    const other = `/api/v1/documentation/${team.organizationId}/${project.documentation.id}/version/${project.versionIds.get("v2")}/git-sync`;
    const refused = await api.put(other, { token: team.admin.token, json: { repository_url: server.url, token: "sync-token", path: "docs/" } });
    expectProblem(refused, 409);
    expect(refused.body.version_id).toBe(versionId);
  });

  it("answers the status to editors, and never the secrets", async () => {
    const status = await api.get(syncPath(), { token: team.member.token });
    expect(status.status).toBe(200);
    expect(status.body.webhook_url).toBe(webhookPath());
    expect(status.text).not.toContain(webhookSecret);
    expectProblem(await api.get(syncPath(), { token: team.reader.token }), 404);
    expectProblem(await api.get(syncPath()), 401);
    expectProblem(await api.get(syncPath(), { token: team.outsider.token }), 404);
  });
});

describe("Git to the draft", () => {
  it("imports edits, renames (keeping ids), deletions and new folders from a signed push webhook", async () => {
    const configure = await entryByTitle("Configure");
    const api_ = await entryByTitle("API");
    work.pull();
    work
      .write("docs/guides/install.md", "---\ntitle: Install\n---\nGit install text, edited.\n")
      .move("docs/guides/configure.md", "docs/guides/setup.md")
      .write("docs/guides/setup.md", "# Configure\n\nSet the options.\n\nLine two.\nLine three.\nLine four, edited.\n")
      .remove("docs/reference/api.md")
      .write("docs/reference/advanced/tuning.md", "---\ntitle: Tuning\n---\nTune it.\n")
      .write("docs/reference/index.md", "# Reference\n\nAll of it.\n");
    const pushed = work.commit("Edit, rename, delete, add");
    work.push();

    const accepted = await sendWebhook(webhookSecret);
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ accepted: 1 });
    await inProcessJobsIdle();

    const entries = await draft();
    expect(entries.get("guides/install.md")?.content).toBe("Git install text, edited.\n");
    expect(entries.get("guides/setup.md")).toMatchObject({ id: configure.id, slug: "setup", content: expect.stringContaining("Line four, edited.") });
    expect(await db.entry.findUnique({ where: { id: api_.id } })).toBeNull();
    const tuning = entries.get("reference/advanced/tuning.md")!;
    const folder = await db.entry.findUniqueOrThrow({ where: { id: tuning.parentId! } });
    expect(folder).toMatchObject({ kind: "folder", title: "Advanced" });
    const status = (await api.get(syncPath(), { token: team.admin.token })).body;
    const pull = status.recent_runs.find((run: { direction: string; commit: string }) => run.direction === "pull" && run.commit === pushed);
    expect(pull.changes).toMatchObject({ renamed: [{ from: "guides/configure.md", to: "guides/setup.md" }], deleted: ["reference/api.md"] });
  });

  it("refuses a webhook whose signature is wrong or missing, and starts nothing", async () => {
    const jobs = await db.job.count({ where: { functionId: "sync-git-link" } });
    const { body } = signedPush(webhookSecret, "main");
    const wrong = signedPush("not-the-secret-at-all", "main");
    expectProblem(await api.post(webhookPath(), { body, headers: { "content-type": "application/json", "x-hub-signature-256": wrong.signature } }), 401);
    expectProblem(await api.post(webhookPath(), { body, headers: { "content-type": "application/json" } }), 401);
    // Another organization's webhook address knows none of this organization's secrets.
    const signed = signedPush(webhookSecret, "main");
    expectProblem(await api.post(webhookPath(team.outsiderOrganizationId), { body: signed.body, headers: { "content-type": "application/json", "x-hub-signature-256": signed.signature } }), 401);
    expect(await db.job.count({ where: { functionId: "sync-git-link" } })).toBe(jobs);
    // Signed, but for another branch: accepted, nothing to sync.
    expect((await sendWebhook(webhookSecret, "other")).body).toEqual({ accepted: 0 });
  });

  it("answers a signed ping, and refuses a signed body that is no push event", async () => {
    const sign = (body: string) => `sha256=${createHmac("sha256", webhookSecret).update(body).digest("hex")}`;
    const ping = JSON.stringify({ zen: "Keep it logically awesome." });
    const pong = await api.post(webhookPath(), { body: ping, headers: { "content-type": "application/json", "x-hub-signature-256": sign(ping), "x-github-event": "ping" } });
    expect(pong.status).toBe(202);
    expect(pong.body).toEqual({ accepted: 0 });
    for (const body of ["not json", JSON.stringify({ after: "abc" })]) {
      expectProblem(await api.post(webhookPath(), { body, headers: { "content-type": "application/json", "x-hub-signature-256": sign(body), "x-github-event": "push" } }), 400);
    }
  });
});

describe("the draft to Git", () => {
  it("commits the dashboard's edits as one commit, with the editors as author and co-author", async () => {
    const install = await entryByTitle("Install");
    const tuning = await entryByTitle("Tuning");
    await db.entry.update({ where: { id: install.id }, data: { content: "Edited in the dashboard.\n", updatedById: team.admin.id } });
    await db.entry.update({ where: { id: tuning.id }, data: { title: "Performance tuning", updatedById: team.member.id } });
    const before = work.head();
    await syncAndWait(team.member.token);
    work.pull();
    expect(work.head()).not.toBe(before);
    expect(work.git("rev-list", "--count", `${before}..HEAD`).trim()).toBe("1");
    const log = work.git("log", "-1", "--format=%an <%ae>%n%B");
    const users = await db.user.findMany({ where: { id: { in: [team.admin.id, team.member.id] } } });
    const admin = users.find((user) => user.id === team.admin.id)!;
    const member = users.find((user) => user.id === team.member.id)!;
    expect(log).toContain("Update 2 pages from the dashboard");
    expect(log).toContain("- Update Install (guides/install.md)");
    expect(log).toContain("Performance tuning");
    const authorLine = log.split("\n")[0]!;
    const coAuthor = [admin, member].find((user) => !authorLine.includes(user.email))!;
    expect(log).toContain(`Co-authored-by: ${coAuthor.name ?? coAuthor.email} <${coAuthor.email}>`);
    expect(work.show("HEAD:docs/guides/install.md")).toContain("Edited in the dashboard.");
    expect(work.show("HEAD:docs/reference/advanced/tuning.md")).toContain("title: Performance tuning");
    // Untouched files keep Git's bytes.
    expect(work.show("HEAD:docs/guides/setup.md")).toBe("# Configure\n\nSet the options.\n\nLine two.\nLine three.\nLine four, edited.\n");
    // A second sync finds nothing to commit.
    await syncAndWait();
    work.pull();
    expect(work.git("log", "-1", "--format=%s").trim()).toBe("Update 2 pages from the dashboard");
  });

  it("commits edits by itself once the draft has been still for the push delay", async () => {
    process.env.GIT_SYNC_PUSH_DELAY_MS = "0";
    const setup = await entryByTitle("Configure");
    await db.entry.update({ where: { id: setup.id }, data: { content: "Rewritten.\n", updatedById: team.owner.id } });
    await gitSyncTick();
    await gitSyncTick();
    await inProcessJobsIdle();
    work.pull();
    expect(work.show("HEAD:docs/guides/setup.md")).toContain("Rewritten.");
    expect(work.git("log", "-1", "--format=%s").trim()).toBe("Update Configure from the dashboard");
  });

  it("commits a merged change request at once, as one commit", async () => {
    const install = await entryByTitle("Install");
    const tuning = await entryByTitle("Performance tuning");
    const opened = await api.post(`${versionPath()}/change-requests`, { token: team.member.token, json: { title: "Tune the install" } });
    expect(opened.status).toBe(201);
    const branch = `${versionPath()}/change-requests/${opened.body.change_request_id}`;
    for (const [entry, content] of [[install, "Merged install.\n"], [tuning, "Merged tuning.\n"]] as const) {
      const edited = await api.put(`${branch}/section/${entry.sectionId}/entry/${entry.id}`, { token: team.member.token, json: { content } });
      expect(edited.status).toBe(200);
    }
    const before = work.head();
    expect((await api.post(`${branch}/merge`, { token: team.member.token, json: {} })).status).toBe(200);
    await inProcessJobsIdle();
    work.pull();
    expect(work.git("rev-list", "--count", `${before}..HEAD`).trim()).toBe("1");
    expect(work.show("HEAD")).toContain("+Merged install.");
    const status = (await api.get(syncPath(), { token: team.admin.token })).body;
    expect(status.recent_runs[0]).toMatchObject({ direction: "push", trigger: "change_request", commit: work.head() });
  });

  it("is safe to repeat when the process died between its push and recording it", async () => {
    const link = await db.gitSyncLink.findUniqueOrThrow({ where: { versionId } });
    const items = await db.gitSyncItem.findMany({ where: { linkId: link.id } });
    const install = await entryByTitle("Install");
    await db.entry.update({ where: { id: install.id }, data: { content: "Pushed, then the process died", updatedById: team.admin.id } });
    const conflictsBefore = await db.gitSyncConflict.count({ where: { linkId: link.id } });
    await syncAndWait();
    work.pull();
    const pushed = work.head();
    // As if the push's record had never been written.
    await db.$transaction([
      db.gitSyncItem.deleteMany({ where: { linkId: link.id } }),
      db.gitSyncItem.createMany({ data: items }),
      db.gitSyncLink.update({ where: { id: link.id }, data: { lastSyncedCommit: link.lastSyncedCommit } }),
    ]);
    const status = await syncAndWait();
    expect(status.last_commit).toBe(pushed);
    expect(await db.gitSyncConflict.count({ where: { linkId: link.id } })).toBe(conflictsBefore);
    expect((await db.entry.findUniqueOrThrow({ where: { id: install.id } })).content).toMatch(/^Pushed, then the process died\n?$/);
    work.pull();
    expect(work.head()).toBe(pushed);
  });

  it("has a push refused when the branch moved after its fetch, and then pulls and pushes on top", async () => {
    const link = await db.gitSyncLink.findUniqueOrThrow({ where: { versionId } });
    const { remote, gitdir, head } = await fetchLinkHead(link);
    const install = await entryByTitle("Install");
    await db.entry.update({ where: { id: install.id }, data: { content: "Raced with a push.\n" } });
    work.pull();
    work.write("docs/guides/raced.md", "# Raced\n\nFirst.\n").commit("Meanwhile in Git");
    work.push();
    expect(await pushDraft(link, remote, gitdir, head)).toEqual({ kind: "rejected" });
    await syncOnce(link.id, "manual");
    work.pull();
    expect(work.show("HEAD:docs/guides/install.md")).toContain("Raced with a push.");
    expect(work.show("HEAD:docs/guides/raced.md")).toContain("First.");
  });

  it("pulls first when the branch moved before its push, then pushes on top", async () => {
    const install = await entryByTitle("Install");
    await db.entry.update({ where: { id: install.id }, data: { content: "Second dashboard edit.\n" } });
    work.pull();
    work.write("docs/guides/new-in-git.md", "# New in Git\n\nHello.\n").commit("Add a page");
    work.push();
    await syncAndWait();
    work.pull();
    expect(work.show("HEAD:docs/guides/install.md")).toContain("Second dashboard edit.");
    expect(work.show("HEAD:docs/guides/new-in-git.md")).toContain("Hello.");
    expect((await draft()).get("guides/new-in-git.md")?.title).toBe("New in Git");
  });
});

describe("conflicts", () => {
  it("gives Git the draft, keeps the dashboard's version, and restores or dismisses it", async () => {
    const install = await entryByTitle("Install");
    const setup = await entryByTitle("Configure");
    await syncAndWait();
    await db.entry.update({ where: { id: install.id }, data: { content: "Dashboard side.\n", updatedById: team.admin.id } });
    await db.entry.update({ where: { id: setup.id }, data: { content: "Dashboard side of setup.\n", updatedById: team.admin.id } });
    work.pull();
    work.write("docs/guides/install.md", "---\ntitle: Install\n---\nGit side.\n").remove("docs/guides/setup.md");
    const gitCommit = work.commit("Both sides changed");
    work.push();
    const status = await syncAndWait();

    expect((await db.entry.findUniqueOrThrow({ where: { id: install.id } })).content).toBe("Git side.\n");
    expect(await db.entry.findUnique({ where: { id: setup.id } })).toBeNull();
    const open = status.conflicts.filter((conflict: { superseded_by_commit: string }) => conflict.superseded_by_commit === gitCommit);
    expect(open).toHaveLength(2);
    const installConflict = open.find((conflict: { entry_id: string }) => conflict.entry_id === install.id);
    const setupConflict = open.find((conflict: { entry_id: string }) => conflict.entry_id === setup.id);
    expect(installConflict).toMatchObject({ content: "Dashboard side.\n", git_change: "updated", edited_by: team.admin.id });
    expect(setupConflict).toMatchObject({ content: "Dashboard side of setup.\n", git_change: "deleted" });

    // Restoring puts the dashboard's version back, and Git gets it.
    const conflicts = `${syncPath()}/conflicts`;
    expectProblem(await api.post(`${conflicts}/${setupConflict.conflict_id}/restore`, { token: team.reader.token }), 404);
    expectProblem(await api.post(`${conflicts}/${setupConflict.conflict_id}/restore`), 401);
    expectProblem(await api.post(`${conflicts}/${setupConflict.conflict_id}/restore`, { token: team.outsider.token }), 404);
    expectProblem(await api.post(`${conflicts}/not-a-conflict/restore`, { token: team.member.token }), 404);
    const restored = await api.post(`${conflicts}/${setupConflict.conflict_id}/restore`, { token: team.member.token });
    expect(restored.status).toBe(200);
    expect(restored.body.status).toBe("restored");
    await inProcessJobsIdle();
    expect((await db.entry.findUniqueOrThrow({ where: { id: setup.id } })).content).toBe("Dashboard side of setup.\n");
    work.pull();
    expect(work.show("HEAD:docs/guides/setup.md")).toContain("Dashboard side of setup.");

    expectProblem(await api.post(`${conflicts}/${installConflict.conflict_id}/dismiss`, { token: team.reader.token }), 404);
    expectProblem(await api.post(`${conflicts}/${installConflict.conflict_id}/dismiss`), 401);
    expectProblem(await api.post(`${conflicts}/${installConflict.conflict_id}/dismiss`, { token: team.outsider.token }), 404);
    expectProblem(await api.post(`${conflicts}/not-a-conflict/dismiss`, { token: team.member.token }), 404);
    const dismissed = await api.post(`${conflicts}/${installConflict.conflict_id}/dismiss`, { token: team.member.token });
    expect(dismissed.body).toMatchObject({ status: "dismissed", resolved_by: team.member.id });
    expectProblem(await api.post(`${conflicts}/${installConflict.conflict_id}/dismiss`, { token: team.member.token }), 409);
    const after = (await api.get(syncPath(), { token: team.admin.token })).body;
    expect(after.conflicts.map((conflict: { conflict_id: string }) => conflict.conflict_id)).not.toContain(installConflict.conflict_id);
  });

  it("takes a force-pushed head as the truth and still keeps the dashboard's edits", async () => {
    await syncAndWait();
    const install = await entryByTitle("Install");
    await db.entry.update({ where: { id: install.id }, data: { content: "Edited before the force push.\n" } });
    work.pull();
    // A new history: one commit whose tree differs, pushed over the branch.
    work.git("checkout", "--quiet", "--orphan", "rewritten");
    work.git("rm", "-r", "--quiet", "--cached", ".");
    work.remove("docs").remove("README.md");
    work.write("docs/guides/install.md", "---\ntitle: Install\n---\nRewritten history.\n").write("docs/guides/fresh.md", "# Fresh\n\nNew.\n");
    const head = work.commit("Rewrite history");
    work.push(true);
    const status = await syncAndWait();
    expect(status.last_commit).not.toBe(head);
    const pull = status.recent_runs.find((run: { direction: string; commit: string }) => run.direction === "pull" && run.commit === head);
    expect(pull.forced).toBe(true);
    const entries = await draft();
    expect(entries.get("guides/install.md")).toMatchObject({ id: install.id, content: "Rewritten history.\n" });
    expect(entries.get("guides/fresh.md")?.title).toBe("Fresh");
    expect(entries.has("guides/new-in-git.md")).toBe(false);
    expect(status.conflicts.some((conflict: { entry_id: string; content: string }) => conflict.entry_id === install.id && conflict.content === "Edited before the force push.\n")).toBe(true);
  });

  it("carries sections' and folders' icons both ways in the configuration file", async () => {
    await syncAndWait();
    work.pull();
    const directories = () => (JSON.parse(work.show("HEAD:docs/docs-platform.json")) as { directories: Record<string, { icon?: string }> }).directories;
    const before = directories();
    work
      .write("docs/docs-platform.json", JSON.stringify({ directories: { ...before, guides: { ...before.guides, icon: "rocket" }, "guides/deeper": { icon: "🧭" } } }))
      .write("docs/guides/deeper/page.md", "# Deep\n\nBelow.\n")
      .commit("Icons");
    work.push();
    await syncAndWait();
    const guides = await db.section.findFirstOrThrow({ where: { versionId, slug: "guides" } });
    expect(guides.icon).toBe("rocket");
    const deeper = await entryByTitle("Deeper");
    expect(deeper.metadata).toMatchObject({ icon: "🧭" });

    await db.section.update({ where: { id: guides.id }, data: { icon: "book-open" } });
    await db.entry.update({ where: { id: deeper.id }, data: { metadata: { ...(deeper.metadata as object), icon: "compass" } } });
    await syncAndWait();
    work.pull();
    expect(directories()).toMatchObject({ guides: { icon: "book-open" }, "guides/deeper": { icon: "compass" } });
    expect(work.git("log", "-1", "--format=%B")).toContain("docs-platform.json");
  });
});

describe("history, sync now and unlinking", () => {
  it("pages the history, newest first", async () => {
    const first = await api.get(`${syncPath()}/history?limit=2`, { token: team.member.token });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    const second = await api.get(`${syncPath()}/history?limit=2&cursor=${cursor}`, { token: team.member.token });
    expect(second.body[0].run_id).not.toBe(first.body[1].run_id);
    expect(Date.parse(second.body[0].created_at)).toBeLessThanOrEqual(Date.parse(first.body[1].created_at));
    expectProblem(await api.get(`${syncPath()}/history?limit=0`, { token: team.member.token }), 400);
    expectProblem(await api.get(`${syncPath()}/history`, { token: team.reader.token }), 404);
    expectProblem(await api.get(`${syncPath()}/history`), 401);
  });

  it("starts a sync on demand for editors only", async () => {
    expectProblem(await api.post(`${syncPath()}/sync`), 401);
    expectProblem(await api.post(`${syncPath()}/sync`, { token: team.reader.token }), 404);
    expectProblem(await api.post(`${syncPath(team.outsiderOrganizationId)}/sync`, { token: team.outsider.token }), 404);
    await db.organization.update({ where: { id: team.organizationId }, data: { plan: "free" } });
    try {
      expectProblem(await api.post(`${syncPath()}/sync`, { token: team.member.token }), 402);
    } finally {
      await db.organization.update({ where: { id: team.organizationId }, data: { plan: "pro" } });
    }
    const started = await api.post(`${syncPath()}/sync`, { token: team.member.token });
    expect(started.status).toBe(202);
    expect(started.body.job_id).toBeTruthy();
    await inProcessJobsIdle();
  });

  it("records a sync that fails, with its error", async () => {
    const link = await db.gitSyncLink.findUniqueOrThrow({ where: { versionId } });
    const refused = await api.put(syncPath(), { token: team.admin.token, json: { repository_url: server.url, token: "wrong-token", path: "docs" } });
    expect(refused.status).toBe(200);
    await inProcessJobsIdle();
    const status = (await api.get(syncPath(), { token: team.admin.token })).body;
    expect(status.state).toBe("error");
    expect(status.last_error).toBeTruthy();
    expect(status.recent_runs[0]).toMatchObject({ status: "failed" });
    await db.gitSyncLink.update({ where: { id: link.id }, data: { encryptedToken: link.encryptedToken } });
  });

  it("refuses a file over the size limit, names it, changes nothing, and recovers once it is gone", async () => {
    const before = await draft();
    work.pull();
    work.write("docs/guides/huge.md", `# Huge\n\n${"x".repeat(1024 * 1024 + 1)}\n`).commit("A huge page");
    work.push();
    const failed = await syncAndWait();
    expect(failed.state).toBe("error");
    expect(failed.last_error).toContain("guides/huge.md");
    expect([...(await draft()).keys()].sort()).toEqual([...before.keys()].sort());
    work.remove("docs/guides/huge.md").commit("Too large");
    work.push();
    const recovered = await syncAndWait();
    expect(recovered).toMatchObject({ state: "idle", last_error: null });
  });

  it("unlinks for admins only", async () => {
    expectProblem(await api.delete(syncPath(), { token: team.member.token }), 403);
    expectProblem(await api.delete(syncPath()), 401);
    expectProblem(await api.delete(syncPath(team.outsiderOrganizationId), { token: team.outsider.token }), 404);
    const link = await db.gitSyncLink.findUniqueOrThrow({ where: { versionId } });
    expect(existsSync(cachePath(link.id))).toBe(true);
    expect((await api.delete(syncPath(), { token: team.admin.token })).status).toBe(204);
    expect(existsSync(cachePath(link.id))).toBe(false);
    expectProblem(await api.get(syncPath(), { token: team.admin.token }), 404);
    // The draft stays as it was.
    expect((await draft()).size).toBeGreaterThan(0);
  });
});
