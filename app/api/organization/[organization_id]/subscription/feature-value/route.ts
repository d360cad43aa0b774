import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { FeatureQuery, featureValue } from "@/lib/billing/subscription";
import { FeatureValueView } from "@/lib/billing/views";

export const GET = route(
  { summary: "Get a plan feature's value", params: OrganizationParams, query: FeatureQuery, permission: "subscription.read", responses: { 200: FeatureValueView } },
  ({ access, query }) => featureValue(access, query),
);
