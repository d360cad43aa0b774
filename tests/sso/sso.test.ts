import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authOptions } from "@/lib/auth/next-auth";
import { db } from "@/lib/db";
import { createUser } from "@/lib/users";
import { api } from "../helpers/api";
import { addMember, expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { startDnsServer, type DnsServer } from "./dns-server";
import { cookieValue, expectRefused } from "./helpers";
import { signInThroughNextAuth } from "./next-auth-client";
import { startOidcProvider, type OidcProvider } from "./oidc-provider";

let team: Team;
let dns: DnsServer;
let provider: OidcProvider;
let domain: string;
const password = "correct horse battery staple";

const ssoPath = () => `/api/v1/organizations/${team.organizationId}/sso`;

beforeAll(async () => {
  [dns, provider, team] = await Promise.all([startDnsServer(), startOidcProvider(), makeTeam()]);
  process.env.SSO_DNS_SERVERS = dns.address;
  domain = `${team.organizationId.slice(0, 8)}.sso.test`;
  await db.organization.update({ where: { id: team.organizationId }, data: { plan: "business" } });
});

afterAll(async () => {
  delete process.env.SSO_DNS_SERVERS;
  await Promise.all([dns?.close(), provider?.close()]);
});

/** The saved provider, without its secret (kept when the same client is saved again). */
const oidcSettings = () => ({ protocol: "oidc", issuer: provider.issuer, client_id: provider.clientId, default_role: "reader" });
const oidcConfig = () => ({ ...oidcSettings(), client_secret: provider.clientSecret });

describe("configuration", () => {
  it("is for admins and owners of the organization, on a plan with SSO", async () => {
    expectProblem(await api.put(ssoPath(), { json: oidcConfig() }), 401);
    expectProblem(await api.put(ssoPath(), { token: team.member.token, json: oidcConfig() }), 403);
    expectProblem(await api.get(ssoPath(), { token: team.reader.token }), 403);
    expectProblem(await api.put(ssoPath(), { token: team.outsider.token, json: oidcConfig() }), 404);
    expectProblem(await api.get(`${ssoPath()}/domains`, { token: team.outsider.token }), 404);
    const free = await api.put(`/api/v1/organizations/${team.outsiderOrganizationId}/sso`, { token: team.outsider.token, json: oidcConfig() });
    expectProblem(free, 402);
    expect(free.body.feature).toBe("sso");
  });

  it("checks the input and the provider", async () => {
    expectProblem(await api.put(ssoPath(), { token: team.admin.token, json: { protocol: "ldap" } }), 400);
    expectProblem(await api.put(ssoPath(), { token: team.admin.token, json: { ...oidcConfig(), issuer: "not a url" } }), 400);
    expectProblem(await api.put(ssoPath(), { token: team.admin.token, json: { ...oidcConfig(), default_role: "owner" } }), 400);
    expectProblem(await api.put(ssoPath(), { token: team.admin.token, json: oidcSettings() }), 400);
    expectProblem(await api.put(ssoPath(), { token: team.admin.token, json: { ...oidcConfig(), issuer: "http://127.0.0.1:9/nothing" } }), 502);
    expectProblem(await api.get(ssoPath(), { token: team.admin.token }), 404);
  });

  it("never reaches an internal address: a host name is checked on every address it resolves to", async () => {
    const internalIssuer = provider.issuer.replace("127.0.0.1", "localhost");
    vi.stubEnv("NODE_ENV", "production");
    try {
      const refused = await api.put(ssoPath(), { token: team.admin.token, json: { ...oidcConfig(), issuer: internalIssuer } });
      expectProblem(refused, 502);
      expect(refused.body.detail).toMatch(/internal address/);
      const metadata = await api.put(ssoPath(), { token: team.admin.token, json: { protocol: "saml", idp_metadata_url: `${internalIssuer}/metadata`, default_role: "reader" } });
      expectProblem(metadata, 502);
      expect(metadata.body.detail).toMatch(/internal address/);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await db.ssoConnection.count({ where: { organizationId: team.organizationId } })).toBe(0);
  });

  it("saves an OpenID Connect provider with its secret sealed", async () => {
    const saved = await api.put(ssoPath(), { token: team.admin.token, json: oidcConfig() });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ protocol: "oidc", enabled: true, require_sso: false, default_role: "reader", oidc: { issuer: provider.issuer, client_id: provider.clientId } });
    expect(saved.body.oidc.redirect_uri).toBe("http://localhost:3000/api/sso/oidc/callback");
    expect(saved.text).not.toContain(provider.clientSecret);
    const row = await db.ssoConnection.findUniqueOrThrow({ where: { organizationId: team.organizationId } });
    expect(row.oidcEncryptedSecret).not.toContain(provider.clientSecret);
    // Saved again without a secret, the same client keeps its secret.
    expect((await api.put(ssoPath(), { token: team.owner.token, json: oidcSettings() })).status).toBe(200);
    expect((await api.get(ssoPath(), { token: team.admin.token })).body.oidc.issuer).toBe(provider.issuer);
  });
});

