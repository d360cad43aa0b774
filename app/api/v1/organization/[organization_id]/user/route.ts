import { route } from "@/lib/http/route";
import { listMembers } from "@/lib/members/service";
import { OrganizationParams } from "@/lib/organizations/schemas";

export const GET = route({ params: OrganizationParams, permission: "members.read" }, ({ access }) =>
  listMembers(access, "all"),
);
