import { z } from "zod";
import { Id } from "../documentation/schemas";

export const GitProviderParams = z.object({ organization_id: Id });
/** The provider's numeric repository id; anything else names no repository (404). */
export const RepositoryParams = z.object({ organization_id: Id, repository_id: z.string().regex(/^\d{1,20}$/) });

export const CallbackBody = z.strictObject({
  code: z.string().min(1).max(500),
  state: z.string().min(1).max(2000),
}).meta({ examples: [{ code: "5f3c1a9e2b7d4c8f0a61", state: "eyJvIjoiMGI3YzRmOGUiLCJ1IjoiN2Q2YzViNGEiLCJlIjoxNzk1NzAwMDAwfQ.Qm9yZWFsaXM" }] });
export type CallbackInput = z.output<typeof CallbackBody>;

export const RepositoriesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  cursor: z.string().max(500).optional(),
});
export type RepositoriesQuery = z.output<typeof RepositoriesQuery>;

/** A branch, tag or commit name as Git allows it. */
export const GitRef = z
  .string()
  .max(200)
  .regex(/^(?!.*\.\.)(?!\/)(?!.*\/$)(?!.*\/\/)[A-Za-z0-9._\/-]+$/, "a branch, tag or commit name");

/** A directory inside the repository, relative to its root; `""` is the root. */
export const RepositoryPath = z
  .string()
  .max(500)
  .transform((path) => path.replace(/^\/+|\/+$/g, ""))
  .refine((path) => path === "" || path.split("/").every((segment) => segment !== "" && segment !== "." && segment !== ".."), "a directory path such as docs or docs/guides");

export const TreeQuery = z.object({ ref: GitRef.optional(), path: RepositoryPath.optional() });
export type TreeQuery = z.output<typeof TreeQuery>;
