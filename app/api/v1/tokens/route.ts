import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { CreatePersonalTokenBody, createPersonalToken, listPersonalTokens } from "@/lib/tokens/service";
import { NewTokenView, TokenList } from "@/lib/tokens/views";

export const GET = route({ summary: "List personal tokens", query: PageQuery, responses: { 200: TokenList } }, async ({ principal, query, request }) =>
  paginated(request, await listPersonalTokens(principal, query)),
);

export const POST = route({ summary: "Create a personal token", body: CreatePersonalTokenBody, status: 201, responses: { 201: NewTokenView } }, ({ principal, body }) =>
  createPersonalToken(principal, body),
);
