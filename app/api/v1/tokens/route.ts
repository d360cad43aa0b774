import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { CreatePersonalTokenBody, createPersonalToken, listPersonalTokens } from "@/lib/tokens/service";
import { NewTokenView, TokenList } from "@/lib/tokens/views";

export const GET = route({ query: PageQuery, responses: { 200: TokenList } }, async ({ principal, query, request }) =>
  paginated(request, await listPersonalTokens(principal, query)),
);

export const POST = route({ body: CreatePersonalTokenBody, status: 201, responses: { 201: NewTokenView } }, ({ principal, body }) =>
  createPersonalToken(principal, body),
);
