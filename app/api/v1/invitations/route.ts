import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { listMyInvitations } from "@/lib/members/service";
import { ReceivedInvitationList } from "@/lib/members/views";
import { PageQuery } from "@/lib/pagination";

/** Forbidden to organization tokens: invitations belong to a person. */
export const GET = route({ summary: "List the account's pending invitations", query: PageQuery, problems: ["forbidden"], responses: { 200: ReceivedInvitationList } }, async ({ principal, query, request }) =>
  paginated(request, await listMyInvitations(principal, query)),
);
