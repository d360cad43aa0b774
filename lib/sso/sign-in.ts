import { createHash, randomBytes } from "node:crypto";
import { db } from "../db";
import { DomainError, notFound } from "../errors";
import { assertFeature, assertHeldQuota, enforcementEnabled } from "../billing/quota";
import { planOf, isFeatureEnabled } from "../billing/plans";
import { normalizeEmail } from "../users";
import { clearingAccessAfter } from "../auth/access";
import { safeReturnPath } from "../auth/return-path";
import { decryptSecret } from "../sealed-secrets";
import type { StartSsoInput } from "./schemas";
import { authorizationUrl, completeOidc, discover, newOidcRequest, type SsoIdentity } from "./oidc";
import { completeSaml, samlAuthorizationUrl } from "./saml";
import type { SsoSignInStartedView } from "./views";

export const oidcSecretPurpose = "sso-oidc-client-secret";
/** The browser has this long to come back from the provider. */
const signInLifetimeMs = 10 * 60 * 1000;
/** And this long, once back, to exchange its ticket for a dashboard session. */
const ticketLifetimeMs = 2 * 60 * 1000;

export const emailDomain = (email: string) => normalizeEmail(email).split("@").pop()!;
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Only same-site paths may be returned to after signing in. */
/** The organization named by slug, or else the one that verified the email's domain. */
async function findOrganization(input: StartSsoInput): Promise<string | null> {
  if (input.organization) {
    const organization = await db.organization.findUnique({ where: { slug: input.organization.toLowerCase() }, select: { id: true } });
    return organization?.id ?? null;
  }
  const domain = await db.ssoDomain.findFirst({
    where: { domain: emailDomain(input.email!), verifiedAt: { not: null } },
    select: { organizationId: true },
  });
  return domain?.organizationId ?? null;
}

export async function enabledConnection(organizationId: string) {
  const connection = await db.ssoConnection.findUnique({ where: { organizationId } });
  if (!connection?.enabled) throw notFound("Single sign-on for this organization");
  await assertFeature(organizationId, "sso");
  return connection;
}

type Connection = Awaited<ReturnType<typeof enabledConnection>>;

export const oidcSettings = (connection: Connection) => ({
  issuer: connection.oidcIssuer!,
  clientId: connection.oidcClientId!,
  clientSecret: decryptSecret(connection.oidcEncryptedSecret!, oidcSecretPurpose),
});

/**
 * Starts "Sign in with SSO": records the attempt (its id is the OIDC state or the SAML
 * RelayState) and returns the provider's address to send the browser to.
 */
export async function startSsoSignIn(input: StartSsoInput): Promise<SsoSignInStartedView> {
  if (Math.random() < 0.01) void pruneExpiredSignIns();
  const organizationId = await findOrganization(input);
  if (!organizationId) throw notFound("Single sign-on for this organization");
  const connection = await enabledConnection(organizationId);
  const id = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + signInLifetimeMs);
  const callbackUrl = safeReturnPath(input.callbackUrl);
  let redirectUrl: string;
  if (connection.protocol === "oidc") {
    const request = { state: id, ...newOidcRequest() };
    redirectUrl = await authorizationUrl(await discover(oidcSettings(connection)), request);
    await db.ssoSignIn.create({ data: { id, organizationId, codeVerifier: request.codeVerifier, nonce: request.nonce, callbackUrl, expiresAt } });
  } else {
    const { url, requestId } = await samlAuthorizationUrl(connection, id);
    redirectUrl = url;
    await db.ssoSignIn.create({ data: { id, organizationId, nonce: requestId, callbackUrl, expiresAt } });
  }
  return { state: id, redirect_url: redirectUrl, expires_at: expiresAt };
}

/** Attempts a day past their expiry are of no further use (a spent ticket's row included). */
async function pruneExpiredSignIns() {
  await db.ssoSignIn.deleteMany({ where: { expiresAt: { lt: new Date(Date.now() - 86_400_000) } } }).catch(() => {});
}

const refused = (message: string) => new DomainError("forbidden", message);

/** The pending attempt a provider's answer belongs to; `browserState` is what the browser was given at the start. */
export async function pendingSignIn(state: string | undefined, browserState: string | undefined) {
  if (!state || !browserState || state !== browserState) {
    throw refused("The sign-in answer does not belong to a sign-in this browser started.");
  }
  const attempt = await db.ssoSignIn.findUnique({ where: { id: state } });
  if (!attempt || attempt.userId || attempt.expiresAt <= new Date()) throw refused("The sign-in has expired; start again.");
  return attempt;
}

