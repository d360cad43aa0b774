import { route } from "@/lib/http/route";
import { GitProviderParams } from "@/lib/git-provider/schemas";
import { disconnect, getConnection } from "@/lib/git-provider/service";
import { GitConnectionView } from "@/lib/git-provider/views";

export const GET = route({ summary: "Get the Git provider connection", params: GitProviderParams, permission: "git.read", responses: { 200: GitConnectionView } }, ({ access }) => getConnection(access));

/** Forgets the connection and its token; the authorization stays listed at the provider until revoked there. */
export const DELETE = route({ summary: "Disconnect the Git provider", params: GitProviderParams, permission: "git.connect", responses: { 204: null } }, ({ access }) => disconnect(access));
