import { z } from "zod";

const Id = z.string().min(1).max(100);

export const BackupParams = z.object({ organization_id: Id, documentation_id: Id });

export const RepositoryBody = z.strictObject({
  repository_url: z.string().trim().min(1).max(2000),
  /** An access token for HTTPS remotes; stored encrypted, never returned. `null` removes it. */
  token: z.string().min(1).max(1000).nullable().optional(),
  /** The user name sent with the token (default `x-access-token`, as GitHub expects). */
  username: z.string().min(1).max(200).nullable().optional(),
  /** The branch backups are committed to (default `docs-platform/<documentation_id>`). */
  branch: z
    .string()
    .max(200)
    .regex(/^(?!.*\.\.)(?!\/)(?!.*\/$)[A-Za-z0-9._\/-]+$/, "a Git branch name")
    .optional(),
}).meta({
  examples: [
    { repository_url: "https://github.com/acme/handbook-backups.git", token: "ghp_16C7e42F292c6912E7710c838347Ae178B4a", branch: "docs-platform/handbook" },
    { repository_url: "https://gitlab.example.com/acme/handbook-backups.git", username: "oauth2", token: null },
  ],
});
export type RepositoryInput = z.output<typeof RepositoryBody>;

export const RestoreBody = z.strictObject({ backup_id: z.uuid() }).meta({ examples: [{ backup_id: "4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f" }] });
