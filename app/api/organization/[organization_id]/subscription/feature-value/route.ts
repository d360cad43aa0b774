import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { FeatureQuery, featureValue } from "@/lib/billing/subscription";

export const GET = route({ params: OrganizationParams, query: FeatureQuery, permission: "subscription.read" }, ({ access, query }) =>
  featureValue(access, query),
);
