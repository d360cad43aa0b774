import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/documentation/schemas";
import { getSecurityPolicy, SecurityPolicyBody, updateSecurityPolicy } from "@/lib/two-factor/organization-policy";

export const GET = route({ params: OrganizationParams, permission: "organization.read" }, ({ access }) => getSecurityPolicy(access));

export const PATCH = route({ params: OrganizationParams, permission: "security.manage", body: SecurityPolicyBody }, ({ access, body }) =>
  updateSecurityPolicy(access, body),
);
