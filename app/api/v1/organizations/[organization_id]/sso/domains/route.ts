import { route } from "@/lib/http/route";
import { addSsoDomain, listSsoDomains } from "@/lib/sso/domains";
import { AddDomainBody, SsoParams } from "@/lib/sso/schemas";

export const GET = route({ params: SsoParams, permission: "sso.manage" }, ({ access }) => listSsoDomains(access));

export const POST = route({ params: SsoParams, permission: "sso.manage", body: AddDomainBody, status: 201 }, ({ access, body }) =>
  addSsoDomain(access, body),
);
