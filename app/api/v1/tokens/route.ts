import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { CreatePersonalTokenBody, createPersonalToken, listPersonalTokens, tokenView } from "@/lib/tokens/service";

export const GET = route({ query: PageQuery }, async ({ principal, query, request }) =>
  paginated(request, await listPersonalTokens(principal, query), tokenView),
);

export const POST = route({ body: CreatePersonalTokenBody, status: 201 }, ({ principal, body }) =>
  createPersonalToken(principal, body),
);
