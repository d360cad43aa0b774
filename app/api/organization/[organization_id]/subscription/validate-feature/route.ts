import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { FeatureQuery, validateFeature } from "@/lib/billing/subscription";
import { FeatureCheckView } from "@/lib/billing/views";

export const GET = route(
  { summary: "Check whether a plan feature is enabled", params: OrganizationParams, query: FeatureQuery, permission: "subscription.read", responses: { 200: FeatureCheckView } },
  ({ access, query }) => validateFeature(access, query),
);
