import type { OrganizationAccess } from "../auth/access";
import { db } from "../db";
import { invalidInput, notFound } from "../errors";
import type { Changelog } from "../generated/prisma/client";
import { decodeCursor, fetchPage, mapPage, keysetPast, type PageRequest } from "../pagination";
import { z } from "zod";
import type { FeedbackCaller } from "./customer-session";
import type { CreateChangelogInput, UpdateChangelogInput } from "./schemas";
import type { ChangelogView } from "./views";
import { workspaceOf } from "./workspace";

function changelogView(changelog: Changelog): ChangelogView {
  return {
    changelog_id: changelog.id,
    title: changelog.title,
    body: changelog.body,
    version_id: changelog.versionId,
    published_at: changelog.publishedAt,
    created_at: changelog.createdAt,
    updated_at: changelog.updatedAt,
  };
}

const PublishedCursor = z.object({ publishedAt: z.string(), id: z.string() });

/** Published entries (not scheduled ones), newest first, optionally of one version. */
export async function publishedChangelogs(workspaceId: string, page: PageRequest, versionId?: string) {
  const cursor = decodeCursor(page.cursor, PublishedCursor);
  const now = new Date();
  const changelogs = await fetchPage(
    page,
    (take) =>
      db.changelog.findMany({
        where: {
          workspaceId,
          // Published by now (scheduled ones wait), and past the cursor's entry.
          AND: [{ publishedAt: { lte: now } }, cursor ? keysetPast("publishedAt", new Date(cursor.publishedAt), cursor.id, "desc") : {}],
          ...(versionId ? { versionId } : {}),
        },
        orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
        take,
      }),
    (last) => ({ publishedAt: last.publishedAt.toISOString(), id: last.id }),
  );
  return mapPage(changelogs, changelogView);
}

export const listChangelogs = (caller: FeedbackCaller, page: PageRequest, versionId?: string) =>
  publishedChangelogs(caller.workspaceId, page, versionId);

async function assertVersionInOrganization(organizationId: string, versionId: string | null | undefined) {
  if (!versionId) return;
  const version = await db.version.findFirst({ where: { id: versionId, documentation: { organizationId } }, select: { id: true } });
  if (!version) throw invalidInput("The version is not part of this organization's documentation.", [{ path: "body.version_id", message: "unknown version" }]);
}

/** Every entry, scheduled ones included, newest first, for the organization's administrators. */
export async function listAllChangelogs(access: OrganizationAccess, page: PageRequest) {
  const workspace = await workspaceOf(access.organizationId);
  const cursor = decodeCursor(page.cursor, PublishedCursor);
  const changelogs = await fetchPage(
    page,
    (take) =>
      db.changelog.findMany({
        where: { workspaceId: workspace.id, ...(cursor ? keysetPast("publishedAt", new Date(cursor.publishedAt), cursor.id, "desc") : {}) },
        orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
        take,
      }),
    (last) => ({ publishedAt: last.publishedAt.toISOString(), id: last.id }),
  );
  return mapPage(changelogs, changelogView);
}

export async function createChangelog(access: OrganizationAccess, input: CreateChangelogInput) {
  const workspace = await workspaceOf(access.organizationId);
  await assertVersionInOrganization(access.organizationId, input.version_id);
  const changelog = await db.changelog.create({
    data: {
      workspaceId: workspace.id,
      title: input.title,
      body: input.body,
      versionId: input.version_id ?? null,
      ...(input.published_at ? { publishedAt: new Date(input.published_at) } : {}),
    },
  });
  return changelogView(changelog);
}

export async function updateChangelog(access: OrganizationAccess, changelogId: string, input: UpdateChangelogInput) {
  const workspace = await workspaceOf(access.organizationId);
  await assertVersionInOrganization(access.organizationId, input.version_id);
  const updated = await db.changelog.updateManyAndReturn({
    where: { id: changelogId, workspaceId: workspace.id },
    data: {
      title: input.title,
      body: input.body,
      versionId: input.version_id,
      publishedAt: input.published_at ? new Date(input.published_at) : undefined,
    },
  });
  if (!updated[0]) throw notFound("Changelog");
  return changelogView(updated[0]);
}

export async function deleteChangelog(access: OrganizationAccess, changelogId: string) {
  const workspace = await workspaceOf(access.organizationId);
  const removed = await db.changelog.deleteMany({ where: { id: changelogId, workspaceId: workspace.id } });
  if (removed.count === 0) throw notFound("Changelog");
}
