import { DOMParser } from "@xmldom/xmldom";
import { SAML, ValidateInResponseTo, type CacheProvider } from "@node-saml/node-saml";
import { invalidInput } from "../errors";
import { serverOrigin } from "../http/origin";
import type { SsoIdentity } from "./oidc";

const metadataNamespace = "urn:oasis:names:tc:SAML:2.0:metadata";
const signatureNamespace = "http://www.w3.org/2000/09/xmldsig#";
const redirectBinding = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";

export const samlEntityId = (organizationId: string) => `${serverOrigin()}/api/sso/saml/metadata/${organizationId}`;
export const samlAcsUrl = () => `${serverOrigin()}/api/sso/saml/acs`;

export interface IdentityProviderMetadata {
  entityId: string;
  ssoUrl: string;
  certificates: string[];
}

/** The identity provider's entity id, HTTP-Redirect sign-on address and signing certificates. */
export function parseIdentityProviderMetadata(xml: string): IdentityProviderMetadata {
  const refuse = (message: string) => invalidInput(message, [{ path: "body.idp_metadata_xml", message }]);
  let document: Document;
  try {
    const fail = (message: string) => {
      throw new Error(message);
    };
    document = new DOMParser({ errorHandler: { error: fail, fatalError: fail } }).parseFromString(xml, "text/xml");
  } catch (error) {
    throw refuse(`The metadata is not well-formed XML: ${(error as Error).message}`);
  }
  const descriptor = Array.from(document.getElementsByTagNameNS(metadataNamespace, "EntityDescriptor"))[0];
  const idp = Array.from(document.getElementsByTagNameNS(metadataNamespace, "IDPSSODescriptor"))[0];
  if (!descriptor || !idp) throw refuse("The metadata has no identity provider (IDPSSODescriptor).");
  const ssoUrl = Array.from(idp.getElementsByTagNameNS(metadataNamespace, "SingleSignOnService"))
    .find((service) => service.getAttribute("Binding") === redirectBinding)
    ?.getAttribute("Location");
  if (!ssoUrl) throw refuse("The metadata has no SingleSignOnService with the HTTP-Redirect binding.");
  const certificates = Array.from(idp.getElementsByTagNameNS(metadataNamespace, "KeyDescriptor"))
    .filter((key) => (key.getAttribute("use") ?? "signing") === "signing")
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(signatureNamespace, "X509Certificate")))
    .map((certificate) => (certificate.textContent ?? "").replace(/\s+/g, ""))
    .filter(Boolean);
  if (certificates.length === 0) throw refuse("The metadata has no signing certificate.");
  return { entityId: descriptor.getAttribute("entityID") ?? "", ssoUrl, certificates };
}

/**
 * Knows only the one request id a sign-in attempt was started with: the attempt is kept in
 * the database (any instance may receive the answer), and its expiry is checked there.
 */
function requestIdCache(known: { id: string | null }): CacheProvider {
  return {
    saveAsync: async (key, value) => {
      known.id = key;
      return { value, createdAt: Date.now() };
    },
    // node-saml reads the value as the time the request was issued.
    getAsync: async (key) => (key === known.id ? new Date().toISOString() : null),
    removeAsync: async (key) => (key === known.id ? key : null),
  };
}

function serviceProvider(organizationId: string, metadataXml: string, known: { id: string | null }): SAML {
  const idp = parseIdentityProviderMetadata(metadataXml);
  return new SAML({
    callbackUrl: samlAcsUrl(),
    entryPoint: idp.ssoUrl,
    issuer: samlEntityId(organizationId),
    audience: samlEntityId(organizationId),
    idpIssuer: idp.entityId || undefined,
    idpCert: idp.certificates,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    cacheProvider: requestIdCache(known),
    identifierFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    disableRequestedAuthnContext: true,
  });
}

/** The IdP's sign-on address with an AuthnRequest; its id is kept to check the answer's InResponseTo. */
export async function samlAuthorizationUrl(connection: { organizationId: string; samlMetadataXml: string | null }, relayState: string) {
  const known = { id: null as string | null };
  const url = await serviceProvider(connection.organizationId, connection.samlMetadataXml!, known).getAuthorizeUrlAsync(relayState, undefined, {});
  return { url, requestId: known.id! };
}

/**
 * Checks a posted SAMLResponse: the assertion's signature against the IdP's certificates,
 * audience, time conditions and that it answers this attempt's request. Returns the email
 * (the NameID, or an `email` attribute).
 */
export async function completeSaml(
  connection: { organizationId: string; samlMetadataXml: string | null },
  requestId: string,
  samlResponse: string,
): Promise<SsoIdentity> {
  const { profile } = await serviceProvider(connection.organizationId, connection.samlMetadataXml!, { id: requestId }).validatePostResponseAsync({
    SAMLResponse: samlResponse,
  });
  const attribute = (name: string) => (typeof profile?.[name] === "string" ? (profile[name] as string) : null);
  const email = attribute("email") ?? attribute("mail") ?? profile?.nameID ?? null;
  if (!email || !email.includes("@")) throw new Error("The assertion names no email address.");
  return { email, name: attribute("displayName") ?? attribute("name") };
}

/** The service provider's metadata for the organization's identity provider administrator. */
export function serviceProviderMetadata(organizationId: string): string {
  const entityId = samlEntityId(organizationId);
  return `<?xml version="1.0"?>
<EntityDescriptor xmlns="${metadataNamespace}" entityID="${entityId}">
  <SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" AuthnRequestsSigned="false" WantAssertionsSigned="true">
    <NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</NameIDFormat>
    <AssertionConsumerService index="1" isDefault="true" Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${samlAcsUrl()}"/>
  </SPSSODescriptor>
</EntityDescriptor>
`;
}
