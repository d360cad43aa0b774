import { DocumentationParams } from "@/lib/documentation/schemas";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { createRedirect, listRedirects } from "@/lib/publishing/redirects";
import { CreateRedirectBody } from "@/lib/publishing/schemas";
import { RedirectList, RedirectView } from "@/lib/publishing/views";

export const GET = route(
  { summary: "List a project's redirects", params: DocumentationParams, query: PageQuery, permission: "documentation.read", responses: { 200: RedirectList } },
  async ({ access, query, request }) => paginated(request, await listRedirects(access, query)),
);

export const POST = route(
  { summary: "Create a redirect", params: DocumentationParams, permission: "documentation.configure", body: CreateRedirectBody, status: 201, problems: ["conflict", "locked"], responses: { 201: RedirectView } },
  ({ access, principal, body }) => createRedirect(access, principal, body),
);
