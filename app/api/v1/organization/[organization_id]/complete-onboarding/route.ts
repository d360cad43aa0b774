import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { completeOnboarding } from "@/lib/organizations/service";

export const POST = route({ params: OrganizationParams, permission: "organization.update" }, ({ access }) =>
  completeOnboarding(access),
);
