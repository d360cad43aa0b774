import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { flushAnalytics, recordPageView, recordQuestion } from "@/lib/analytics/record";
import { rollUpAnalytics } from "@/lib/analytics/retention";
import { db } from "@/lib/db";
import { peerAddressHeader } from "@/lib/http/client-address";
import * as beaconRoute from "@/app/docs/[organization]/[documentation]/-/beacon/route";
import * as feedbackRoute from "@/app/docs/[organization]/[documentation]/-/feedback/route";
import * as searchRoute from "@/app/docs/[organization]/[documentation]/-/search/route";
import * as pageRoute from "@/app/docs/[organization]/[documentation]/[[...path]]/route";
import { api } from "../helpers/api";
import { dayClearOfMidnight } from "../helpers/clock";
import { addMember, expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { makeProject, publishAndWait } from "../publishing/fixtures";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const browser = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let team: Team;
let project: Awaited<ReturnType<typeof makeProject>>;
let site: { organization: string; documentation: string };
let base: string;
let docPath: string;
/** The day of every event of this file: it waits past midnight rather than straddle it. */
let today: string;
/** Longer than this file takes on a loaded machine. */
const fileSeconds = 120;

interface SiteCall {
  method?: string;
  body?: string;
  query?: string;
  agent?: string;
  peer?: string;
  headers?: Record<string, string>;
}

async function callSite(handler: Handler, suffix: string, options: SiteCall = {}, params: Record<string, string | string[]> = {}) {
  const headers = new Headers({ "user-agent": options.agent ?? browser, host: "localhost:3000", ...options.headers });
  headers.set(...peerAddressHeader(options.peer ?? "198.51.100.7"));
  const request = new NextRequest(`http://localhost:3000${base}${suffix}${options.query ?? ""}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body,
  });
  const response = await handler(request, { params: Promise.resolve({ ...site, ...params }) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null };
}

/** As navigator.sendBeacon sends a string: text/plain. */
const beacon = (event: Record<string, unknown>, options: SiteCall = {}) =>
  callSite(beaconRoute.POST as Handler, "/-/beacon", { method: "POST", body: JSON.stringify(event), headers: { "content-type": "text/plain;charset=UTF-8" }, ...options });

const vote = (body: Record<string, unknown>, options: SiteCall = {}) =>
  callSite(feedbackRoute.POST as Handler, "/-/feedback", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" }, ...options });

const search = (q: string, options: SiteCall = {}) =>
  callSite(searchRoute.GET as Handler, "/-/search", { query: `?q=${encodeURIComponent(q)}`, ...options });

beforeAll(async () => {
  today = await dayClearOfMidnight(fileSeconds);
  team = await makeTeam();
  await db.organization.update({ where: { id: team.organizationId }, data: { plan: "pro" } });
  const organizationSlug = (await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug;
  project = await makeProject(team.organizationId, {
    versions: [
      {
        name: "2.0",
        slug: "v2",
        isDefault: true,
        sections: [
          {
            title: "Guides",
            slug: "guides",
            entries: [
              { title: "Install", slug: "install", content: "Install the widget with the installer." },
              { title: "Configure", slug: "configure", content: "Configure the widget." },
            ],
          },
        ],
      },
      { name: "1.0", slug: "v1", sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Old install", slug: "install", content: "Old installer." }] }] },
    ],
  });
  site = { organization: organizationSlug, documentation: project.documentation.slug };
  base = `/docs/${organizationSlug}/${project.documentation.slug}`;
  docPath = `/api/v1/documentation/${team.organizationId}/${project.documentation.id}/analytics`;
  const published = await publishAndWait(project.documentation.id, team.owner.token);
  expect(published.status).toBe(200);
}, (fileSeconds + 60) * 1000);

describe("published pages", () => {
  it("end with the feedback widget, which names the page for the analytics script", async () => {
    const page = await callSite(pageRoute.GET as Handler, "/guides/install", {}, { path: ["guides", "install"] });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<section class="page-feedback" aria-labelledby="page-feedback-title" data-feedback="${base}/-/feedback" data-page-path="guides/install" data-page-version="v2" hidden>`);
    expect(page.text).toContain(`<input name="website" tabindex="-1" autocomplete="off">`);
  });

  it("say on \"Page not found\" which address the reader asked for, for the analytics script", async () => {
    const missing = await callSite(pageRoute.GET as Handler, "/v1/guides/instal", {}, { path: ["v1", "guides", "instal"] });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain(`data-not-found-path="v1/guides/instal" data-page-version="v1"`);
  });
});

