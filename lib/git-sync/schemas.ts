import { z } from "zod";
import { PageQuery } from "../pagination";
import { VersionParams } from "../versions/schemas";

export const GitSyncParams = VersionParams;
export const GitSyncConflictParams = VersionParams.extend({ conflict_id: z.string().min(1).max(100) });
export const GitSyncHistoryQuery = PageQuery;
export const WebhookParams = z.object({ organization_id: z.string().min(1).max(100) });

const BranchName = z
  .string()
  .min(1)
  .max(200)
  .regex(/^(?!.*\.\.)(?!\/)(?!.*\/$)[A-Za-z0-9._\/-]+$/, "a Git branch name");

/** A folder of the repository: relative, `/`-separated, no `.` or `..` segments. */
const FolderPath = z
  .string()
  .max(500)
  .transform((path) => path.replace(/^\/+|\/+$/g, ""))
  .refine((path) => path === "" || path.split("/").every((segment) => segment !== "" && segment !== "." && segment !== ".."), "a folder path inside the repository");

export const GitSyncLinkBody = z
  .strictObject({
    /** Any Git remote over HTTPS; or `repository_id`, a repository of the organization's Git provider connection. */
    repository_url: z.string().trim().min(1).max(2000).optional(),
    repository_id: z.string().trim().min(1).max(100).optional(),
    /** Default: the connected repository's default branch, else `main`. */
    branch: BranchName.optional(),
    /** The folder of the repository holding this version's pages (default: the root). */
    path: FolderPath.optional(),
    /** An access token for `repository_url`; stored sealed, never answered. `null` removes it; omitted keeps it. */
    token: z.string().min(1).max(1000).nullable().optional(),
    username: z.string().min(1).max(200).nullable().optional(),
    /** The secret push webhooks are signed with; generated when omitted on the first link. */
    webhook_secret: z.string().min(16).max(200).optional(),
    /** `true` generates a new webhook secret (answered once). */
    rotate_webhook_secret: z.boolean().optional(),
  })
  .refine((body) => (body.repository_url === undefined) !== (body.repository_id === undefined), {
    message: "Give either repository_url or repository_id.",
    path: ["repository_url"],
  })
  .meta({
    examples: [
      { repository_url: "https://github.com/acme/handbook.git", branch: "main", path: "docs", token: "ghp_16C7e42F292c6912E7710c838347Ae178B4a" },
      { repository_id: "132435465", branch: "main", path: "docs" },
    ],
  });
export type GitSyncLinkInput = z.output<typeof GitSyncLinkBody>;

/** The parts of a push event this server reads (GitHub's shape; GitLab and Gitea send the same fields). */
export const PushEvent = z.object({
  ref: z.string(),
  after: z.string().optional(),
  repository: z
    .object({ clone_url: z.string().optional(), html_url: z.string().optional(), git_http_url: z.string().optional(), url: z.string().optional() })
    .partial()
    .optional(),
});
