import type { OrganizationAccess } from "../auth/access";
import { assertFeature } from "../billing/quota";
import { db } from "../db";
import { DomainError, invalidInput, notFound } from "../errors";
import { guardedFetch } from "../http/guarded-request";
import { receiverAddressPolicy } from "../http/receiver-url";
import { encryptSecret } from "../sealed-secrets";
import { discover, oidcRedirectUri } from "./oidc";
import { parseIdentityProviderMetadata, samlAcsUrl, samlEntityId } from "./saml";
import type { SaveSsoInput } from "./schemas";
import { oidcSecretPurpose } from "./sign-in";
import type { SsoConnectionView } from "./views";

type ConnectionRow = NonNullable<Awaited<ReturnType<typeof db.ssoConnection.findUnique>>>;

function connectionView(row: ConnectionRow): SsoConnectionView {
  const idp = row.samlMetadataXml ? parseIdentityProviderMetadata(row.samlMetadataXml) : null;
  return {
    protocol: row.protocol,
    enabled: row.enabled,
    require_sso: row.requireSso,
    default_role: row.defaultRole,
    // An OIDC connection is saved with its issuer and client.
    oidc: row.protocol === "oidc" ? { issuer: row.oidcIssuer!, client_id: row.oidcClientId!, redirect_uri: oidcRedirectUri() } : null,
    saml:
      row.protocol === "saml"
        ? {
            idp_entity_id: idp?.entityId ?? null,
            idp_sso_url: idp?.ssoUrl ?? null,
            idp_metadata_url: row.samlMetadataUrl,
            sp_entity_id: samlEntityId(row.organizationId),
            sp_acs_url: samlAcsUrl(),
            sp_metadata_url: samlEntityId(row.organizationId),
          }
        : null,
    updated_at: row.updatedAt,
  };
}

export async function getSsoConnection(access: OrganizationAccess): Promise<SsoConnectionView> {
  await assertFeature(access.organizationId, "sso");
  const row = await db.ssoConnection.findUnique({ where: { organizationId: access.organizationId } });
  if (!row) throw notFound("Single sign-on");
  return connectionView(row);
}

/** Metadata addresses are typed by admins: they may not reach internal services. */
const fetchIdentityProvider = guardedFetch(receiverAddressPolicy);

async function fetchMetadata(url: string): Promise<string> {
  try {
    const response = await fetchIdentityProvider(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.text();
  } catch (error) {
    throw new DomainError("upstream_failed", `The identity provider's metadata could not be read: ${(error as Error).message}`);
  }
}

/**
 * Saves the organization's identity provider, replacing any. The provider is checked first:
 * OIDC discovery must succeed, SAML metadata must name a sign-on address and a certificate.
 */
export async function saveSsoConnection(access: OrganizationAccess, input: SaveSsoInput): Promise<SsoConnectionView> {
  await assertFeature(access.organizationId, "sso");
  const common = { enabled: input.enabled, requireSso: input.require_sso, defaultRole: input.default_role };
  let data;
  if (input.protocol === "oidc") {
    const existing = await db.ssoConnection.findUnique({ where: { organizationId: access.organizationId } });
    const sameClient = existing?.oidcIssuer === input.issuer && existing.oidcClientId === input.client_id;
    const sealed = input.client_secret ? encryptSecret(input.client_secret, oidcSecretPurpose) : sameClient ? existing.oidcEncryptedSecret : null;
    if (!sealed) throw invalidInput("A client secret is required for a new issuer or client.", [{ path: "body.client_secret", message: "Required." }]);
    if (input.client_secret) await discover({ issuer: input.issuer, clientId: input.client_id, clientSecret: input.client_secret });
    data = { ...common, protocol: input.protocol, oidcIssuer: input.issuer, oidcClientId: input.client_id, oidcEncryptedSecret: sealed, samlMetadataXml: null, samlMetadataUrl: null };
  } else {
    const xml = input.idp_metadata_xml ?? (await fetchMetadata(input.idp_metadata_url!));
    parseIdentityProviderMetadata(xml);
    data = { ...common, protocol: input.protocol, samlMetadataXml: xml, samlMetadataUrl: input.idp_metadata_url ?? null, oidcIssuer: null, oidcClientId: null, oidcEncryptedSecret: null };
  }
  const row = await db.ssoConnection.upsert({
    where: { organizationId: access.organizationId },
    create: { organizationId: access.organizationId, ...data },
    update: data,
  });
  return connectionView(row);
}

export async function deleteSsoConnection(access: OrganizationAccess) {
  const deleted = await db.ssoConnection.deleteMany({ where: { organizationId: access.organizationId } });
  if (deleted.count === 0) throw notFound("Single sign-on");
}
