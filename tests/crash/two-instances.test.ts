import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../helpers/api";
import { appClient, appDataDirectory, appEnvironment, createOwnDatabase, operatorToken, startApp, waitFor, type AppProcess } from "../helpers/app-process";

/**
 * Two app processes on one PostgreSQL server, requests alternating between them: what one
 * instance does, the other must respect (limits, counts, jobs, revocations, published pages).
 * The embedded database is one process by design (lib/db/ownership.ts), so this needs
 * TEST_DATABASE_URL.
 */
const tokenTtlMs = 1_500;
const siteTtlMs = 1_500;
/** What a busy machine adds to a documented delay: a request's own time, a poll's interval. */
const slackMs = 2_000;

const onServer = !!process.env.TEST_DATABASE_URL;

let database: NonNullable<Awaited<ReturnType<typeof createOwnDatabase>>>;
let dataDir: string;
const apps: AppProcess[] = [];
const clients = [appClient(() => apps[0]!), appClient(() => apps[1]!)];
/** The instance for the n-th request of a series: they alternate. */
const at = (n: number) => clients[n % 2]!;
let token: string;
let organizationId: string;
let organizationSlug: string;

beforeAll(async () => {
  if (!onServer) return;
  database = (await createOwnDatabase())!;
  dataDir = appDataDirectory();
  const env = appEnvironment(database.url, dataDir, {
    TOKEN_CACHE_TTL_MS: String(tokenTtlMs),
    SITE_CACHE_TTL_MS: String(siteTtlMs),
    // Each instance's recovery sweeps every 6 s, and must leave the other's running job alone.
    JOBS_STALE_AFTER_MS: "6000",
  });
  // The first migrates the database; the second then finds it ready.
  apps.push(await startApp(env));
  apps.push(await startApp(env));
  token = await operatorToken(env, "two-instances@example.test");
  const organization = await at(0)("POST", "/api/v1/organization", { token, json: { name: "Two Instances", billing_email: "billing@example.test" } });
  expect(organization.status, organization.text).toBe(201);
  organizationId = organization.body.organization_id;
  organizationSlug = organization.body.slug;
  await at(1)("POST", `/api/v1/organization/${organizationId}/complete-onboarding`, { token });
}, 180_000);

afterAll(async () => {
  if (!onServer) return;
  await Promise.all(apps.map((app) => app.kill("SIGTERM")));
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A public project initialized blank ("Getting started" / "Introduction"), with `pages` more pages. */
async function createProject(name: string, pages = 0) {
  const created = await at(0)("POST", `/api/v1/documentation/${organizationId}`, { token, json: { name, is_public: true } });
  expect(created.status, created.text).toBe(201);
  const doc = `/api/v1/documentation/${organizationId}/${created.body.documentation_id}`;
  const blank = await at(1)("POST", `${doc}/initialize-blank`, { token });
  expect(blank.status, blank.text).toBe(201);
  const section = `${doc}/version/${blank.body.version_id}/section/${blank.body.section_id}`;
  if (pages > 0) {
    const entries = Array.from({ length: pages }, (_, n) => ({ title: `Page ${n}`, content: `Page ${n}.` }));
    expect((await at(0)("POST", `${section}/entry/batch`, { token, json: { entries } })).status).toBe(201);
  }
  return { id: created.body.documentation_id as string, slug: created.body.slug as string, section, introduction: `${section}/entry/${blank.body.entry_id}` };
}

const finished = (status: string) => status === "completed" || status === "failed";

/** Customer sessions of the organization's feedback workspace, one per email. */
async function customerSessions(count: number, label: string): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const session = await at(n)("POST", "/api/tasks/sessions", { json: { workspace: organizationSlug, email: `${label}-${n}@example.test` } });
      expect(session.status, session.text).toBe(201);
      return session.body.token as string;
    }),
  );
}

