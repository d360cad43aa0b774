import { queryRows } from "../db";
import { Prisma } from "../generated/prisma/client";
import { loadDocumentationStructure, type DocumentationStructure } from "./structure";

/**
 * Fixes the pages a publish renders: the project's structure as it is now, kept with the job;
 * answers how many pages it has. A plan step run again (its process died before recording
 * it) keeps the first plan. One JSON parameter past Prisma, whose query compiler handles large
 * values slowly.
 */
export async function savePublishPlan(jobId: string, documentationId: string): Promise<number> {
  const structure = await loadDocumentationStructure(documentationId);
  await queryRows(Prisma.sql`
    INSERT INTO "PublishPlan" ("jobId", "structure") VALUES (${jobId}, ${JSON.stringify(structure)}::jsonb)
    ON CONFLICT ("jobId") DO NOTHING`);
  return structure.pages.length;
}

export async function readPublishPlan(jobId: string): Promise<DocumentationStructure> {
  const [plan] = await queryRows<{ structure: DocumentationStructure }>(Prisma.sql`SELECT "structure" FROM "PublishPlan" WHERE "jobId" = ${jobId}`);
  if (!plan) throw new Error(`The plan of publish ${jobId} is missing.`);
  return plan.structure;
}

/** Drops the plans of the project's finished publishes; the running one keeps its own. */
export async function forgetFinishedPlans(documentationId: string): Promise<void> {
  await queryRows(Prisma.sql`
    DELETE FROM "PublishPlan" p USING "Job" j
    WHERE p."jobId" = j."id" AND j."documentationId" = ${documentationId} AND j."status" IN ('completed', 'failed')`);
}