type Attempt = Awaited<ReturnType<typeof pendingSignIn>>;

export async function completeOidcSignIn(attempt: Attempt, callbackUrl: URL) {
  const connection = await enabledConnection(attempt.organizationId);
  if (connection.protocol !== "oidc") throw refused("This organization no longer signs in with OpenID Connect.");
  const identity = await completeOidc(await discover(oidcSettings(connection)), callbackUrl, {
    state: attempt.id,
    nonce: attempt.nonce!,
    codeVerifier: attempt.codeVerifier!,
  });
  return completeSignIn(attempt, identity, connection.defaultRole);
}

export async function completeSamlSignIn(attempt: Attempt, samlResponse: string) {
  const connection = await enabledConnection(attempt.organizationId);
  if (connection.protocol !== "saml") throw refused("This organization no longer signs in with SAML.");
  const identity = await completeSaml(connection, attempt.nonce!, samlResponse);
  return completeSignIn(attempt, identity, connection.defaultRole);
}

/**
 * The provider vouched for `identity`: the address must be in one of the organization's
 * verified domains (a provider may speak only for addresses the organization controls). A
 * first sign-in creates the user and membership with the connection's default role. Returns
 * a one-time ticket the browser exchanges for a dashboard session.
 */
export async function completeSignIn(attempt: Attempt, identity: SsoIdentity, defaultRole: "reader" | "member" | "admin" | "owner") {
  const email = normalizeEmail(identity.email);
  const verified = await db.ssoDomain.findFirst({
    where: { organizationId: attempt.organizationId, domain: emailDomain(email), verifiedAt: { not: null } },
    select: { id: true },
  });
  if (!verified) throw refused(`The identity provider signed in ${email}, whose domain this organization has not verified.`);
  const ticket = randomBytes(32).toString("base64url");
  await clearingAccessAfter(
    db.$transaction(async (tx) => {
    const user = await tx.user.upsert({ where: { email }, update: {}, create: { email, name: identity.name } });
    const membership = await tx.membership.findUnique({
      where: { organizationId_userId: { organizationId: attempt.organizationId, userId: user.id } },
      select: { status: true },
    });
    if (membership && membership.status !== "active") throw refused("Your membership of this organization is not active.");
    if (!membership) {
      await assertHeldQuota(tx, attempt.organizationId, "members");
      await tx.membership.create({ data: { organizationId: attempt.organizationId, userId: user.id, role: defaultRole } });
    }
    const claimed = await tx.ssoSignIn.updateMany({
      where: { id: attempt.id, userId: null },
      data: { userId: user.id, ticketHash: sha256(ticket), expiresAt: new Date(Date.now() + ticketLifetimeMs) },
    });
    if (claimed.count !== 1) throw refused("This sign-in was already completed.");
    }),
  );
  return { ticket, callbackUrl: attempt.callbackUrl };
}

/** Spends a ticket (once, unexpired) and returns the user it signs in. */
export async function redeemSsoTicket(ticket: string) {
  const ticketHash = sha256(ticket);
  const spent = await db.ssoSignIn.updateMany({
    where: { ticketHash, consumedAt: null, expiresAt: { gt: new Date() } },
    data: { consumedAt: new Date() },
  });
  if (spent.count !== 1) return null;
  const attempt = await db.ssoSignIn.findUnique({ where: { ticketHash }, select: { userId: true } });
  return attempt?.userId ? db.user.findUnique({ where: { id: attempt.userId } }) : null;
}

/**
 * Whether password sign-in is refused to this address: its domain is verified by an
 * organization whose enabled SSO connection requires SSO, on a plan that includes SSO.
 */
export async function ssoRequiredFor(email: string): Promise<boolean> {
  const domains = await db.ssoDomain.findMany({
    where: { domain: emailDomain(email), verifiedAt: { not: null }, organization: { ssoConnection: { enabled: true, requireSso: true } } },
    select: { organization: { select: { plan: true } } },
  });
  return domains.some(({ organization }) => !enforcementEnabled() || isFeatureEnabled(planOf(organization.plan).features.sso));
}
