import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { sweepExpiredCustomerSessions } from "@/lib/feedback/customer-session";
import { api, type Json } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { makeOrganizationToken, makeProject } from "../events/helpers";

let team: Team;
let slug: string;
let orgToken: string;
let readerOrgToken: string;

beforeAll(async () => {
  team = await makeTeam();
  slug = (await api.get(`/api/v1/organization/${team.organizationId}`, { token: team.owner.token })).body.slug;
  orgToken = await makeOrganizationToken(team.organizationId, team.owner, "member");
  readerOrgToken = await makeOrganizationToken(team.organizationId, team.owner, "reader");
});

const admin = (path = "") => `/api/v1/organization/${team.organizationId}/feedback${path}`;

async function customerSession(email: string, workspace = slug) {
  const response = await api.post("/api/tasks/sessions", { json: { workspace, email }, peer: `198.51.100.${Math.floor(Math.random() * 250)}` });
  expect(response.status).toBe(201);
  return response.body.token as string;
}

async function approvedItem(title: string, status = "planned") {
  const idea = await api.post("/api/v1/tasks/ideas", {
    token: orgToken,
    json: { title, description: `${title} please`, customer_email: "ideas@customer.test" },
    peer: `192.0.2.${Math.floor(Math.random() * 250)}`,
  });
  expect(idea.status).toBe(201);
  const item = await api.post(admin(`/ideas/${idea.body.idea_id}/approve`), { token: team.admin.token, json: { status } });
  expect(item.status).toBe(201);
  return item.body;
}

