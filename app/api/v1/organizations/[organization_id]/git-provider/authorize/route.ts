import { route } from "@/lib/http/route";
import { GitProviderParams } from "@/lib/git-provider/schemas";
import { startAuthorization } from "@/lib/git-provider/service";
import { GitAuthorizationView } from "@/lib/git-provider/views";

/** Unavailable when this server has no Git provider configured. */
export const POST = route({ summary: "Start connecting a Git provider account", params: GitProviderParams, permission: "git.connect", problems: ["unavailable"], responses: { 200: GitAuthorizationView } }, ({ access, principal }) =>
  startAuthorization(access, principal),
);
