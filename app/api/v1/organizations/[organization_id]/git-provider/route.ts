import { route } from "@/lib/http/route";
import { GitProviderParams } from "@/lib/git-provider/schemas";
import { disconnect, getConnection } from "@/lib/git-provider/service";

export const GET = route({ params: GitProviderParams, permission: "git.read" }, ({ access }) => getConnection(access));

export const DELETE = route({ params: GitProviderParams, permission: "git.connect" }, ({ access }) => disconnect(access));
