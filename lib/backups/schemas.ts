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
});
export type RepositoryInput = z.output<typeof RepositoryBody>;

export const RestoreBody = z.strictObject({ backup_id: z.uuid() });
