import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { LimitQuery, validateLimit } from "@/lib/billing/subscription";
import { LimitCheckView } from "@/lib/billing/views";

/** Answers whether an amount more fits; it reserves nothing. */
export const GET = route(
  { summary: "Check whether a plan limit allows an amount", params: OrganizationParams, query: LimitQuery, permission: "subscription.read", responses: { 200: LimitCheckView } },
  ({ access, query }) => validateLimit(access, query),
);
