import { route } from "@/lib/http/route";
import { CallbackBody, GitProviderParams } from "@/lib/git-provider/schemas";
import { completeConnection } from "@/lib/git-provider/service";

export const POST = route(
  { params: GitProviderParams, permission: "git.connect", body: CallbackBody },
  ({ access, principal, body }) => completeConnection(access, principal, body),
);