describe("customer sessions", () => {
  it("issues a dp_cus_ token by email that works on /tasks only", async () => {
    const created = await api.post("/api/v1/tasks/sessions", { json: { workspace: slug, email: "Visitor@Customer.test" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ token: expect.stringMatching(/^dp_cus_/), customer_email: "visitor@customer.test" });
    expect((await api.get("/api/tasks/statuses", { token: created.body.token })).status).toBe(200);
    expectProblem(await api.get("/api/v1/organization", { token: created.body.token }), 401);
    expectProblem(await api.get(admin("/settings"), { token: created.body.token }), 401);
  });

  it("refuses an expired session, and the sweep deletes it while a current one stays", async () => {
    const expiring = await customerSession("expiring@customer.test");
    const current = await customerSession("current@customer.test");
    const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
    await db.customerSession.update({ where: { tokenHash: tokenHash(expiring) }, data: { expiresAt: new Date(Date.now() - 2 * 60 * 60 * 1000) } });
    expectProblem(await api.get("/api/tasks/statuses", { token: expiring }), 401);
    expect(await sweepExpiredCustomerSessions(new Date(Date.now() - 60 * 60 * 1000))).toBeGreaterThanOrEqual(1);
    expect(await db.customerSession.findUnique({ where: { tokenHash: tokenHash(expiring) } })).toBeNull();
    expect((await api.get("/api/tasks/statuses", { token: current })).status).toBe(200);
  });

  it("validates and hides unknown or private workspaces", async () => {
    expectProblem(await api.post("/api/tasks/sessions", { json: { workspace: slug, email: "nope" } }), 400);
    expectProblem(await api.post("/api/tasks/sessions", { json: { workspace: "no-such-org-slug", email: "a@b.test" } }), 404);
  });

  it("refuses bad tokens and personal tokens", async () => {
    expectProblem(await api.get("/api/tasks/roadmap"), 401);
    expectProblem(await api.get("/api/tasks/roadmap", { token: "dp_cus_forged" }), 401);
    expectProblem(await api.get("/api/tasks/roadmap", { token: team.owner.token }), 403);
  });

  it("is rate limited per client address", async () => {
    const peer = "203.0.113.77";
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await api.post("/api/tasks/sessions", { json: { workspace: slug, email: `many${i}@c.test` }, peer })).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    const limited = await api.post("/api/tasks/sessions", { json: { workspace: slug, email: "late@c.test" }, peer });
    expectProblem(limited, 429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("takes the address from the socket, not from a client's X-Forwarded-For", async () => {
    const peer = "203.0.113.78";
    for (let i = 0; i < 20; i++) {
      expect((await api.post("/api/tasks/sessions", { json: { workspace: slug, email: `spoof${i}@c.test` }, peer })).status).toBe(201);
    }
    for (let i = 0; i < 5; i++) {
      const spoofed = await api.post("/api/tasks/sessions", {
        json: { workspace: slug, email: `spoofed${i}@c.test` },
        peer,
        headers: { "x-forwarded-for": `198.51.100.${i + 1}`, "x-real-ip": `198.51.100.${i + 1}` },
      });
      expectProblem(spoofed, 429);
    }
  });

  it("walks X-Forwarded-For only through the proxies in TRUSTED_PROXIES", async () => {
    process.env.TRUSTED_PROXIES = "10.0.0.0/8, 192.168.1.1";
    try {
      // Behind two trusted proxies the client is the hop the outer proxy saw; what it claimed left of that is ignored.
      const viaProxies = (claimed: string, client: string) => ({ peer: "10.0.0.5", headers: { "x-forwarded-for": `${claimed}, ${client}, 192.168.1.1` } });
      for (let i = 0; i < 20; i++) {
        const response = await api.post("/api/tasks/sessions", { json: { workspace: slug, email: `proxied${i}@c.test` }, ...viaProxies(`198.51.100.${i}`, "203.0.113.79") });
        expect(response.status).toBe(201);
      }
      expectProblem(await api.post("/api/tasks/sessions", { json: { workspace: slug, email: "proxied-late@c.test" }, ...viaProxies("198.51.100.99", "203.0.113.79") }), 429);
      // Another client behind the same proxies has its own count.
      expect((await api.post("/api/tasks/sessions", { json: { workspace: slug, email: "neighbour@c.test" }, ...viaProxies("203.0.113.79", "203.0.113.80") })).status).toBe(201);
    } finally {
      delete process.env.TRUSTED_PROXIES;
    }
  });
});

describe("ideas", () => {
  it("go to the private backlog, both with and without /v1", async () => {
    const token = await customerSession("idea-author@customer.test");
    const created = await api.post("/api/tasks/ideas", {
      token,
      json: { title: "Dark mode", description: "For the docs site", customer_email: "idea-author@customer.test" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ idea_id: expect.any(String), status: "backlog", customer_email: "idea-author@customer.test" });
    const viaV1 = await api.post("/api/v1/tasks/ideas", { token: orgToken, json: { title: "PDF export", description: "x", customer_email: "b@c.test" } });
    expect(viaV1.status).toBe(201);
    const backlog = await api.get(admin("/ideas"), { token: team.admin.token });
    expect(backlog.body.map((i: Json) => i.title)).toEqual(expect.arrayContaining(["Dark mode", "PDF export"]));
    const roadmap = await api.get("/api/tasks/roadmap", { token });
    expect(roadmap.body.flatMap((group: Json) => group.items).map((i: Json) => i.title)).not.toContain("Dark mode");
  });

  it("validates the body and the session's email", async () => {
    const token = await customerSession("validator@customer.test");
    const invalid = await api.post("/api/tasks/ideas", { token, json: { title: "", description: "", customer_email: "x" } });
    expectProblem(invalid, 400);
    expect(invalid.body.errors.map((e: Json) => e.path).sort()).toEqual(["body.customer_email", "body.description", "body.title"]);
    const other = await api.post("/api/tasks/ideas", { token, json: { title: "Spoof", description: "x", customer_email: "someone@else.test" } });
    expectProblem(other, 400);
    expect(other.body.errors[0].path).toBe("body.customer_email");
  });

  it("serves the idea configuration", async () => {
    const config = await api.get("/api/tasks/ideas/config", { token: readerOrgToken });
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ ideas_enabled: true, rate_limit: { per_customer: expect.any(Number), window_seconds: expect.any(Number) } });
    expect((await api.get("/api/v1/tasks/ideas/config", { token: await customerSession("cfg@c.test") })).status).toBe(200);
    expectProblem(await api.get("/api/tasks/ideas/config"), 401);
  });
});

describe("idea rate limits", () => {
  it("hold per customer and per address under concurrent submissions", async () => {
    const organization = await makeTeam();
    const token = await makeOrganizationToken(organization.organizationId, organization.owner, "member");
    const settings = await api.put(`/api/v1/organization/${organization.organizationId}/feedback/settings`, {
      token: organization.admin.token,
      json: { idea_limit_per_customer: 3, idea_limit_per_address: 5, idea_limit_window_seconds: 3600 },
    });
    expect(settings.status).toBe(200);
    const submit = (email: string, address: string) =>
      api.post("/api/tasks/ideas", { token, json: { title: "Concurrent idea", description: "x", customer_email: email }, peer: address });

    const sameCustomer = await Promise.all(Array.from({ length: 8 }, (_, i) => submit("busy@customer.test", `192.0.2.${i + 1}`)));
    expect(sameCustomer.filter((r) => r.status === 201)).toHaveLength(3);
    const limited = sameCustomer.find((r) => r.status === 429)!;
    expectProblem(limited, 429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const sameAddress = await Promise.all(Array.from({ length: 9 }, (_, i) => submit(`c${i}@customer.test`, "198.51.100.9")));
    expect(sameAddress.filter((r) => r.status === 201)).toHaveLength(5);

    // A client's own X-Forwarded-For does not make it another address.
    const spoofing = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.post("/api/tasks/ideas", {
          token,
          json: { title: "Spoofed idea", description: "x", customer_email: `s${i}@customer.test` },
          peer: "198.51.100.9",
          headers: { "x-forwarded-for": `198.51.100.${100 + i}` },
        }),
      ),
    );
    expect(spoofing.map((r) => r.status)).toEqual(Array(30).fill(429));

    const backlog = await api.get(`/api/v1/organization/${organization.organizationId}/feedback/ideas?limit=200`, { token: organization.admin.token });
    expect(backlog.body).toHaveLength(8);
  });

  it("refuses ideas when the workspace turned them off", async () => {
    const organization = await makeTeam();
    const token = await makeOrganizationToken(organization.organizationId, organization.owner, "member");
    await api.put(`/api/v1/organization/${organization.organizationId}/feedback/settings`, { token: organization.owner.token, json: { ideas_enabled: false } });
    expectProblem(await api.post("/api/tasks/ideas", { token, json: { title: "Closed", description: "x", customer_email: "a@b.test" } }), 403);
  });
});

describe("email confirmation", () => {
  it("starts a customer session only with the code mailed to the address, where the workspace asks for one", async () => {
    const organization = await makeTeam();
    const workspace = (await api.get(`/api/v1/organization/${organization.organizationId}`, { token: organization.owner.token })).body.slug;
    const settingsPath = `/api/v1/organization/${organization.organizationId}/feedback/settings`;
    expect((await api.get(settingsPath, { token: organization.admin.token })).body.confirm_customer_emails).toBe(false);
    expectProblem(await api.put(settingsPath, { token: organization.admin.token, json: { confirm_customer_emails: "yes" } }), 400);
    expectProblem(await api.put(settingsPath, { token: organization.member.token, json: { confirm_customer_emails: true } }), 403);
    const turnedOn = await api.put(settingsPath, { token: organization.admin.token, json: { confirm_customer_emails: true } });
    expect(turnedOn.body.confirm_customer_emails).toBe(true);

    const email = `confirm-${Date.now()}@customer.test`;
    const start = (json: Record<string, string>) => api.post("/api/tasks/sessions", { json: { workspace, email, ...json }, peer: "203.0.113.40" });
    const sent = await start({});
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ confirmation_required: true, customer_email: email, code_expires_at: expect.any(String) });
    expect(sent.body.token).toBeUndefined();
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    const wrong = await start({ code: code === "000000" ? "000001" : "000000" });
    expectProblem(wrong, 400);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ path: "body.code" })]);
    expectProblem(await start({ code: "12ab" }), 400);
    expect(await db.customerSession.count({ where: { customer: { email } } })).toBe(0);

    const started = await start({ code });
    expect(started.status).toBe(201);
    expect(started.body.token).toMatch(/^dp_cus_/);
    // A code starts one session.
    expectProblem(await start({ code }), 400);
    expect(await db.customerSession.count({ where: { customer: { email } } })).toBe(1);

    // Turned off again, an email is taken as typed.
    await api.put(settingsPath, { token: organization.admin.token, json: { confirm_customer_emails: false } });
    expect((await api.post("/api/tasks/sessions", { json: { workspace, email: `typed-${email}` }, peer: "203.0.113.41" })).status).toBe(201);
  });
});

