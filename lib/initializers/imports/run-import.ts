import { db } from "../../db";
import type { Prisma } from "../../generated/prisma/client";
import type { JobFailureContext, JobRunContext, JsonValue } from "../../jobs/types";
import { decryptSecret } from "../../sealed-secrets";
import { initializeFromRepository } from "../repository/initialize";
import { initializeFromWebsite } from "../website/initialize";
import type { ImportContext, ImportTarget } from "./context";
import { importTokenPurpose, type ImportJobInput } from "./schemas";

const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as JsonValue;

/** The input without the repository's sealed token, once the import no longer needs it. */
function withoutSecrets(input: ImportJobInput): Prisma.InputJsonObject {
  if (input.source !== "repository") return input;
  const request = { ...input.request };
  delete request.sealed_token;
  return { ...input, request };
}

/**
 * The import job: fetching and writing in one step, so its memoized output is only the answer.
 * The answer is recorded on the job in the transaction that writes the content: a retry after
 * a crash between that write and the step's completion finds it and answers it again, while
 * a project initialized by anything else fails the import with the usual 409 message.
 */
export async function runImport({ jobId, input, step, reportProgress }: JobRunContext<ImportJobInput>): Promise<JsonValue> {
  return step.run("import", async () => {
    const recorded = await db.job.findUniqueOrThrow({ where: { id: jobId }, select: { output: true } });
    if (recorded.output !== null) return asJson(recorded.output);
    const target: ImportTarget = { organizationId: input.organizationId, documentationId: input.documentationId, user: { id: input.userId } };
    const context: ImportContext = {
      reportProgress,
      recordOutcome: async (tx, result) => {
        await tx.job.update({ where: { id: jobId }, data: { output: asJson(result) as Prisma.InputJsonObject, input: withoutSecrets(input) } });
      },
    };
    if (input.source === "website") return asJson(await initializeFromWebsite(target, input.request, context));
    const { sealed_token: sealed, ...request } = input.request;
    const token = sealed === undefined ? undefined : decryptSecret(sealed, importTokenPurpose);
    return asJson(await initializeFromRepository(target, { ...request, token }, context));
  });
}

/** A failed import keeps no token. */
export async function forgetImportSecrets({ jobId, input }: JobFailureContext<ImportJobInput>): Promise<void> {
  await db.job.update({ where: { id: jobId }, data: { input: withoutSecrets(input) } });
}
