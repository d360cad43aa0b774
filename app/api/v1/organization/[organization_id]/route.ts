import { route } from "@/lib/http/route";
import { OrganizationParams, UpdateOrganizationBody } from "@/lib/organizations/schemas";
import { deleteOrganization, getOrganization, updateOrganization } from "@/lib/organizations/service";
import { OrganizationView } from "@/lib/organizations/views";

export const GET = route({ summary: "Get an organization", params: OrganizationParams, permission: "organization.read", responses: { 200: OrganizationView } }, ({ access }) =>
  getOrganization(access),
);

export const PUT = route(
  { summary: "Update an organization", params: OrganizationParams, permission: "organization.update", body: UpdateOrganizationBody, responses: { 200: OrganizationView } },
  ({ access, body }) => updateOrganization(access, body),
);

export const DELETE = route({ summary: "Delete an organization", params: OrganizationParams, permission: "organization.delete", responses: { 204: null } }, ({ access }) =>
  deleteOrganization(access),
);
