import { route } from "@/lib/http/route";
import { GitProviderParams } from "@/lib/git-provider/schemas";
import { startAuthorization } from "@/lib/git-provider/service";

export const POST = route({ params: GitProviderParams, permission: "git.connect" }, ({ access, principal }) => startAuthorization(access, principal));