describe("domains", () => {
  it("are verified by a DNS TXT record", async () => {
    const added = await api.post(`${ssoPath()}/domains`, { token: team.admin.token, json: { domain: domain.toUpperCase() } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ domain, verified: false, txt_record: { name: `_docs-platform.${domain}` } });
    expectProblem(await api.post(`${ssoPath()}/domains`, { token: team.admin.token, json: { domain } }), 409);
    expectProblem(await api.post(`${ssoPath()}/domains`, { token: team.admin.token, json: { domain: "not a domain" } }), 400);
    expectProblem(await api.post(`${ssoPath()}/domains`, { token: team.member.token, json: { domain: "other.test" } }), 403);

    const verify = `${ssoPath()}/domains/${added.body.domain_id}/verify`;
    expectProblem(await api.post(verify, { token: team.admin.token }), 422);
    dns.txt.set(added.body.txt_record.name, ["unrelated", added.body.txt_record.value]);
    const verified = await api.post(verify, { token: team.admin.token });
    expect(verified.status).toBe(200);
    expect(verified.body.verified).toBe(true);
    expectProblem(await api.post(`/api/v1/organizations/${team.outsiderOrganizationId}/sso/domains/${added.body.domain_id}/verify`, { token: team.outsider.token }), 402);
    expect((await api.get(`${ssoPath()}/domains`, { token: team.admin.token })).body.data).toHaveLength(1);
  });
});

/** Starts "Sign in with SSO", lets the provider sign in, and brings its answer to the callback. */
async function signInAtProvider(start: Record<string, string>, browserState?: string) {
  const started = await api.post("/api/sso/start", { json: { ...start, callbackUrl: "/dashboard/x" } });
  expect(started.status).toBe(200);
  const state = cookieValue(started, "dp-sso-state")!;
  expect(state).toBe(started.body.state);
  const authorize = new URL(started.body.redirect_url);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("nonce")).toBeTruthy();
  const atProvider = await fetch(authorize, { redirect: "manual" });
  const back = new URL(atProvider.headers.get("location")!);
  return api.get(back.pathname + back.search, { headers: { cookie: `dp-sso-state=${browserState ?? state}` } });
}

