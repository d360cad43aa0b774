import { z } from "zod";
import { GitRef, RepositoryPath } from "../../git-provider/schemas";

/** The fields of a repository import; the body (below) also requires exactly one source. */
export const RepositorySourceFields = z.strictObject({
  repository_id: z.string().regex(/^\d{1,20}$/, "the provider's repository id, e.g. \"101\"").optional(),
  repository_url: z.string().trim().min(1).max(2000).optional(),
  /** An access token for `repository_url`; kept sealed with the import job until it ends, never returned. */
  token: z.string().min(1).max(1000).optional(),
  ref: GitRef.optional(),
  path: RepositoryPath.optional(),
  version_name: z.string().trim().min(1).max(60).optional(),
});

/**
 * Either a repository of the organization's Git provider connection (`repository_id`) or
 * any Git repository by URL (`repository_url`, with an optional `token` for private ones).
 */
export const InitializeFromRepositoryBody = RepositorySourceFields.superRefine((body, context) => {
  if ((body.repository_id === undefined) === (body.repository_url === undefined)) {
    context.addIssue({ code: "custom", path: ["repository_id"], message: "send either repository_id or repository_url" });
  }
  if (body.token !== undefined && body.repository_id !== undefined) {
    context.addIssue({ code: "custom", path: ["token"], message: "a token goes with repository_url; repository_id uses the organization's connection" });
  }
}).meta({
  examples: [
    { repository_id: "123456", ref: "main", path: "docs" },
    { repository_url: "https://github.com/acme/handbook.git", token: "ghp_16C7e42F292c6912E7710c838347Ae178B4a", path: "handbook" },
  ],
});
export type InitializeFromRepositoryInput = z.output<typeof InitializeFromRepositoryBody>;