describe("recording", () => {
  it("counts page views from beacons sent as text/plain, per visitor, leaving bots out", async () => {
    expect((await beacon({ type: "view", path: "guides/install", version: "v2", referrer: "https://www.google.com/search?q=secret" }, { headers: { "content-type": "text/plain;charset=UTF-8", "cf-ipcountry": "DE" } })).status).toBe(204);
    expect((await beacon({ type: "view", path: "guides/configure" })).status).toBe(204);
    expect((await beacon({ type: "view", path: "guides/install", version: "v1" }, { agent: phone, peer: "198.51.100.8" })).status).toBe(204);
    expect((await beacon({ type: "view", path: "guides/install" }, { agent: crawler })).status).toBe(204);
    expect((await beacon({ type: "view", path: "no/such/page" })).status).toBe(204);
    await flushAnalytics();
    const views = await db.pageView.findMany({ where: { documentationId: project.documentation.id }, orderBy: { id: "asc" } });
    expect(views.map((view) => [view.path, view.versionId, view.device])).toEqual([
      ["guides/install", project.versionIds.get("v2"), "desktop"],
      ["guides/configure", project.versionIds.get("v2"), "desktop"],
      ["guides/install", project.versionIds.get("v1"), "mobile"],
    ]);
    expect(views[0]).toMatchObject({ referrerHost: "www.google.com", country: "DE" });
    // No address is kept: only a hash, the same for one reader on one day.
    expect(JSON.stringify(views, (_, value: unknown) => (typeof value === "bigint" ? String(value) : value))).not.toContain("198.51.100");
    expect(views[0]!.visitorHash).toBe(views[1]!.visitorHash);
    expect(views[2]!.visitorHash).not.toBe(views[0]!.visitorHash);
  });

  it("counts visits to addresses not found with their referrer's host, but not pages or bots", async () => {
    const documentationId = project.documentation.id;
    expect((await beacon({ type: "not_found", path: "guides/instal", version: "v2", referrer: "https://stackoverflow.com/questions/1?tab=secret" })).status).toBe(204);
    expect((await beacon({ type: "not_found", path: "guides/instal", referrer: "http://localhost:3000/docs/x/guides" }, { peer: "198.51.100.9" })).status).toBe(204);
    expect((await beacon({ type: "not_found", path: "v1/guides/setup", version: "v1" })).status).toBe(204);
    // An address that names a page now, and a bot, are not counted.
    expect((await beacon({ type: "not_found", path: "guides/install" })).status).toBe(204);
    expect((await beacon({ type: "not_found", path: "v1/guides/install", version: "v1" })).status).toBe(204);
    expect((await beacon({ type: "not_found", path: "wp-login.php" }, { agent: crawler })).status).toBe(204);
    await flushAnalytics();
    const visits = await db.notFoundView.findMany({ where: { documentationId }, orderBy: { id: "asc" } });
    expect(visits.map((visit) => [visit.path, visit.versionId, visit.referrerHost])).toEqual([
      ["guides/instal", project.versionIds.get("v2"), "stackoverflow.com"],
      ["guides/instal", project.versionIds.get("v2"), "localhost"],
      ["v1/guides/setup", project.versionIds.get("v1"), null],
    ]);
    expect(visits[0]!.visitorHash).not.toBe(visits[1]!.visitorHash);
  });

  it("refuses a malformed beacon, and a private project's beacon from a stranger", async () => {
    const bad = await beacon({ type: "scroll", path: "x" });
    expect(bad.status).toBe(400);
    const notJson = await callSite(beaconRoute.POST as Handler, "/-/beacon", { method: "POST", body: "{", headers: { "content-type": "text/plain" } });
    expect(notJson.status).toBe(400);
    const unknown = await callSite(beaconRoute.POST as Handler, "/-/beacon", { method: "POST", body: JSON.stringify({ type: "view", path: "a" }) }, { documentation: "nothing-here" });
    expect(unknown.status).toBe(404);
  });

  it("counts every search, cached answer or not, with its result count, and clicks on results", async () => {
    expect((await search("installer")).status).toBe(200);
    expect((await search("installer", { peer: "198.51.100.20" })).status).toBe(200);
    expect((await search("zzqx", { peer: "198.51.100.9" })).status).toBe(200);
    expect((await search("zzqx", { agent: crawler })).status).toBe(200);
    expect((await beacon({ type: "search_click", path: "guides/configure", query: "Installer", result_path: `${base}/guides/install` })).status).toBe(204);
    await flushAnalytics();
    const events = await db.searchEvent.findMany({ where: { documentationId: project.documentation.id }, orderBy: { id: "asc" } });
    expect(events.map((event) => [event.kind, event.query, event.resultCount, event.resultPath])).toEqual([
      ["search", "installer", 2, null],
      ["search", "installer", 2, null],
      ["search", "zzqx", 0, null],
      ["click", "installer", null, "guides/install"],
    ]);
  });

  it("writes what a busy site records in batches: views recorded during a write wait for one of their own", async () => {
    // A project of its own: the other tests count this one's views.
    const busy = await makeProject(team.organizationId, { versions: [{ name: "1.0", slug: "v1", isDefault: true, sections: [] }] });
    const view = (visitor: number) =>
      recordPageView({ documentationId: busy.documentation.id, path: "guides/install", referrerHost: null, country: null, device: "desktop", visitorHash: `visitor-${visitor}` });
    const burst = () => db.pageView.count({ where: { documentationId: busy.documentation.id } });
    await flushAnalytics(); // no earlier write under way
    for (let visitor = 0; visitor < 500; visitor++) view(visitor); // a full batch: its write is asked for
    const firstWrite = flushAnalytics();
    await new Promise((resolve) => setImmediate(resolve)); // the write has taken its batch
    for (let visitor = 500; visitor < 510; visitor++) view(visitor);
    await firstWrite;
    expect(await burst()).toBe(500);
    await flushAnalytics();
    expect(await burst()).toBe(510);
  });

  it("keeps one search of a query typed letter by letter: the last", async () => {
    for (const q of ["conf", "confi", "configure"]) await search(q, { peer: "198.51.100.10" });
    await flushAnalytics();
    const typed = await db.searchEvent.findMany({ where: { documentationId: project.documentation.id, query: { startsWith: "conf" } } });
    expect(typed.map((event) => event.query)).toEqual(["configure"]);
  });
});

