import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { startDnsServer, type DnsServer } from "./dns-server";
import { cookieValue, expectRefused } from "./helpers";
import { signInThroughNextAuth } from "./next-auth-client";
import { startSamlIdentityProvider, type SamlIdentityProvider } from "./saml-idp";

let team: Team;
let dns: DnsServer;
let idp: SamlIdentityProvider;
let domain: string;

const ssoPath = () => `/api/v1/organizations/${team.organizationId}/sso`;

beforeAll(async () => {
  [dns, idp, team] = await Promise.all([startDnsServer(), startSamlIdentityProvider(), makeTeam()]);
  process.env.SSO_DNS_SERVERS = dns.address;
  domain = `${team.organizationId.slice(0, 8)}.saml.test`;
  await db.organization.update({ where: { id: team.organizationId }, data: { plan: "business" } });
  const added = await api.post(`${ssoPath()}/domains`, { token: team.owner.token, json: { domain } });
  dns.txt.set(added.body.txt_record.name, [added.body.txt_record.value]);
  expect((await api.post(`${ssoPath()}/domains/${added.body.domain_id}/verify`, { token: team.owner.token })).body.verified).toBe(true);
});

afterAll(async () => {
  delete process.env.SSO_DNS_SERVERS;
  await Promise.all([dns?.close(), idp?.close()]);
});

describe("SAML configuration", () => {
  it("reads the identity provider's metadata, given or by URL", async () => {
    const bad = await api.put(ssoPath(), { token: team.admin.token, json: { protocol: "saml", idp_metadata_xml: "<nope" } });
    expectProblem(bad, 400);
    expectProblem(await api.put(ssoPath(), { token: team.admin.token, json: { protocol: "saml", idp_metadata_xml: "<EntityDescriptor/>" } }), 400);
    expectProblem(await api.put(ssoPath(), { token: team.admin.token, json: { protocol: "saml" } }), 400);
    expect((await api.put(ssoPath(), { token: team.admin.token, json: { protocol: "saml", idp_metadata_xml: idp.metadataXml } })).status).toBe(200);
    const saved = await api.put(ssoPath(), { token: team.admin.token, json: { protocol: "saml", idp_metadata_url: idp.metadataUrl } });
    expect(saved.status).toBe(200);
    expect(saved.body.saml).toMatchObject({
      idp_entity_id: idp.entityId,
      idp_sso_url: `${idp.entityId}/sso`,
      sp_entity_id: `http://localhost:3000/api/sso/saml/metadata/${team.organizationId}`,
      sp_acs_url: "http://localhost:3000/api/sso/saml/acs",
    });
  });

  it("publishes the service provider's metadata", async () => {
    const metadata = await api.get(`/api/sso/saml/metadata/${team.organizationId}`);
    expect(metadata.status).toBe(200);
    expect(metadata.headers.get("content-type")).toBe("application/samlmetadata+xml");
    expect(metadata.text).toContain(`entityID="http://localhost:3000/api/sso/saml/metadata/${team.organizationId}"`);
    expect(metadata.text).toContain('Location="http://localhost:3000/api/sso/saml/acs"');
  });
});

/** Starts SSO, lets the IdP answer, and posts its answer to the ACS as its form would. */
async function signInAtIdentityProvider(options: { browserState?: string; replay?: { SAMLResponse: string } } = {}) {
  const started = await api.post("/api/sso/start", { json: { email: `x@${domain}` } });
  expect(started.status).toBe(200);
  const state = cookieValue(started, "dp-sso-state")!;
  const answer = (await (await fetch(started.body.redirect_url)).json()) as { acs: string; SAMLResponse: string; RelayState: string };
  expect(answer.acs).toBe("http://localhost:3000/api/sso/saml/acs");
  expect(answer.RelayState).toBe(state);
  const form = new URLSearchParams({ SAMLResponse: options.replay?.SAMLResponse ?? answer.SAMLResponse, RelayState: answer.RelayState });
  const acs = await api.post("/api/sso/saml/acs", {
    body: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: `dp-sso-state=${options.browserState ?? state}` },
  });
  return { acs, answer };
}

describe("signing in with SAML", () => {
  it("accepts a signed assertion, creating the member, then a dashboard session", async () => {
    idp.user = { email: `lin@${domain}`, name: "Lin" };
    const { acs } = await signInAtIdentityProvider();
    expect(acs.status).toBe(303);
    expect(acs.headers.get("location")).toBe("http://localhost:3000/sign-in/sso?callbackUrl=%2F");
    const session = await signInThroughNextAuth("sso", {}, { "dp-sso-ticket": cookieValue(acs, "dp-sso-ticket")! });
    expect(session.sessionCookie).toBeTruthy();
    expect((await api.get(`/api/v1/organization/${team.organizationId}`, { headers: { cookie: session.sessionCookie! } })).status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email: `lin@${domain}` }, include: { memberships: true } });
    expect(user.name).toBe("Lin");
    expect(user.memberships).toEqual([expect.objectContaining({ organizationId: team.organizationId, role: "member" })]);
  });

  it("refuses an assertion signed with another key, or altered after signing", async () => {
    idp.user = { email: `kim@${domain}`, name: "Kim" };
    idp.signWithForeignKey = true;
    try {
      expectRefused((await signInAtIdentityProvider()).acs);
    } finally {
      idp.signWithForeignKey = false;
    }
    idp.tamperWith = `admin@${domain}`;
    try {
      expectRefused((await signInAtIdentityProvider()).acs);
    } finally {
      idp.tamperWith = null;
    }
    expect(await db.user.findUnique({ where: { email: `admin@${domain}` } })).toBeNull();
  });

  it("refuses an answer for another browser's sign-in, or to another request", async () => {
    expectRefused((await signInAtIdentityProvider({ browserState: "another" })).acs);
    const first = await signInAtIdentityProvider();
    expect(first.acs.status).toBe(303);
    // The same assertion, posted for a new sign-in, answers another request (InResponseTo).
    expectRefused((await signInAtIdentityProvider({ replay: first.answer })).acs);
  });
});
