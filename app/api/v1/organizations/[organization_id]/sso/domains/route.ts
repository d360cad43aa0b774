import { route } from "@/lib/http/route";
import { addSsoDomain, listSsoDomains } from "@/lib/sso/domains";
import { AddDomainBody, SsoParams } from "@/lib/sso/schemas";
import { SsoDomainList, SsoDomainView } from "@/lib/sso/views";

export const GET = route({ summary: "List single sign-on domains", params: SsoParams, permission: "sso.manage", problems: ["quota_exceeded"], responses: { 200: SsoDomainList } }, ({ access }) =>
  listSsoDomains(access),
);

/** Conflict when the domain is listed already. */
export const POST = route(
  { summary: "Add a single sign-on domain", params: SsoParams, permission: "sso.manage", body: AddDomainBody, status: 201, problems: ["quota_exceeded", "conflict"], responses: { 201: SsoDomainView } },
  ({ access, body }) => addSsoDomain(access, body),
);
