import { route } from "@/lib/http/route";
import { serviceProviderMetadata } from "@/lib/sso/saml";
import { SsoParams } from "@/lib/sso/schemas";

/** The service provider's SAML metadata (also its entity id), for the identity provider's administrator. */
export const GET = route({ auth: "public", params: SsoParams }, ({ params }) =>
  new Response(serviceProviderMetadata(params.organization_id), { headers: { "content-type": "application/samlmetadata+xml" } }),
);
