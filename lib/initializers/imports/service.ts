import type { DocumentationAccess } from "../../auth/access";
import type { Principal } from "../../auth/principal";
import { db } from "../../db";
import { writeToDocumentation, type Transaction } from "../../documentation/write-guard";
import { conflict, notFound } from "../../errors";
import { createJob, startJob, type JobRecord } from "../../jobs/dispatch";
import { encryptSecret } from "../../sealed-secrets";
import { assertUninitialized } from "../initial-content";
import { checkRepositorySource } from "../repository/initialize";
import type { InitializeFromRepositoryInput } from "../repository/schemas";
import { checkWebsiteSource } from "../website/initialize";
import type { InitializeFromWebsiteInput } from "../website/schemas";
import type { ImportJob, ImportStarted } from "../views";
import { importDocumentation } from "./jobs";
import { importTokenPurpose, type ImportJobInput } from "./schemas";

/** 409 unless the project is uninitialized with no import queued or running. */
async function assertImportable(documentationId: string, client: Transaction = db) {
  await assertUninitialized(documentationId, client);
  const running = await client.job.findFirst({
    where: { documentationId, functionId: importDocumentation.id, status: { in: ["queued", "in_progress"] } },
    select: { id: true },
  });
  if (running) throw conflict("An import into this documentation is already queued or running.", { job_id: running.id });
}

type ImportRequest = { source: "website"; request: InitializeFromWebsiteInput } | { source: "repository"; request: InitializeFromRepositoryInput };

/**
 * Records an import job and starts it: the checks that need no fetching answer at once
 * (409, refused addresses, a missing connection); what only fetching finds fails the job.
 * The job is created under the project's exclusive lock, so two imports cannot both start.
 */
async function startImport(access: DocumentationAccess, principal: Principal, start: ImportRequest): Promise<ImportStarted> {
  await assertImportable(access.documentationId);
  let input: ImportJobInput;
  const target = { documentationId: access.documentationId, organizationId: access.organizationId, userId: principal.user.id };
  if (start.source === "website") {
    await checkWebsiteSource(start.request);
    input = { ...target, source: "website", request: start.request };
  } else {
    await checkRepositorySource(access.organizationId, start.request);
    const { token, ...request } = start.request;
    input = { ...target, source: "repository", request: { ...request, sealed_token: token && encryptSecret(token, importTokenPurpose) } };
  }
  const job = await writeToDocumentation(
    access.documentationId,
    async (tx) => {
      await assertImportable(access.documentationId, tx);
      return createJob(tx, importDocumentation, input, { organizationId: access.organizationId, documentationId: access.documentationId, startedById: principal.user.id });
    },
    { exclusive: true },
  );
  await startJob(importDocumentation, job);
  return { job_id: job.id, status: job.status, source: start.source, created_at: job.createdAt };
}

export const startWebsiteImport = (access: DocumentationAccess, principal: Principal, request: InitializeFromWebsiteInput) =>
  startImport(access, principal, { source: "website", request });

export const startRepositoryImport = (access: DocumentationAccess, principal: Principal, request: InitializeFromRepositoryInput) =>
  startImport(access, principal, { source: "repository", request });

function importView(job: JobRecord): ImportJob {
  return {
    job_id: job.id,
    source: (job.input as ImportJobInput).source,
    status: job.status,
    progress: { done: job.progressDone, total: job.progressTotal },
    error: job.status === "failed" ? job.error : null,
    // Written by the import from the same views (run-import.ts).
    result: job.status === "completed" ? (job.output as ImportJob["result"]) : null,
    created_at: job.createdAt,
    started_at: job.startedAt,
    finished_at: job.finishedAt,
  };
}

/** The project's latest import and its state. */
export async function latestImport(access: DocumentationAccess) {
  const job = await db.job.findFirst({
    where: { documentationId: access.documentationId, functionId: importDocumentation.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  if (!job) throw notFound("An import");
  return importView(job);
}