// Skipped without TEST_DATABASE_URL: the embedded database is one process by design.
describe.skipIf(!onServer)("two app instances on one PostgreSQL server (TEST_DATABASE_URL; skipped on the embedded database, one process by design)", () => {
  beforeAll(async () => {
    const settings = await at(0)("PUT", `/api/v1/organization/${organizationId}/feedback/settings`, {
      token,
      json: { public_roadmap: true, ideas_enabled: true, idea_limit_per_customer: 5, idea_limit_per_address: 1000, idea_limit_window_seconds: 3600 },
    });
    expect(settings.status, settings.text).toBe(200);
  });

  it("holds an idea rate limit across both", async () => {
    const [session] = await customerSessions(1, "ideas");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        at(n)("POST", "/api/tasks/ideas", { token: session, json: { title: `Idea ${n}`, description: "Both instances count.", customer_email: "ideas-0@example.test" } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    const ideas = await at(1)("GET", `/api/v1/organization/${organizationId}/feedback/ideas?limit=50`, { token });
    expect(ideas.body.filter((idea: Json) => idea.customer_email === "ideas-0@example.test")).toHaveLength(5);
  });

  it("counts concurrent votes exactly", async () => {
    const item = await at(0)("POST", `/api/v1/organization/${organizationId}/feedback/items`, { token, json: { title: "Dark mode", status: "planned" } });
    expect(item.status, item.text).toBe(201);
    const sessions = await customerSessions(12, "voter");
    // Each voter votes twice at once, once on each instance: one vote counts.
    const answers = await Promise.all(
      sessions.flatMap((session) => [0, 1].map((n) => at(n)("POST", `/api/tasks/items/${item.body.item_id}/vote`, { token: session }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(sessions.length);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(sessions.length);
    for (const client of clients) {
      const roadmap = await client("GET", "/api/tasks/roadmap", { token: sessions[0] });
      const counted = roadmap.body.flatMap((group: Json) => group.items).find((candidate: Json) => candidate.item_id === item.body.item_id);
      expect(counted.vote_count).toBe(sessions.length);
    }
  });

  it("runs a publish once when both are asked at once", async () => {
    const project = await createProject("Published once", 300);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => at(n)("POST", `/api/documentations/${project.id}/publish`, { token })));
    const started = answers.filter((answer) => answer.status === 202);
    expect(started).toHaveLength(1);
    const jobId = started[0]!.body.job_id;
    for (const refused of answers.filter((answer) => answer.status !== 202)) {
      expect(refused.status).toBe(409);
      expect(refused.body.job_id).toBe(jobId);
    }
    const job = await waitFor(apps[0]!, "the publish", () => at(1)("GET", `/api/documentations/${project.id}/publish/status`, { token }).then((response) => response.body), (body) => finished(body.status));
    expect(job).toMatchObject({ job_id: jobId, status: "completed", page_count: 301 });
    const history = await at(0)("GET", `/api/documentations/${project.id}/publish/history`, { token });
    expect(history.body.map((item: Json) => item.job_id)).toEqual([jobId]);
    // One attempt on one instance: neither instance's recovery took it for dead.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT attempts FROM "Job" WHERE id = $1`, [jobId]);
      expect(rows).toEqual([{ attempts: 1 }]);
    } finally {
      await client.end();
    }
    for (const app of apps) expect(app.output()).not.toContain("resuming interrupted job");
  });

  it("refuses a revoked token on both within TOKEN_CACHE_TTL_MS", async () => {
    const created = await at(0)("POST", "/api/v1/tokens", { token, json: { name: "revoked soon" } });
    expect(created.status, created.text).toBe(201);
    const secret = created.body.token;
    // Both instances verify it and remember it.
    for (const client of clients) expect((await client("GET", "/api/v1/tokens", { token: secret })).status).toBe(200);
    const revoked = await at(0)("DELETE", `/api/v1/tokens/${created.body.token_id}`, { token });
    expect(revoked.status, revoked.text).toBe(204);
    const revokedAt = Date.now();
    expect((await at(0)("GET", "/api/v1/tokens", { token: secret })).status).toBe(401);
    await waitFor(apps[1]!, "the other instance to refuse the token", async () => (await at(1)("GET", "/api/v1/tokens", { token: secret })).status, (status) => status === 401, tokenTtlMs + slackMs);
    console.log(`two instances: the other instance refused the revoked token after ${Date.now() - revokedAt} ms (TOKEN_CACHE_TTL_MS ${tokenTtlMs})`);
    for (const client of clients) expect((await client("GET", "/api/v1/tokens", { token: secret })).status).toBe(401);
  });

  it("serves a new publish from both within SITE_CACHE_TTL_MS", async () => {
    const project = await createProject("Cached site");
    const page = `/docs/${organizationSlug}/${project.slug}/getting-started/introduction`;
    const read = async (n: number) => {
      const response = await fetch(apps[n]!.url + page);
      expect(response.status).toBe(200);
      return response.text();
    };
    const publish = async (n: number) => {
      const started = await at(n)("POST", `/api/documentations/${project.id}/publish`, { token });
      expect(started.status, started.text).toBe(202);
      await waitFor(apps[n]!, "the publish", () => at(n)("GET", `/api/documentations/${project.id}/publish/status`, { token }).then((response) => response.body), (body) => finished(body.status));
    };
    expect((await at(0)("PUT", project.introduction, { token, json: { content: "The first edition." } })).status).toBe(200);
    await publish(0);
    // Both instances render the page, remember it and answer it from memory.
    for (const n of [0, 1, 0, 1]) expect(await read(n)).toContain("The first edition.");

    expect((await at(1)("PUT", project.introduction, { token, json: { content: "The second edition." } })).status).toBe(200);
    // Published through the second instance: it serves the new page at once, the first within
    // the TTL. Readers of the first keep its state of the site fresh until the publish ends.
    let publishing = true;
    const reading = (async () => {
      while (publishing) {
        await read(0);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await publish(1);
    const publishedAt = Date.now();
    publishing = false;
    await reading;
    expect(await read(1)).toContain("The second edition.");
    await waitFor(apps[0]!, "the first instance to serve the new page", () => read(0), (html) => html.includes("The second edition."), siteTtlMs + slackMs);
    console.log(`two instances: the other instance served the new page after ${Date.now() - publishedAt} ms (SITE_CACHE_TTL_MS ${siteTtlMs})`);
    for (const n of [0, 1]) expect(await read(n)).not.toContain("The first edition.");
  });
});