describe("page feedback", () => {
  it("takes a vote, then a comment on it from the same reader only", async () => {
    const voted = await vote({ path: "guides/install", helpful: false });
    expect(voted.status).toBe(201);
    const id = voted.body.id as string;
    const stranger = await callSite(feedbackRoute.PATCH as Handler, "/-/feedback", { method: "PATCH", peer: "192.0.2.99", body: JSON.stringify({ id, comment: "Spam" }) });
    expect(stranger.status).toBe(404);
    const commented = await callSite(feedbackRoute.PATCH as Handler, "/-/feedback", { method: "PATCH", body: JSON.stringify({ id, comment: "=HYPERLINK(\"x\") The steps skip the key." }) });
    expect(commented.status).toBe(204);
    const again = await callSite(feedbackRoute.PATCH as Handler, "/-/feedback", { method: "PATCH", body: JSON.stringify({ id, comment: "Twice" }) });
    expect(again.status).toBe(404);
    expect((await vote({ path: "guides/configure", helpful: true, comment: "Clear." }, { peer: "198.51.100.11" })).status).toBe(201);
    await flushAnalytics();
    const rows = await db.pageFeedback.findMany({ where: { documentationId: project.documentation.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => [row.path, row.helpful, row.comment])).toEqual([
      ["guides/install", false, "=HYPERLINK(\"x\") The steps skip the key."],
      ["guides/configure", true, "Clear."],
    ]);
  });

  it("answers a honeypot or a bot alike but records neither; refuses a long comment and an unknown page", async () => {
    expect((await vote({ path: "guides/install", helpful: true, website: "https://spam.example" })).status).toBe(201);
    expect((await vote({ path: "guides/install", helpful: true }, { agent: crawler })).status).toBe(201);
    expect((await vote({ path: "guides/install", helpful: true, comment: "x".repeat(1001) })).status).toBe(400);
    expect((await vote({ path: "guides/nowhere", helpful: true })).status).toBe(404);
    await flushAnalytics();
    expect(await db.pageFeedback.count({ where: { documentationId: project.documentation.id } })).toBe(2);
  });

  it("limits votes per reader", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await vote({ path: "guides/configure", helpful: true }, { peer: "198.51.100.12" })).status);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    await flushAnalytics();
  });
});

