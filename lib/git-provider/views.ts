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
  .meta({
    id: "GitAuthorization",
    examples: [
      {
        authorize_url: "https://github.com/login/oauth/authorize?client_id=Iv1.8a61f9b3a7aba766&scope=repo&state=eyJvIjoiMGI3YzRmOGUiLCJ1IjoiN2Q2YzViNGEiLCJlIjoxNzk1NzAwMDAwfQ.Qm9yZWFsaXM",
        state: "eyJvIjoiMGI3YzRmOGUiLCJ1IjoiN2Q2YzViNGEiLCJlIjoxNzk1NzAwMDAwfQ.Qm9yZWFsaXM",
        expires_at: "2026-11-21T10:10:00.000Z",
      },
    ],
  });
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
  .meta({
    id: "GitConnection",
    examples: [
      {
        provider: "github",
        account: { id: "583231", login: "octocat", name: "The Octocat", avatar_url: "https://avatars.githubusercontent.com/u/583231?v=4" },
        scopes: ["repo", "read:user"],
        connected_by: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
        connected_at: "2026-11-21T10:00:00.000Z",
        updated_at: "2026-11-21T10:00:00.000Z",
      },
    ],
  });
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
  .meta({
    id: "GitRepository",
    examples: [
      {
        repository_id: "1296269",
        name: "docs",
        full_name: "octocat/docs",
        owner: "octocat",
        private: false,
        default_branch: "main",
        description: "The Octocat's documentation",
        html_url: "https://github.com/octocat/docs",
        updated_at: "2026-11-20T16:42:11Z",
      },
    ],
  });
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
  .meta({
    id: "GitTree",
    examples: [
      {
        repository_id: "1296269",
        full_name: "octocat/docs",
        ref: "main",
        sha: "7fd1a60b01f91b314f59955a4e4d4e80d8edf11d",
        path: "docs",
        truncated: false,
        tree: [
          {
            path: "docs/guides",
            name: "guides",
            type: "directory",
            children: [{ path: "docs/guides/install.md", name: "install.md", type: "file", size: 1234 }],
          },
          { path: "docs/index.md", name: "index.md", type: "file", size: 512 },
        ],
      },
    ],
  });
export type GitTreeView = z.output<typeof GitTreeView>;