describe("roadmap administration", () => {
  it("approves ideas into roadmap items and moves them between statuses", async () => {
    const item = await approvedItem("Search filters", "in_progress");
    expect(item).toMatchObject({ status: "in_progress", title: "Search filters", vote_count: 0 });
    const roadmap = await api.get("/api/tasks/roadmap", { token: orgToken });
    expect(roadmap.body.map((group: Json) => group.status)).toEqual(["planned", "in_progress", "shipped"]);
    expect(roadmap.body[1].items.map((i: Json) => i.item_id)).toContain(item.item_id);
    const moved = await api.patch(admin(`/items/${item.item_id}`), { token: team.owner.token, json: { status: "shipped" } });
    expect(moved.body.status).toBe("shipped");
    const after = await api.get("/api/tasks/roadmap", { token: orgToken });
    expect(after.body[2].items.map((i: Json) => i.item_id)).toContain(item.item_id);
    const approved = await api.get(admin("/ideas?status=approved"), { token: team.admin.token });
    expect(approved.body.map((i: Json) => i.idea_id)).toContain(item.idea_id);
  });

  it("declines and deletes backlog ideas; an idea is handled once", async () => {
    const idea = await api.post("/api/tasks/ideas", { token: orgToken, json: { title: "Decline me", description: "x", customer_email: "d@c.test" } });
    const declined = await api.post(admin(`/ideas/${idea.body.idea_id}/decline`), { token: team.admin.token });
    expect(declined.body.status).toBe("declined");
    expectProblem(await api.post(admin(`/ideas/${idea.body.idea_id}/approve`), { token: team.admin.token }), 409);
    expect((await api.delete(admin(`/ideas/${idea.body.idea_id}`), { token: team.admin.token })).status).toBe(204);
    expectProblem(await api.delete(admin(`/ideas/${idea.body.idea_id}`), { token: team.admin.token }), 404);
  });

  it("creates, edits and deletes items directly", async () => {
    const created = await api.post(admin("/items"), { token: team.admin.token, json: { title: "Direct item" } });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("planned");
    expectProblem(await api.patch(admin(`/items/${created.body.item_id}`), { token: team.admin.token, json: { status: "done" } }), 400);
    expectProblem(await api.patch(admin(`/items/${created.body.item_id}`), { token: team.admin.token, json: {} }), 400);
    const list = await api.get(admin("/items"), { token: team.admin.token });
    expect(list.body.map((i: Json) => i.item_id)).toContain(created.body.item_id);
    expect((await api.delete(admin(`/items/${created.body.item_id}`), { token: team.admin.token })).status).toBe(204);
    expectProblem(await api.delete(admin(`/items/${created.body.item_id}`), { token: team.admin.token }), 404);
  });

  it("is for organization admins only", async () => {
    expectProblem(await api.get(admin("/ideas"), { token: team.member.token }), 403);
    expectProblem(await api.post(admin("/items"), { token: team.member.token, json: { title: "Nope" } }), 403);
    expectProblem(await api.get(admin("/ideas"), { token: team.outsider.token }), 404);
    expectProblem(await api.get(admin("/settings")), 401);
    expectProblem(await api.put(admin("/settings"), { token: team.admin.token, json: { idea_limit_per_customer: 0 } }), 400);
    const foreign = await approvedItem("Foreign check");
    expectProblem(
      await api.patch(`/api/v1/organization/${team.outsiderOrganizationId}/feedback/items/${foreign.item_id}`, { token: team.outsider.token, json: { status: "shipped" } }),
      404,
    );
  });
});

