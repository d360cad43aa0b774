import type { Role } from "@/lib/auth/roles";
import { api } from "../helpers/api";
import type { TestUser } from "../helpers/fixtures";

/** A documentation project created through the content API. */
export async function makeProject(organizationId: string, owner: TestUser, name = "Guide"): Promise<string> {
  const created = await api.post(`/api/v1/documentation/${organizationId}`, { token: owner.token, json: { name } });
  if (created.status !== 201) throw new Error(`project not created: ${created.text}`);
  return created.body.documentation_id;
}

/** An organization token, optionally limited to one project. */
export async function makeOrganizationToken(organizationId: string, admin: TestUser, role: Exclude<Role, "owner">, projectId?: string) {
  const created = await api.post(`/api/v1/organization/${organizationId}/tokens`, {
    token: admin.token,
    json: { name: `${role} token`, role, documentation_id: projectId },
  });
  if (created.status !== 201) throw new Error(`token not created: ${created.text}`);
  return created.body.token as string;
}
