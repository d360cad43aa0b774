import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { LimitQuery, validateLimit } from "@/lib/billing/subscription";

export const GET = route({ params: OrganizationParams, query: LimitQuery, permission: "subscription.read" }, ({ access, query }) =>
  validateLimit(access, query),
);
