import { queryRows } from "../db";
import { Prisma } from "../generated/prisma/client";
import { loadDocumentationStructure, type DocumentationStructure } from "./structure";

/**
 * Fixes the pages a publish renders: the project's structure as it is now, kept with the job;
 * answers how many pages it has and which versions stay off the site for having none. A plan
 * step run again (its process died before recording it) keeps the first plan. One JSON
 * parameter past Prisma, whose query compiler handles large values slowly.
 */
export async function savePublishPlan(jobId: string, documentationId: string): Promise<{ pageCount: number; emptyVersions: string[] }> {
  const { structure, emptyVersions } = withoutEmptyVersions(await loadDocumentationStructure(documentationId));
  await queryRows(Prisma.sql`
    INSERT INTO "PublishPlan" ("jobId", "structure") VALUES (${jobId}, ${JSON.stringify(structure)}::jsonb)
    ON CONFLICT ("jobId") DO NOTHING`);
  return { pageCount: structure.pages.length, emptyVersions };
}

/**
 * The structure without its versions that have no page: on the site a version is a place to
 * read pages, and one without any would be a switcher entry leading to "not found". When the
 * default version is one of them, the first version left is served at the root. A project
 * without a single page publishes as it is.
 */
export function withoutEmptyVersions(structure: DocumentationStructure): { structure: DocumentationStructure; emptyVersions: string[] } {
  const withPages = new Set(structure.pages.map((page) => page.versionId));
  const versions = structure.versions.filter((version) => withPages.has(version.id));
  if (versions.length === 0 || versions.length === structure.versions.length) return { structure, emptyVersions: [] };
  if (!versions.some((version) => version.isDefault)) versions[0] = { ...versions[0]!, isDefault: true };
  const emptyVersions = structure.versions.filter((version) => !withPages.has(version.id)).map((version) => version.name);
  return { structure: { ...structure, versions }, emptyVersions };
}

export async function readPublishPlan(jobId: string): Promise<DocumentationStructure> {
  const [plan] = await queryRows<{ structure: DocumentationStructure }>(Prisma.sql`SELECT "structure" FROM "PublishPlan" WHERE "jobId" = ${jobId}`);
  if (!plan) throw new Error(`The plan of publish ${jobId} is missing.`);
  // A plan saved before projects had variables has none.
  return { ...plan.structure, variables: plan.structure.variables ?? {} };
}

/** Drops the plans of the project's finished publishes; the running one keeps its own. */
export async function forgetFinishedPlans(documentationId: string): Promise<void> {
  await queryRows(Prisma.sql`
    DELETE FROM "PublishPlan" p USING "Job" j
    WHERE p."jobId" = j."id" AND j."documentationId" = ${documentationId} AND j."status" IN ('completed', 'failed')`);
}
