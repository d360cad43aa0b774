import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";
import type { TreeNode } from "./tree";

/** Where to send the browser to connect the organization's Git provider account. */
export const GitAuthorizationView = z
  .object({
    authorize_url: z.string().describe("The provider's authorize page, to open in the browser"),
    state: z.string().describe("Send it back with the code to …/git-provider/callback"),
    expires_at: Timestamp.describe("When the state stops being accepted"),
  })
  .meta({ id: "GitAuthorization" });
export type GitAuthorizationView = ViewOf<z.output<typeof GitAuthorizationView>>;

/** The organization's connection to its Git provider (never its token). */
export const GitConnectionView = z
  .object({
    provider: z.literal("github").describe("GitHub or GitHub Enterprise"),
    account: z.object({
      id: z.string().describe("The provider's numeric account id"),
      login: z.string(),
      name: z.string().nullable(),
      avatar_url: z.string().nullable(),
    }),
    scopes: z.array(z.string()).describe("What the provider granted"),
    connected_by: z.string().nullable().describe("The user who connected it"),
    connected_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "GitConnection" });
export type GitConnectionView = ViewOf<z.output<typeof GitConnectionView>>;

export const GitRepositoryView = z
  .object({
    repository_id: z.string().describe("The provider's numeric repository id"),
    name: z.string(),
    full_name: z.string().describe("`owner/name`"),
    owner: z.string(),
    private: z.boolean(),
    default_branch: z.string().nullable().describe("Null for an empty repository"),
    description: z.string().nullable(),
    html_url: z.string(),
    updated_at: z.string().nullable().describe("As the provider gives it (ISO 8601)"),
  })
  .meta({ id: "GitRepository" });
export type GitRepositoryView = z.output<typeof GitRepositoryView>;

/** The repositories the connected account can reach, most recently updated first. */
export const GitRepositoryList = z.array(GitRepositoryView);

const GitTreeNode: z.ZodType<TreeNode> = z
  .object({
    path: z.string().describe("From the repository's root"),
    name: z.string(),
    type: z.enum(["file", "directory"]),
    size: z.number().int().optional().describe("Files only, in bytes"),
    get children() {
      return z.array(GitTreeNode).optional().describe("Directories only");
    },
  })
  .meta({ id: "GitTreeNode" });

/** A directory of a repository at a ref, nested: directories first, then files, each by name. */
export const GitTreeView = z
  .object({
    repository_id: z.string(),
    full_name: z.string(),
    ref: z.string().describe("The ref asked for, or the default branch"),
    sha: z.string().describe("The tree's id at that ref"),
    path: z.string().describe("The directory listed; empty for the root"),
    truncated: z.boolean().describe("Whether the provider cut the listing short (very large repositories)"),
    tree: z.array(GitTreeNode),
  })
  .meta({ id: "GitTree" });
export type GitTreeView = z.output<typeof GitTreeView>;
