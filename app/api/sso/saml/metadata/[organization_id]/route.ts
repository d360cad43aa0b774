import { route } from "@/lib/http/route";
import { serviceProviderMetadata } from "@/lib/sso/saml";
import { SsoParams } from "@/lib/sso/schemas";

/** The service provider's SAML metadata (also its entity id), for the identity provider's administrator. */
const metadata = { mediaType: "application/samlmetadata+xml", description: "An EntityDescriptor with the entity id and the assertion consumer service" };

export const GET = route({ summary: "Get an organization's SAML service provider metadata", auth: "public", params: SsoParams, responses: { 200: metadata } }, ({ params }) =>
  new Response(serviceProviderMetadata(params.organization_id), { headers: { "content-type": "application/samlmetadata+xml" } }),
);