describe("signing in with OpenID Connect", () => {
  it("creates the user and membership with the default role, then a dashboard session from a one-time ticket", async () => {
    provider.user = { email: `grace@${domain}`, name: "Grace" };
    const callback = await signInAtProvider({ email: `someone@${domain.toUpperCase()}` });
    expect(callback.status).toBe(303);
    expect(callback.headers.get("location")).toBe("http://localhost:3000/sign-in/sso?callbackUrl=%2Fdashboard%2Fx");
    const ticket = cookieValue(callback, "dp-sso-ticket")!;
    expect(ticket).toBeTruthy();

    const session = await signInThroughNextAuth("sso", {}, { "dp-sso-ticket": ticket });
    expect(session.error).toBeNull();
    const organization = await api.get(`/api/v1/organization/${team.organizationId}`, { headers: { cookie: session.sessionCookie! } });
    expect(organization.status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email: `grace@${domain}` }, include: { memberships: true } });
    expect(user.name).toBe("Grace");
    expect(user.memberships).toEqual([expect.objectContaining({ organizationId: team.organizationId, role: "reader", status: "active" })]);

    // The ticket is spent.
    expect((await signInThroughNextAuth("sso", {}, { "dp-sso-ticket": ticket })).sessionCookie).toBeNull();
  });

  it("signs an existing member in by organization slug, keeping their role", async () => {
    const member = await addMember(team.organizationId, team.owner, "member");
    await db.user.update({ where: { id: member.id }, data: { email: `member-${member.id.slice(0, 6)}@${domain}` } });
    provider.user = { email: `member-${member.id.slice(0, 6)}@${domain}`, name: "M" };
    const slug = (await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug;
    const ticket = cookieValue(await signInAtProvider({ organization: slug }), "dp-sso-ticket")!;
    expect((await signInThroughNextAuth("sso", {}, { "dp-sso-ticket": ticket })).sessionCookie).toBeTruthy();
    expect((await db.membership.findFirstOrThrow({ where: { userId: member.id, organizationId: team.organizationId } })).role).toBe("member");
  });

  it("refuses an answer for another browser's sign-in (state mismatch)", async () => {
    provider.user = { email: `grace@${domain}`, name: "Grace" };
    expectRefused(await signInAtProvider({ email: `a@${domain}` }, "another-state"));
    const started = await api.post("/api/sso/start", { json: { email: `a@${domain}` } });
    expectRefused(await api.get(`/api/sso/oidc/callback?code=x&state=forged`, { headers: { cookie: "dp-sso-state=forged" } }));
    expect(started.status).toBe(200);
  });

  it("refuses an ID token signed with a key the provider does not publish", async () => {
    provider.signWithForeignKey = true;
    try {
      expectRefused(await signInAtProvider({ email: `a@${domain}` }));
    } finally {
      provider.signWithForeignKey = false;
    }
  });

  it("refuses an address outside the organization's verified domains", async () => {
    provider.user = { email: "mallory@elsewhere.test", name: "Mallory" };
    expectRefused(await signInAtProvider({ email: `a@${domain}` }));
    expect(await db.user.findUnique({ where: { email: "mallory@elsewhere.test" } })).toBeNull();
  });

  it("answers 404 for an address or organization without SSO", async () => {
    expectProblem(await api.post("/api/sso/start", { json: { email: "a@unknown.test" } }), 404);
    expectProblem(await api.post("/api/sso/start", { json: { organization: "no-such-organization" } }), 404);
    expectProblem(await api.post("/api/sso/start", { json: {} }), 400);
  });
});

describe("require SSO", () => {
  it("refuses password sign-in to addresses in the verified domains, and lapses with the plan", async () => {
    const email = `pat@${domain}`;
    await createUser({ email, password });
    expect((await signInThroughNextAuth("credentials", { email, password })).sessionCookie).toBeTruthy();
    await api.put(ssoPath(), { token: team.admin.token, json: { ...oidcConfig(), require_sso: true } });
    expect(await signInThroughNextAuth("credentials", { email, password })).toEqual({ sessionCookie: null, error: "SsoRequired" });
    // GitHub sign-in of the same address is refused alike.
    const signInCallback = authOptions().callbacks!.signIn!;
    const github = { provider: "github", type: "oauth", providerAccountId: "1" } as const;
    expect(await signInCallback({ user: { id: "1", email }, account: github })).toBe("/sign-in?error=SsoRequired");
    // Other addresses still sign in with a password.
    const other = await createUser({ email: `pat-${team.organizationId.slice(0, 6)}@elsewhere.test`, password });
    expect((await signInThroughNextAuth("credentials", { email: other.email, password })).sessionCookie).toBeTruthy();

    await db.organization.update({ where: { id: team.organizationId }, data: { plan: "free" } });
    try {
      expect((await signInThroughNextAuth("credentials", { email, password })).sessionCookie).toBeTruthy();
      expectProblem(await api.post("/api/sso/start", { json: { email } }), 402);
    } finally {
      await db.organization.update({ where: { id: team.organizationId }, data: { plan: "business" } });
    }
  });
});
