import { z } from "zod";
import { RepositorySourceFields } from "../repository/schemas";
import { InitializeFromWebsiteBody } from "../website/schemas";

const target = { documentationId: z.string(), organizationId: z.string(), userId: z.string() };

/**
 * An import job's input: the project, who started it, and the request as validated. A
 * repository's access token travels sealed (`sealed_token`) and is removed from the job
 * once it ends.
 */
export const ImportJobInput = z.discriminatedUnion("source", [
  z.object({ ...target, source: z.literal("website"), request: InitializeFromWebsiteBody }),
  z.object({ ...target, source: z.literal("repository"), request: RepositorySourceFields.omit({ token: true }).extend({ sealed_token: z.string().optional() }) }),
]);
export type ImportJobInput = z.output<typeof ImportJobInput>;
export type ImportSource = ImportJobInput["source"];

/** The purpose a repository token is sealed for (lib/sealed-secrets.ts). */
export const importTokenPurpose = "repository-import-token";
