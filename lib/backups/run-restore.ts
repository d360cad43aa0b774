import { randomUUID } from "node:crypto";
import { assertHeldQuota } from "../billing/quota";
import { db } from "../db";
import { insertEntries } from "../entries/insert";
import { recordDocumentationEvent } from "../events/documentation-events";
import type { Prisma } from "../generated/prisma/client";
import type { JobFailureContext, JobRunContext, JsonValue } from "../jobs/types";
import { blobStore } from "../storage";
import { readCommitFiles } from "./git";
import { parseDocumentationFiles, type DocumentationBackup } from "./documentation-files";
import { remoteOf } from "./remote";

export interface RestoreInput extends Record<string, unknown> {
  documentationId: string;
  backupId: string;
}

async function readBackup(input: RestoreInput) {
  const backup = await db.backup.findUniqueOrThrow({ where: { id: input.backupId } });
  const remote = await remoteOf(input.documentationId, backup.repositoryUrl, backup.branch);
  const files = await readCommitFiles(remote, input.documentationId, backup.commitSha!);
  return { files, backup: parseDocumentationFiles(files) };
}

/**
 * The restore job. The project was locked (writes answer 423) when the job was created.
 * Asset files are stored under new keys first; then one transaction replaces the content,
 * configuration and assets and lifts the lock; the old files are deleted last. A backup whose
 * assets exceed the plan's storage fails the job with the upload's `quota_exceeded` and
 * changes nothing.
 */
export async function runRestore({ jobId, input, step }: JobRunContext<RestoreInput>): Promise<JsonValue> {
  const assetKeys = await step.run("store-assets", async () => {
    const { files, backup } = await readBackup(input);
    const keys: Record<string, string> = {};
    for (const asset of backup.assets) {
      keys[asset.id] = `restores/${input.documentationId}/${jobId}/${asset.id}`;
      await blobStore().put(keys[asset.id]!, files.get(asset.path)!, { contentType: asset.contentType });
    }
    return keys;
  });
  const replacedKeys = await step.run("replace-content", async () => {
    const { backup } = await readBackup(input);
    return replaceContent(input.documentationId, backup, assetKeys);
  });
  await step.run("delete-replaced-files", async () => {
    const stillUsed = new Set(
      (await db.asset.findMany({ where: { blobKey: { in: replacedKeys } }, select: { blobKey: true } })).map((row) => row.blobKey),
    );
    const unused = replacedKeys.filter((key) => !stillUsed.has(key));
    if (unused.length > 0) await blobStore().delete(unused);
  });
  await step.run("record-event", () =>
    recordDocumentationEvent(input.documentationId, "restore.completed", "restored from a backup.", { backup_id: input.backupId, job_id: jobId }),
  );
  return { restored: input.backupId };
}

/** Lifts the lock when a restore fails for good: the content was not touched (one transaction). */
export async function releaseRestoreLock({ input }: JobFailureContext<RestoreInput>): Promise<void> {
  await db.documentation.updateMany({ where: { id: input.documentationId }, data: { lockedAt: null, lockReason: null } });
}

/** Parents before children, so rows can be inserted in order. */
function parentsFirst<T extends { id: string; parentId: string | null }>(rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const depth = (row: T): number => (row.parentId && byId.has(row.parentId) ? 1 + depth(byId.get(row.parentId)!) : 0);
  return rows.map((row) => ({ row, depth: depth(row) })).sort((a, b) => a.depth - b.depth).map(({ row }) => row);
}

async function replaceContent(documentationId: string, backup: DocumentationBackup, assetKeys: Record<string, string>): Promise<string[]> {
  return db.$transaction(
    async (tx) => {
      const [oldAssets, oldSections, oldEntries] = await Promise.all([
        tx.asset.findMany({ where: { documentationId }, select: { blobKey: true } }),
        tx.section.findMany({ where: { version: { documentationId } }, select: { id: true, entriesRevision: true } }),
        tx.entry.findMany({ where: { section: { version: { documentationId } } }, select: { id: true, revision: true } }),
      ]);
      // Revisions only move forward, so ETags and caches from before the restore never match.
      const sectionRevision = new Map(oldSections.map((row) => [row.id, row.entriesRevision]));
      const entryRevision = new Map(oldEntries.map((row) => [row.id, row.revision]));
      await tx.section.deleteMany({ where: { version: { documentationId } } });
      await tx.asset.deleteMany({ where: { documentationId } });
      // The restored assets replace the project's current ones, so those no longer count.
      const { organizationId } = await tx.documentation.findUniqueOrThrow({ where: { id: documentationId }, select: { organizationId: true } });
      await assertHeldQuota(tx, organizationId, "storage_bytes", backup.assets.reduce((total, asset) => total + asset.size, 0));
      // Versions are updated in place where they survive, keeping what refers to them.
      const keep = backup.versions.map((version) => version.id);
      await tx.version.deleteMany({ where: { documentationId, id: { notIn: keep } } });
      const existing = await tx.version.findMany({ where: { documentationId }, select: { id: true } });
      for (const version of existing) await tx.version.update({ where: { id: version.id }, data: { slug: `restoring-${randomUUID()}` } });
      const existingIds = new Set(existing.map((version) => version.id));
      for (const version of backup.versions) {
        const data = { name: version.name, slug: version.slug, isDefault: version.isDefault, isLatest: version.isLatest, isDeprecated: version.isDeprecated };
        if (existingIds.has(version.id)) await tx.version.update({ where: { id: version.id }, data });
        else await tx.version.create({ data: { ...data, id: version.id, documentationId } });
      }
      await tx.section.createMany({
        data: parentsFirst(backup.sections).map((section) => ({
          ...section,
          sourceDetails: section.sourceDetails as Prisma.InputJsonValue,
          entriesRevision: (sectionRevision.get(section.id) ?? 0) + 1,
        })),
      });
      // In slices, so that no single parameter holds the whole project's text; a slice's
      // parents are in it or in the slices before.
      const entries = parentsFirst(backup.entries);
      for (let start = 0; start < entries.length; start += 500) {
        await insertEntries(
          tx,
          entries.slice(start, start + 500).map((entry) => ({
            ...entry,
            metadata: entry.metadata as Prisma.InputJsonValue,
            revision: (entryRevision.get(entry.id) ?? 0) + 1,
          })),
        );
      }
      await tx.asset.createMany({
        data: backup.assets.map((asset) => ({
          id: asset.id,
          documentationId,
          filename: asset.filename,
          contentType: asset.contentType,
          size: asset.size,
          altText: asset.altText,
          sha256: asset.sha256,
          blobKey: assetKeys[asset.id]!,
        })),
      });
      await tx.documentation.update({
        where: { id: documentationId },
        data: {
          name: backup.documentation.name,
          description: backup.documentation.description,
          initSource: backup.documentation.initSource,
          isPublic: backup.documentation.isPublic,
          config: backup.documentation.config as Prisma.InputJsonValue,
          lockedAt: null,
          lockReason: null,
        },
      });
      return oldAssets.map((asset) => asset.blobKey);
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}
