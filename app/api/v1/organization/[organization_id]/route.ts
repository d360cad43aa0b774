import { route } from "@/lib/http/route";
import { OrganizationParams, UpdateOrganizationBody } from "@/lib/organizations/schemas";
import { deleteOrganization, getOrganization, updateOrganization } from "@/lib/organizations/service";

export const GET = route({ params: OrganizationParams, permission: "organization.read" }, ({ access }) =>
  getOrganization(access),
);

export const PUT = route(
  { params: OrganizationParams, permission: "organization.update", body: UpdateOrganizationBody },
  ({ access, body }) => updateOrganization(access, body),
);

export const DELETE = route({ params: OrganizationParams, permission: "organization.delete" }, ({ access }) =>
  deleteOrganization(access),
);