describe("votes", () => {
  it("one per voter and item; duplicates 409; DELETE removes", async () => {
    const item = await approvedItem("Vote on me");
    const customer = await customerSession("voter@customer.test");
    const path = `/api/tasks/items/${item.item_id}/vote`;
    const first = await api.post(path, { token: customer });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ voted: true, vote_count: 1 });
    expectProblem(await api.post(`/api/v1/tasks/items/${item.item_id}/vote`, { token: customer }), 409);
    // A second session of the same customer is the same voter.
    expectProblem(await api.post(path, { token: await customerSession("voter@customer.test") }), 409);
    expect((await api.post(path, { token: orgToken })).body.vote_count).toBe(2);
    const roadmap = await api.get("/api/tasks/roadmap", { token: customer });
    const listed = roadmap.body[0].items.find((i: Json) => i.item_id === item.item_id);
    expect(listed).toMatchObject({ vote_count: 2, voted: true });
    expect((await api.delete(path, { token: customer })).status).toBe(204);
    expectProblem(await api.delete(path, { token: customer }), 404);
    expectProblem(await api.post("/api/tasks/items/not-an-item/vote", { token: customer }), 404);
    expectProblem(await api.post(path), 401);
  });

  it("keeps counts exact under concurrent voting", async () => {
    const item = await approvedItem("Popular item");
    const tokens = await Promise.all(Array.from({ length: 12 }, (_, i) => customerSession(`crowd${i}@customer.test`)));
    const path = `/api/tasks/items/${item.item_id}/vote`;
    const votes = await Promise.all([...tokens, ...tokens.slice(0, 6)].map((token) => api.post(path, { token })));
    expect(votes.filter((r) => r.status === 201)).toHaveLength(12);
    expect(votes.filter((r) => r.status === 409)).toHaveLength(6);
    const items = await api.get(admin("/items"), { token: team.admin.token });
    expect(items.body.find((i: Json) => i.item_id === item.item_id).vote_count).toBe(12);
    // Most voted first, a page at a time: the pages together list every item once.
    expect(items.body[0].item_id).toBe(item.item_id);
    const paged: string[] = [];
    for (let cursor: string | null = "", pages = 0; cursor !== null && pages < 50; pages++) {
      const page = await api.get(admin(`/items?limit=2${cursor ? `&cursor=${cursor}` : ""}`), { token: team.admin.token });
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(2);
      paged.push(...page.body.map((i: Json) => i.item_id));
      cursor = page.headers.get("x-next-cursor");
    }
    expect(paged).toEqual(items.body.map((i: Json) => i.item_id));
    expectProblem(await api.get(admin("/items?limit=500"), { token: team.admin.token }), 400);
  });

  it("does not reach items of another workspace", async () => {
    const item = await approvedItem("Private to team");
    const outsiderToken = await makeOrganizationToken(team.outsiderOrganizationId, team.outsider, "member");
    expectProblem(await api.post(`/api/tasks/items/${item.item_id}/vote`, { token: outsiderToken }), 404);
  });
});

