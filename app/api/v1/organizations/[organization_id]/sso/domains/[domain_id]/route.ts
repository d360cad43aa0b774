import { route } from "@/lib/http/route";
import { deleteSsoDomain } from "@/lib/sso/domains";
import { SsoDomainParams } from "@/lib/sso/schemas";

export const DELETE = route({ summary: "Remove a single sign-on domain", params: SsoDomainParams, permission: "sso.manage", responses: { 204: null } }, ({ access, params }) =>
  deleteSsoDomain(access, params.domain_id),
);
