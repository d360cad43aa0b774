import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { inflateRawSync } from "node:zlib";
import { SignedXml } from "xml-crypto";

const keys = new URL("./keys/", import.meta.url);
const pem = (name: string) => readFileSync(new URL(name, keys), "utf8");
const certificateBody = (certificate: string) => certificate.replace(/-----[^-]+-----|\s+/g, "");

export interface SamlIdentityProvider {
  entityId: string;
  metadataUrl: string;
  metadataXml: string;
  /** Who the next sign-in vouches for. */
  user: { email: string; name: string };
  /** Sign with a key the metadata does not list. */
  signWithForeignKey: boolean;
  /** Change the signed assertion's NameID afterwards. */
  tamperWith: string | null;
  close: () => Promise<void>;
}

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

function signedResponse(idp: SamlIdentityProvider, request: { id: string; acs: string; audience: string }): string {
  const now = new Date();
  const later = new Date(now.getTime() + 5 * 60_000).toISOString();
  const id = () => `_${randomBytes(16).toString("hex")}`;
  const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escape(request.acs)}" InResponseTo="${escape(request.id)}"><saml:Issuer>${escape(idp.entityId)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status><saml:Assertion ID="${id()}" Version="2.0" IssueInstant="${now.toISOString()}"><saml:Issuer>${escape(idp.entityId)}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escape(idp.user.email)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${escape(request.id)}" NotOnOrAfter="${later}" Recipient="${escape(request.acs)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${new Date(now.getTime() - 60_000).toISOString()}" NotOnOrAfter="${later}"><saml:AudienceRestriction><saml:Audience>${escape(request.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${id()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement><saml:Attribute Name="displayName"><saml:AttributeValue>${escape(idp.user.name)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement></saml:Assertion></samlp:Response>`;
  const key = idp.signWithForeignKey ? "other" : "idp";
  const signature = new SignedXml({
    privateKey: pem(`${key}-key.pem`),
    publicCert: pem(`${key}-cert.pem`),
    signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
  });
  signature.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
    transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", "http://www.w3.org/2001/10/xml-exc-c14n#"],
  });
  signature.computeSignature(xml, { location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: "after" } });
  const signed = signature.getSignedXml();
  return idp.tamperWith ? signed.replace(escape(idp.user.email), escape(idp.tamperWith)) : signed;
}

/**
 * A SAML identity provider on 127.0.0.1: its metadata, and a sign-on endpoint (HTTP-Redirect
 * binding) that reads the AuthnRequest and answers, as its auto-posting form would carry them,
 * the SAMLResponse (an assertion signed with tests/sso/keys/idp-key.pem) and the RelayState.
 */
export async function startSamlIdentityProvider(): Promise<SamlIdentityProvider> {
  const idp = { user: { email: "ada@saml.test", name: "Ada" }, signWithForeignKey: false, tamperWith: null } as SamlIdentityProvider;
  const server = createServer((request, response) => {
    const url = new URL(request.url!, idp.entityId);
    if (url.pathname === "/metadata") {
      response.writeHead(200, { "content-type": "application/samlmetadata+xml" });
      return response.end(idp.metadataXml);
    }
    if (url.pathname === "/sso") {
      const authnRequest = inflateRawSync(Buffer.from(url.searchParams.get("SAMLRequest")!, "base64")).toString("utf8");
      const attribute = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(authnRequest)?.[1] ?? "";
      const audience = /<saml:Issuer[^>]*>([^<]+)<\/saml:Issuer>/.exec(authnRequest)?.[1] ?? "";
      const samlResponse = Buffer.from(signedResponse(idp, { id: attribute("ID"), acs: attribute("AssertionConsumerServiceURL"), audience })).toString("base64");
      response.writeHead(200, { "content-type": "application/json" });
      return response.end(JSON.stringify({ acs: attribute("AssertionConsumerServiceURL"), SAMLResponse: samlResponse, RelayState: url.searchParams.get("RelayState") }));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  idp.entityId = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  idp.metadataUrl = `${idp.entityId}/metadata`;
  idp.metadataXml = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${idp.entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(pem("idp-cert.pem"))}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${idp.entityId}/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  idp.close = () => new Promise((resolve) => server.close(() => resolve()));
  return idp;
}
