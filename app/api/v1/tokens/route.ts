import { route } from "@/lib/http/route";
import { CreatePersonalTokenBody, createPersonalToken, listPersonalTokens } from "@/lib/tokens/service";

export const GET = route({}, ({ principal }) => listPersonalTokens(principal));

export const POST = route({ body: CreatePersonalTokenBody, status: 201 }, ({ principal, body }) =>
  createPersonalToken(principal, body),
);
