import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { peerAddressHeader } from "@/lib/http/client-address";
import { blobStore } from "@/lib/storage";
import { customDomainHeader } from "@/lib/site/domains";
import { siteAccessCookie, siteAccessSeconds } from "@/lib/site/password";
import { signInAttempts } from "@/lib/site/sign-in";
import * as askRoute from "@/app/docs/[organization]/[documentation]/-/ask/route";
import * as assetRoute from "@/app/docs/[organization]/[documentation]/-/assets/[asset_id]/[filename]/route";
import * as beaconRoute from "@/app/docs/[organization]/[documentation]/-/beacon/route";
import * as feedbackRoute from "@/app/docs/[organization]/[documentation]/-/feedback/route";
import * as navRoute from "@/app/docs/[organization]/[documentation]/-/nav/[version]/[node]/route";
import * as rawRoute from "@/app/docs/[organization]/[documentation]/-/raw/[...path]/route";
import * as searchRoute from "@/app/docs/[organization]/[documentation]/-/search/route";
import * as signInRoute from "@/app/docs/[organization]/[documentation]/-/sign-in/route";
import * as pageRoute from "@/app/docs/[organization]/[documentation]/[[...path]]/route";
import * as llmsFullRoute from "@/app/docs/[organization]/[documentation]/llms-full.txt/route";
import * as llmsRoute from "@/app/docs/[organization]/[documentation]/llms.txt/route";
import * as mcpRoute from "@/app/docs/[organization]/[documentation]/mcp/route";
import * as robotsRoute from "@/app/docs/[organization]/[documentation]/robots.txt/route";
import * as sitemapRoute from "@/app/docs/[organization]/[documentation]/sitemap.xml/route";
import { proxy } from "@/proxy";
import { api } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { makeProject, publishAndWait } from "./fixtures";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Site = { organization: string; documentation: string };

const password = "correct horse battery";
let team: Team;
let organizationSlug: string;
let protectedSite: Awaited<ReturnType<typeof makeProject>>;
let otherSite: Awaited<ReturnType<typeof makeProject>>;
let base: string;
/** Each test signs in from its own address, so the attempt limit of one does not reach another. */
let addressCounter = 0;

