import { route } from "@/lib/http/route";
import { revokePersonalToken, TokenParams } from "@/lib/tokens/service";

export const DELETE = route({ summary: "Revoke a personal token", params: TokenParams, responses: { 204: null } }, ({ principal, params }) => revokePersonalToken(principal, params.token_id));
