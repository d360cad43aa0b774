import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { completeOnboarding } from "@/lib/organizations/service";
import { OrganizationView } from "@/lib/organizations/views";

export const POST = route({ summary: "Complete an organization's onboarding", params: OrganizationParams, permission: "organization.update", responses: { 200: OrganizationView } }, ({ access }) =>
  completeOnboarding(access),
);
