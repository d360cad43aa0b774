import { route } from "@/lib/http/route";
import { CallbackBody, GitProviderParams } from "@/lib/git-provider/schemas";
import { completeConnection } from "@/lib/git-provider/service";
import { GitConnectionView } from "@/lib/git-provider/views";

/** Replaces any earlier connection. */
export const POST = route(
  {
    summary: "Complete the Git provider connection",
    params: GitProviderParams,
    permission: "git.connect",
    body: CallbackBody,
    problems: ["upstream_failed", "unavailable", "upstream_timeout"],
    responses: { 200: GitConnectionView },
  },
  ({ access, principal, body }) => completeConnection(access, principal, body),
);
