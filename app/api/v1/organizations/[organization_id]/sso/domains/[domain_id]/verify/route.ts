import { route } from "@/lib/http/route";
import { verifySsoDomain } from "@/lib/sso/domains";
import { SsoDomainParams } from "@/lib/sso/schemas";

export const POST = route({ params: SsoDomainParams, permission: "sso.manage" }, ({ access, params }) => verifySsoDomain(access, params.domain_id));