const content = { versions: [{ name: "1.0", slug: "v1", isDefault: true, sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Start", slug: "start", content: "The secret plan." }] }] }] };

interface CallOptions {
  method?: string;
  params?: Record<string, string | string[]>;
  pathname?: string;
  query?: string;
  headers?: Record<string, string>;
  body?: string;
  site?: Site;
  address?: string;
}

async function call(handler: unknown, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  headers.set(...peerAddressHeader(options.address ?? "203.0.113.1"));
  const request = new NextRequest(`http://localhost:3000${options.pathname ?? base}${options.query ?? ""}`, { method: options.method ?? "GET", headers, body: options.body });
  const site = options.site ?? { organization: organizationSlug, documentation: protectedSite.documentation.slug };
  const response = await (handler as Handler)(request, { params: Promise.resolve({ ...site, ...options.params }) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const page = (options: CallOptions = {}) => call(pageRoute.GET, { params: { path: ["guides", "start"] }, pathname: `${base}/guides/start`, ...options });

function signIn(attempt: string, options: CallOptions & { next?: string } = {}) {
  const form = new URLSearchParams({ password: attempt, next: options.next ?? `${options.pathname ?? base}/guides/start` });
  return call(signInRoute.POST, {
    method: "POST",
    pathname: `${base}/-/sign-in`,
    ...options,
    headers: { "content-type": "application/x-www-form-urlencoded", ...options.headers },
    body: form.toString(),
  });
}

/** The cookie a right password sets, as the browser sends it back. */
async function signedInCookie(options: CallOptions = {}): Promise<string> {
  const response = await signIn(password, { address: `198.51.100.${++addressCounter}`, ...options });
  expect(response.status).toBe(303);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

const configUrl = (documentationId: string) => `/api/v1/documentation/${team.organizationId}/${documentationId}/config`;

beforeAll(async () => {
  team = await makeTeam();
  organizationSlug = (await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug;
  await db.organization.update({ where: { id: team.organizationId }, data: { plan: "pro" } });
  protectedSite = await makeProject(team.organizationId, content);
  otherSite = await makeProject(team.organizationId, content);
  base = `/docs/${organizationSlug}/${protectedSite.documentation.slug}`;
  const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>");
  await blobStore().put("password-test/image.svg", svg, { contentType: "image/svg+xml" });
  for (const filename of ["logo.svg", "diagram.svg"]) {
    await db.asset.create({ data: { documentationId: protectedSite.documentation.id, filename, contentType: "image/svg+xml", blobKey: "password-test/image.svg", size: svg.length, sha256: "0".repeat(64) } });
  }
  for (const project of [protectedSite, otherSite]) {
    await publishAndWait(project.documentation.id, team.owner.token);
    const logo = project === protectedSite ? await db.asset.findFirstOrThrow({ where: { documentationId: project.documentation.id, filename: "logo.svg" } }) : null;
    const set = await api.put(configUrl(project.documentation.id), {
      token: team.admin.token,
      json: { site_password: `${password} ${project === otherSite ? "other" : ""}`.trim(), ...(logo ? { logo_asset_id: logo.id } : {}) },
    });
    expect(set.status).toBe(200);
  }
});

afterAll(async () => {
  await db.organization.update({ where: { id: team.organizationId }, data: { plan: "free" } });
});

describe("the site password in the project settings", () => {
  it("is stored hashed, never returned, and said to be set", async () => {
    const config = await api.get(configUrl(protectedSite.documentation.id), { token: team.member.token });
    expect(config.status).toBe(200);
    expect(config.body.password_protected).toBe(true);
    expect(config.text).not.toContain(password);
    expect(config.text).not.toContain("scrypt");
    const stored = (await db.documentation.findUniqueOrThrow({ where: { id: protectedSite.documentation.id } })).config as Record<string, string>;
    expect(stored.site_password_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain(password);
  });

  it("refuses short passwords, readers and members, and other organizations' tokens", async () => {
    const url = configUrl(otherSite.documentation.id);
    expectProblem(await api.put(url, { token: team.admin.token, json: { site_password: "short" } }), 400);
    expectProblem(await api.put(url, { token: team.member.token, json: { site_password: "long enough" } }), 403);
    // A reader granted no project does not see this one.
    expectProblem(await api.put(url, { token: team.reader.token, json: { site_password: "long enough" } }), 404);
    expectProblem(await api.put(url, { json: { site_password: "long enough" } }), 401);
    expect([403, 404]).toContain((await api.put(url, { token: team.outsider.token, json: { site_password: "long enough" } })).status);
  });

  it("answers 402 on a plan without password protection, and may still be removed there", async () => {
    await db.organization.update({ where: { id: team.organizationId }, data: { plan: "free" } });
    try {
      const refused = await api.put(configUrl(otherSite.documentation.id), { token: team.admin.token, json: { site_password: "a new password" } });
      expectProblem(refused, 402);
      expect(refused.body).toMatchObject({ feature: "password_protection", plan: "free" });
      // A plan that lost the feature does not open the site.
      expect((await page()).status).toBe(401);
    } finally {
      await db.organization.update({ where: { id: team.organizationId }, data: { plan: "pro" } });
    }
  });
});

describe("a reader who did not sign in", () => {
  it("gets the sign-in page: a plain form, labelled, in the site's look, never cached", async () => {
    const response = await page();
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.text).not.toContain("The secret plan");
    expect(response.text).toContain(`<form method="post" action="${base}/-/sign-in">`);
    expect(response.text).toContain(`<input type="hidden" name="next" value="${base}/guides/start">`);
    expect(response.text).toContain(`<label for="site-password">Password</label>`);
    expect(response.text).toMatch(/<input type="password" id="site-password" name="password" required autocomplete="current-password"/);
    expect(response.text).toContain(`<button type="submit">Continue</button>`);
    expect(response.text).toContain(`<meta name="robots" content="noindex">`);
    expect(response.text).toMatch(/<link rel="stylesheet" href="[^"]+">/);
    expect(response.text).toContain("--docs-primary:");
    expect(response.text).not.toContain("<script src=");
    // A path the site does not have says no more than any other.
    expect((await page({ params: { path: ["nothing", "here"] }, pathname: `${base}/nothing/here` })).status).toBe(401);
  });

  it("gets 401 from every machine endpoint, and robots stay away", async () => {
    const json = { "content-type": "application/json" };
    const answers = {
      llms: await call(llmsRoute.GET, { pathname: `${base}/llms.txt` }),
      llmsFull: await call(llmsFullRoute.GET, { pathname: `${base}/llms-full.txt` }),
      sitemap: await call(sitemapRoute.GET, { pathname: `${base}/sitemap.xml` }),
      raw: await call(rawRoute.GET, { params: { path: ["guides", "start.md"] }, pathname: `${base}/-/raw/guides/start.md` }),
      nav: await call(navRoute.GET, { params: { version: "v1", node: "guides" }, pathname: `${base}/-/nav/v1/guides` }),
      search: await call(searchRoute.GET, { pathname: `${base}/-/search`, query: "?q=secret" }),
      ask: await call(askRoute.POST, { method: "POST", pathname: `${base}/-/ask`, headers: json, body: JSON.stringify({ question: "What is the plan?" }) }),
      mcp: await call(mcpRoute.POST, {
        method: "POST",
        pathname: `${base}/mcp`,
        headers: { ...json, accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      }),
      beacon: await call(beaconRoute.POST, { method: "POST", pathname: `${base}/-/beacon`, headers: json, body: JSON.stringify({ type: "view", path: "guides/start" }) }),
      feedback: await call(feedbackRoute.POST, { method: "POST", pathname: `${base}/-/feedback`, headers: json, body: JSON.stringify({ path: "guides/start", helpful: true }) }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect({ name, status: answer.status }).toEqual({ name, status: 401 });
      expect(answer.headers.get("content-type")).toContain("application/problem+json");
      expect(answer.text).not.toContain("The secret plan");
    }
    expect(JSON.parse(answers.llms.text).sign_in_url).toBe(`http://localhost:3000${base}/-/sign-in`);
    const robots = await call(robotsRoute.GET, { pathname: `${base}/robots.txt` });
    expect(robots.status === 401 || robots.text.includes("Disallow: /")).toBe(true);
  });

  it("sees the logo the sign-in page shows, and no other asset", async () => {
    const assets = await db.asset.findMany({ where: { documentationId: protectedSite.documentation.id }, orderBy: { filename: "desc" } });
    const [logo, diagram] = assets.map((asset) => ({ asset_id: asset.id, filename: asset.filename }));
    expect((await page()).text).toContain(`src="${base}/-/assets/${logo!.asset_id}/logo.svg"`);
    const served = await call(assetRoute.GET, { params: logo!, pathname: `${base}/-/assets/${logo!.asset_id}/logo.svg` });
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    expect((await call(assetRoute.GET, { params: diagram!, pathname: `${base}/-/assets/${diagram!.asset_id}/diagram.svg` })).status).toBe(401);
  });

  it("is never answered from the proxy's memory", async () => {
    const cookie = await signedInCookie();
    expect((await page({ headers: { cookie } })).status).toBe(200);
    const fromProxy = proxy(new NextRequest(`http://localhost:3000${base}/guides/start`, { headers: { host: "localhost:3000" } }));
    expect(fromProxy.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("signing in", () => {
  it("refuses a wrong password with the form again, and limits attempts per address", async () => {
    const address = "192.0.2.77";
    const wrong = await signIn("not the password", { address });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect(wrong.headers.get("cache-control")).toBe("private, no-store");
    expect(wrong.text).toContain(`role="alert">That password is not correct.</p>`);
    expect(wrong.text).toContain(`aria-invalid="true"`);
    for (let attempt = 2; attempt <= signInAttempts.limit; attempt++) expect((await signIn("still wrong", { address })).status).toBe(401);
    const limited = await signIn(password, { address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("set-cookie")).toBeNull();
    expect(limited.text).toContain("Too many attempts");
    // Another address is not held back.
    expect((await signIn(password, { address: "192.0.2.78" })).status).toBe(303);
  });

  it("sets an expiring HttpOnly cookie for the site's path and sends the reader on; the page then loads", async () => {
    const response = await signIn(password, { address: "192.0.2.80", next: `${base}/guides/start?tab=1` });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${base}/guides/start?tab=1`);
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(new RegExp(`^${siteAccessCookie}=\\d+\\.[\\w-]+; Path=${base}; Max-Age=${siteAccessSeconds}; HttpOnly; SameSite=Lax$`));
    const cookie = setCookie.split(";")[0]!;
    const loaded = await page({ headers: { cookie } });
    expect(loaded.status).toBe(200);
    expect(loaded.text).toContain("The secret plan");
    expect(loaded.headers.get("cache-control")).toBe("private, no-store");
    expect(loaded.text).toContain(`<meta name="robots" content="noindex">`);
    const llms = await call(llmsRoute.GET, { pathname: `${base}/llms.txt`, headers: { cookie } });
    expect(llms.status).toBe(200);
    expect(llms.headers.get("cache-control")).toBe("private, no-store");
    const raw = await call(rawRoute.GET, { params: { path: ["guides", "start.md"] }, pathname: `${base}/-/raw/guides/start.md`, headers: { cookie } });
    expect(raw.text).toContain("The secret plan");
    const search = await call(searchRoute.GET, { pathname: `${base}/-/search`, query: "?q=secret", headers: { cookie } });
    expect(search.status).toBe(200);
    expect(search.headers.get("cache-control")).toBe("private, no-store");
  });

  it("sends the reader only to pages of this site", async () => {
    for (const next of ["https://evil.test/", "//evil.test/x", `/docs/${organizationSlug}/${otherSite.documentation.slug}`, "/api/v1/organization"]) {
      const response = await signIn(password, { address: `192.0.2.${90 + next.length}`, next });
      expect(response.headers.get("location")).toBe(base);
    }
  });

  it("refuses a cookie made for another site, a forged or expired one", async () => {
    const otherCookie = await (async () => {
      const form = new URLSearchParams({ password: `${password} other` });
      const response = await call(signInRoute.POST, {
        method: "POST",
        site: { organization: organizationSlug, documentation: otherSite.documentation.slug },
        pathname: `/docs/${organizationSlug}/${otherSite.documentation.slug}/-/sign-in`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
        address: "192.0.2.120",
      });
      expect(response.status).toBe(303);
      return response.headers.get("set-cookie")!.split(";")[0]!;
    })();
    expect((await page({ headers: { cookie: otherCookie } })).status).toBe(401);
    const [expires, signature] = (await signedInCookie()).split("=")[1]!.split(".");
    expect((await page({ headers: { cookie: `${siteAccessCookie}=${Number(expires) + 1}.${signature}` } })).status).toBe(401);
    expect((await page({ headers: { cookie: `${siteAccessCookie}=${Math.floor(Date.now() / 1000) - 1}.${signature}` } })).status).toBe(401);
  });

  it("ends every sign-in when the password changes", async () => {
    const cookie = await signedInCookie();
    expect((await page({ headers: { cookie } })).status).toBe(200);
    const changed = await api.put(configUrl(protectedSite.documentation.id), { token: team.owner.token, json: { site_password: password } });
    expect(changed.status).toBe(200);
    expect((await page({ headers: { cookie } })).status).toBe(401);
    expect((await page({ headers: { cookie: await signedInCookie() } })).status).toBe(200);
  });
});

describe("readers who may read the project anyway", () => {
  it("pass with a member's dashboard session or a token, MCP included", async () => {
    const jwt = await encode({ token: { sub: team.member.id, email: team.member.email }, secret: process.env.AUTH_SECRET! });
    const session = await page({ headers: { cookie: `next-auth.session-token=${jwt}` } });
    expect(session.status).toBe(200);
    expect(session.headers.get("cache-control")).toBe("private, no-store");
    const mcp = await call(mcpRoute.POST, {
      method: "POST",
      pathname: `${base}/mcp`,
      headers: { authorization: `Bearer ${team.member.token}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(mcp.status).toBe(200);
    // Members of other organizations, and readers not granted the project, need the password like anyone.
    expect((await page({ headers: { authorization: `Bearer ${team.outsider.token}` } })).status).toBe(401);
    expect((await page({ headers: { authorization: `Bearer ${team.reader.token}` } })).status).toBe(401);
  });

  it("on a custom domain, the cookie is the domain's", async () => {
    await api.put(configUrl(protectedSite.documentation.id), { token: team.owner.token, json: { custom_domain: "docs.protected.test" } });
    try {
      const onDomain: CallOptions = { site: { organization: "-", documentation: "-" }, headers: { [customDomainHeader]: "docs.protected.test" } };
      const signInPage = await page({ ...onDomain, pathname: "/docs/-/-/guides/start" });
      expect(signInPage.status).toBe(401);
      expect(signInPage.text).toContain(`<form method="post" action="/-/sign-in">`);
      expect(signInPage.text).toContain(`name="next" value="/guides/start"`);
      const form = new URLSearchParams({ password, next: "/guides/start" });
      const response = await call(signInRoute.POST, {
        ...onDomain,
        method: "POST",
        pathname: "/docs/-/-/-/sign-in",
        headers: { ...onDomain.headers, "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
        address: "192.0.2.130",
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/guides/start");
      // The custom domain is served over https: the cookie is Secure.
      expect(response.headers.get("set-cookie")).toMatch(/; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await api.put(configUrl(protectedSite.documentation.id), { token: team.owner.token, json: { custom_domain: null } });
    }
  });
});

describe("removing the password", () => {
  it("opens the site to everyone again, cacheable as any public site", async () => {
    const cleared = await api.put(configUrl(otherSite.documentation.id), { token: team.admin.token, json: { site_password: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.password_protected).toBe(false);
    const open = await page({ site: { organization: organizationSlug, documentation: otherSite.documentation.slug }, pathname: `/docs/${organizationSlug}/${otherSite.documentation.slug}/guides/start` });
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toContain("public");
  });
});
