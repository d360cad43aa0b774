import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { listSubscriptions } from "@/lib/push/subscriptions";

export const GET = route({ params: OrganizationParams, permission: "push.subscribe" }, ({ access, principal }) =>
  listSubscriptions(access, principal.user.id),
);
