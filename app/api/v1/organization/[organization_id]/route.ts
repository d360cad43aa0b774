import { route } from "@/lib/http/route";
import { OrganizationParams, UpdateOrganizationBody } from "@/lib/organizations/schemas";
import { deleteOrganization, getOrganization, updateOrganization } from "@/lib/organizations/service";
import { OrganizationView } from "@/lib/organizations/views";

export const GET = route({ params: OrganizationParams, permission: "organization.read", responses: { 200: OrganizationView } }, ({ access }) =>
  getOrganization(access),
);

export const PUT = route(
  { params: OrganizationParams, permission: "organization.update", body: UpdateOrganizationBody, responses: { 200: OrganizationView } },
  ({ access, body }) => updateOrganization(access, body),
);

export const DELETE = route({ params: OrganizationParams, permission: "organization.delete", responses: { 204: null } }, ({ access }) =>
  deleteOrganization(access),
);