describe("analytics API", () => {
  beforeAll(async () => {
    recordQuestion({ documentationId: project.documentation.id, versionSlug: "v2", question: "How do I install?", answered: true, citedPaths: ["guides/install"], visitorHash: "q1" });
    recordQuestion({ documentationId: project.documentation.id, versionSlug: null, question: "Does it run on Mars?", answered: false, citedPaths: [], visitorHash: "q2" });
    await flushAnalytics();
  });

  it("summarizes a range per day, for all versions or one", async () => {
    const summary = await api.get(`${docPath}/summary?from=${today}&to=${today}`, { token: team.member.token });
    expect(summary.status).toBe(200);
    expect(summary.body.totals).toMatchObject({
      views: 3,
      visitors: 2,
      searches: 4,
      zero_result_searches: 1,
      search_clicks: 1,
      questions: 2,
      unanswered: 1,
      helpful: 21,
      not_helpful: 1,
      not_found: 3,
    });
    expect(summary.body.totals.helpful_percent).toBe(95.5);
    expect(summary.body.days).toHaveLength(1);
    const v1 = await api.get(`${docPath}/summary?from=${today}&to=${today}&version_id=${project.versionIds.get("v1")}`, { token: team.admin.token });
    expect(v1.body.totals).toMatchObject({ views: 1, visitors: 1, searches: 0 });
    const month = await api.get(`${docPath}/summary`, { token: team.owner.token });
    expect(month.body.days).toHaveLength(30);
    expect(month.body.to).toBe(today);
  });

  it("lists pages, searches, questions and feedback, paginated", async () => {
    const pages = await api.get(`${docPath}/pages?limit=1`, { token: team.member.token });
    expect(pages.status).toBe(200);
    // As many views: the one with more "no" votes first.
    expect(pages.body).toEqual([
      { version_id: project.versionIds.get("v2"), path: "guides/install", title: "Install", entry_id: project.entryIds.get("v2/guides/install"), views: 1, visitors: 1, helpful: 0, not_helpful: 1 },
    ]);
    const second = await api.get(`${docPath}/pages?limit=1&cursor=${pages.headers.get("x-next-cursor")}`, { token: team.member.token });
    expect(second.body[0]).toMatchObject({ path: "guides/configure", title: "Configure", views: 1, helpful: 21 });
    const worst = await api.get(`${docPath}/pages?sort=not_helpful&limit=1`, { token: team.member.token });
    expect(worst.body[0]).toMatchObject({ path: "guides/install", version_id: project.versionIds.get("v2"), not_helpful: 1 });

    const zero = await api.get(`${docPath}/searches?zero_results=true`, { token: team.member.token });
    expect(zero.body).toEqual([{ query: "zzqx", searches: 1, zero_result_searches: 1, clicks: 0, last_result_count: 0 }]);
    const searches = await api.get(`${docPath}/searches`, { token: team.member.token });
    expect(searches.body.map((row: { query: string }) => row.query)).toEqual(["installer", "configure", "zzqx"]);

    const unanswered = await api.get(`${docPath}/questions?unanswered=true`, { token: team.member.token });
    expect(unanswered.body).toMatchObject([{ question: "Does it run on Mars?", answered: false, cited_paths: [] }]);
    const questions = await api.get(`${docPath}/questions?limit=1`, { token: team.member.token });
    const next = await api.get(`${docPath}/questions?limit=1&cursor=${questions.headers.get("x-next-cursor")}`, { token: team.member.token });
    expect([...questions.body, ...next.body].map((row: { question: string }) => row.question).sort()).toEqual(["Does it run on Mars?", "How do I install?"]);

    const comments = await api.get(`${docPath}/feedback?helpful=false&with_comment=true`, { token: team.member.token });
    expect(comments.body).toMatchObject([{ path: "guides/install", title: "Install", helpful: false, comment: "=HYPERLINK(\"x\") The steps skip the key." }]);
  });

  it("lists addresses not found, most visited first, with their referrers and any redirect made since", async () => {
    const documentationId = project.documentation.id;
    const listed = await api.get(`${docPath}/not-found`, { token: team.member.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { path: "guides/instal", version_id: project.versionIds.get("v2"), views: 2, visitors: 2, referrer_hosts: ["localhost", "stackoverflow.com"], redirect_to: null },
      { path: "v1/guides/setup", version_id: project.versionIds.get("v1"), views: 1, visitors: 1, referrer_hosts: [], redirect_to: null },
    ]);
    const v1 = await api.get(`${docPath}/not-found?version_id=${project.versionIds.get("v1")}`, { token: team.member.token });
    expect(v1.body.map((row: { path: string }) => row.path)).toEqual(["v1/guides/setup"]);
    const redirect = await db.siteRedirect.create({ data: { documentationId, fromPath: "guides/instal", toPath: "guides/install", source: "manual" } });
    try {
      const open = await api.get(`${docPath}/not-found?redirected=false&limit=1`, { token: team.member.token });
      expect(open.body).toMatchObject([{ path: "v1/guides/setup", redirect_to: null }]);
      expect(open.headers.get("x-next-cursor")).toBeNull();
      const fixed = await api.get(`${docPath}/not-found?redirected=true`, { token: team.member.token });
      expect(fixed.body).toMatchObject([{ path: "guides/instal", redirect_to: "guides/install" }]);
      const csv = await api.get(`${docPath}/not-found/export`, { token: team.member.token });
      expect(csv.status).toBe(200);
      expect(csv.text.split("\r\n").slice(0, 2)).toEqual([
        `"path","version_id","views","visitors","referrer_hosts","redirect_to"`,
        `"guides/instal","${project.versionIds.get("v2")}","2","2","localhost stackoverflow.com","guides/install"`,
      ]);
    } finally {
      await db.siteRedirect.delete({ where: { id: redirect.id } });
    }
    const first = await api.get(`${docPath}/not-found?limit=1`, { token: team.member.token });
    const next = await api.get(`${docPath}/not-found?limit=1&cursor=${first.headers.get("x-next-cursor")}`, { token: team.member.token });
    expect([...first.body, ...next.body].map((row: { path: string }) => row.path)).toEqual(["guides/instal", "v1/guides/setup"]);
  });

  it("exports each list as CSV with formula-like cells neutralized", async () => {
    const csv = await api.get(`${docPath}/feedback/export?helpful=false`, { token: team.member.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.text.split("\r\n")[0]).toBe(`"created_at","path","version_id","title","helpful","comment"`);
    expect(csv.text).toContain(`"'=HYPERLINK(""x"") The steps skip the key."`);
    for (const list of ["pages", "searches", "questions"]) {
      const exported = await api.get(`${docPath}/${list}/export`, { token: team.member.token });
      expect(exported.status).toBe(200);
      expect(exported.text.trim().split("\r\n").length).toBeGreaterThan(1);
    }
  });

  it("refuses bad ranges and unknown versions", async () => {
    expectProblem(await api.get(`${docPath}/summary?from=2026-02-30`, { token: team.member.token }), 400);
    expectProblem(await api.get(`${docPath}/summary?from=2026-03-02&to=2026-03-01`, { token: team.member.token }), 400);
    expectProblem(await api.get(`${docPath}/summary?from=2024-01-01&to=2026-01-01`, { token: team.member.token }), 400);
    expectProblem(await api.get(`${docPath}/searches?zero_results=yes`, { token: team.member.token }), 400);
    expectProblem(await api.get(`${docPath}/not-found?redirected=maybe`, { token: team.member.token }), 400);
    expectProblem(await api.get(`${docPath}/not-found?from=2026-03-02&to=2026-03-01`, { token: team.member.token }), 400);
    expectProblem(await api.get(`${docPath}/summary?version_id=nope`, { token: team.member.token }), 404);
  });

  it("is for the project's admins and members, on a plan with analytics", async () => {
    expectProblem(await api.get(`${docPath}/summary`), 401);
    const reader = await addMember(team.organizationId, team.owner, "reader", [project.documentation.id]);
    expectProblem(await api.get(`${docPath}/pages`, { token: reader.token }), 403);
    expectProblem(await api.get(`${docPath}/feedback/export`, { token: team.outsider.token }), 404);
    expectProblem(await api.get(`${docPath}/not-found`), 401);
    expectProblem(await api.get(`${docPath}/not-found`, { token: reader.token }), 403);
    expectProblem(await api.get(`${docPath}/not-found/export`, { token: reader.token }), 403);
    expectProblem(await api.get(`${docPath}/not-found`, { token: team.outsider.token }), 404);
    expectProblem(await api.get(`/api/v1/documentation/${team.outsiderOrganizationId}/${project.documentation.id}/analytics/not-found`, { token: team.outsider.token }), 404);
    await db.organization.update({ where: { id: team.organizationId }, data: { plan: "free" } });
    try {
      const refused = await api.get(`${docPath}/summary`, { token: team.owner.token });
      expectProblem(refused, 402);
      expect(refused.body).toMatchObject({ code: "quota_exceeded", feature: "analytics" });
      expectProblem(await api.get(`${docPath}/questions/export`, { token: team.owner.token }), 402);
      expectProblem(await api.get(`${docPath}/not-found`, { token: team.owner.token }), 402);
    } finally {
      await db.organization.update({ where: { id: team.organizationId }, data: { plan: "pro" } });
    }
  });
});

describe("retention", () => {
  it("rolls raw views and searches past the window into daily counts, and reports still count them", async () => {
    const old = "2025-01-10";
    const documentationId = project.documentation.id;
    const v2 = project.versionIds.get("v2")!;
    await db.pageView.createMany({
      data: [
        { documentationId, versionId: v2, day: new Date(old), path: "guides/install", device: "desktop", visitorHash: "a" },
        { documentationId, versionId: v2, day: new Date(old), path: "guides/install", device: "desktop", visitorHash: "a" },
        { documentationId, versionId: v2, day: new Date(old), path: "guides/install", device: "mobile", visitorHash: "b" },
      ],
    });
    await db.searchEvent.createMany({
      data: [
        { documentationId, versionId: v2, day: new Date(old), kind: "search", query: "legacy", resultCount: 0, visitorHash: "a" },
        { documentationId, versionId: v2, day: new Date(old), kind: "click", query: "legacy", resultPath: "guides/install", visitorHash: "a" },
      ],
    });
    await db.notFoundView.createMany({
      data: [
        { documentationId, versionId: v2, day: new Date(old), path: "guides/old", referrerHost: "example.com", visitorHash: "a" },
        { documentationId, versionId: v2, day: new Date(old), path: "guides/old", visitorHash: "b" },
      ],
    });
    const range = `from=${old}&to=${old}`;
    const before = await api.get(`${docPath}/pages?${range}`, { token: team.member.token });
    const notFoundBefore = await api.get(`${docPath}/not-found?${range}`, { token: team.member.token });
    const report = await rollUpAnalytics();
    expect(report).toMatchObject({ days: 1, page_views: 3, search_events: 2, not_found_views: 2 });
    expect(await db.notFoundView.count({ where: { documentationId, day: new Date(old) } })).toBe(0);
    const notFoundAfter = await api.get(`${docPath}/not-found?${range}`, { token: team.member.token });
    expect(notFoundAfter.body).toEqual(notFoundBefore.body);
    expect(notFoundAfter.body).toEqual([{ path: "guides/old", version_id: v2, views: 2, visitors: 2, referrer_hosts: ["example.com"], redirect_to: null }]);
    expect(await db.pageView.count({ where: { documentationId, day: new Date(old) } })).toBe(0);
    expect(await db.pageView.count({ where: { documentationId } })).toBe(3);
    expect(await db.analyticsPageDay.findMany({ where: { documentationId } })).toMatchObject([{ path: "guides/install", views: 3, visitors: 2, versionKey: v2 }]);
    const after = await api.get(`${docPath}/pages?${range}`, { token: team.member.token });
    expect(after.body).toEqual(before.body);
    expect(after.body[0]).toMatchObject({ path: "guides/install", views: 3, visitors: 2 });
    const searches = await api.get(`${docPath}/searches?${range}`, { token: team.member.token });
    expect(searches.body).toEqual([{ query: "legacy", searches: 1, zero_result_searches: 1, clicks: 1, last_result_count: 0 }]);
    expect(await rollUpAnalytics()).toMatchObject({ days: 0 });
    expect(await db.analyticsSalt.count({ where: { day: { lt: new Date(today) } } })).toBe(0);
  });

  it("keeps what the window holds, as ANALYTICS_RAW_RETENTION_DAYS says", async () => {
    const documentationId = project.documentation.id;
    const recent = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    await db.pageView.create({ data: { documentationId, day: new Date(recent), path: "guides/configure", device: "desktop", visitorHash: "c" } });
    process.env.ANALYTICS_RAW_RETENTION_DAYS = "10";
    try {
      await rollUpAnalytics();
      expect(await db.pageView.count({ where: { documentationId, day: new Date(recent) } })).toBe(1);
      process.env.ANALYTICS_RAW_RETENTION_DAYS = "3";
      await rollUpAnalytics();
      expect(await db.pageView.count({ where: { documentationId, day: new Date(recent) } })).toBe(0);
      expect(await db.analyticsPageDay.count({ where: { documentationId, day: new Date(recent) } })).toBe(1);
    } finally {
      delete process.env.ANALYTICS_RAW_RETENTION_DAYS;
    }
  });
});