describe("changelogs", () => {
  it("are written by admins, optionally for a version, and listed in /tasks", async () => {
    const project = await makeProject(team.organizationId, team.owner, "Changelog guide");
    const version = await api.post(`/api/v1/documentation/${team.organizationId}/${project}/version`, { token: team.owner.token, json: { name: "2.0" } });
    expect(version.status).toBe(201);
    const versionId = version.body.version_id;
    const general = await api.post(admin("/changelogs"), { token: team.admin.token, json: { title: "Faster search", body: "Search is faster." } });
    expect(general.status).toBe(201);
    const tied = await api.post(admin("/changelogs"), { token: team.admin.token, json: { title: "2.0 is out", body: "New things.", version_id: versionId } });
    expect(tied.body.version_id).toBe(versionId);
    const scheduled = await api.post(admin("/changelogs"), {
      token: team.admin.token,
      json: { title: "Coming soon", body: "Later.", published_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(scheduled.status).toBe(201);

    const all = await api.get("/api/tasks/changelogs", { token: orgToken });
    expect(all.body.map((c: Json) => c.title)).toEqual(expect.arrayContaining(["Faster search", "2.0 is out"]));
    expect(all.body.map((c: Json) => c.title)).not.toContain("Coming soon");
    const byVersion = await api.get(`/api/v1/tasks/changelogs/version/${versionId}`, { token: await customerSession("reader@c.test") });
    expect(byVersion.body.map((c: Json) => c.title)).toEqual(["2.0 is out"]);
    const paged = await api.get("/api/tasks/changelogs?limit=1", { token: orgToken });
    expect(paged.body).toHaveLength(1);
    expect(paged.headers.get("x-next-cursor")).toBeTruthy();

    const edited = await api.patch(admin(`/changelogs/${general.body.changelog_id}`), { token: team.admin.token, json: { title: "Much faster search" } });
    expect(edited.body.title).toBe("Much faster search");
    expect((await api.delete(admin(`/changelogs/${general.body.changelog_id}`), { token: team.admin.token })).status).toBe(204);
    const adminList = await api.get(admin("/changelogs"), { token: team.admin.token });
    expect(adminList.body.map((c: Json) => c.title)).toContain("Coming soon");
    // Newest first (the scheduled entry's date is the latest), a page at a time.
    const firstPage = await api.get(admin("/changelogs?limit=1"), { token: team.admin.token });
    expect(firstPage.body.map((c: Json) => c.title)).toEqual(["Coming soon"]);
    const cursor = firstPage.headers.get("x-next-cursor");
    expect(firstPage.headers.get("link")).toContain('rel="next"');
    const secondPage = await api.get(admin(`/changelogs?limit=1&cursor=${cursor}`), { token: team.admin.token });
    expect(secondPage.body.map((c: Json) => c.title)).toEqual([adminList.body[1].title]);
    expectProblem(await api.get(admin("/changelogs?limit=0"), { token: team.admin.token }), 400);
    expectProblem(await api.get(admin("/changelogs?cursor=nonsense"), { token: team.admin.token }), 400);
  });

  it("validates input and permissions", async () => {
    const foreignProject = await makeProject(team.outsiderOrganizationId, team.outsider, "Foreign");
    const foreignVersion = await api.post(`/api/v1/documentation/${team.outsiderOrganizationId}/${foreignProject}/version`, { token: team.outsider.token, json: { name: "9" } });
    const wrong = await api.post(admin("/changelogs"), { token: team.admin.token, json: { title: "x", body: "y", version_id: foreignVersion.body.version_id } });
    expectProblem(wrong, 400);
    expect(wrong.body.errors[0].path).toBe("body.version_id");
    expectProblem(await api.post(admin("/changelogs"), { token: team.admin.token, json: { title: "" } }), 400);
    expectProblem(await api.post(admin("/changelogs"), { token: team.member.token, json: { title: "x", body: "y" } }), 403);
    expectProblem(await api.get("/api/tasks/changelogs"), 401);
  });
});
