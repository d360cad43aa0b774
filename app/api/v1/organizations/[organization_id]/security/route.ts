import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/documentation/schemas";
import { getSecurityPolicy, SecurityPolicyBody, SecurityPolicyView, updateSecurityPolicy } from "@/lib/two-factor/organization-policy";

export const GET = route({ summary: "Get the security policy", params: OrganizationParams, permission: "organization.read", responses: { 200: SecurityPolicyView } }, ({ access }) =>
  getSecurityPolicy(access),
);

export const PATCH = route(
  { summary: "Update the security policy", params: OrganizationParams, permission: "security.manage", body: SecurityPolicyBody, responses: { 200: SecurityPolicyView } },
  ({ access, body }) => updateSecurityPolicy(access, body),
);
