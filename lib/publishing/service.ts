import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { assertQuota, refundQuota } from "../billing/quota";
import { db } from "../db";
import { conflict, DomainError } from "../errors";
import { createJob, startJob, type JobRecord } from "../jobs/dispatch";
import { CreatedCursor, createdBefore, createdCursorOf, decodeCursor, fetchPage, mapPage, type Page, type PageRequest } from "../pagination";
import { publishDocumentation } from "./jobs";
import type { BrokenLinkReport } from "./links";
import { siteBasePath } from "./structure";
import type { LatestPublishView, PublishJobView } from "./views";

const activeStatuses = ["queued", "in_progress"] as const;

function jobView(job: JobRecord, emails: Map<string, string>): PublishJobView {
  const output = job.output as { pageCount?: number } | null;
  const report = job.report as { brokenLinks?: BrokenLinkReport; emptyVersions?: string[] } | null;
  return {
    job_id: job.id,
    status: job.status,
    progress: { pages_done: job.progressDone, pages_total: job.progressTotal },
    page_count: output?.pageCount ?? null,
    started_by: job.startedById ? { user_id: job.startedById, email: emails.get(job.startedById) ?? null } : null,
    error: job.error,
    broken_links: report?.brokenLinks ?? null,
    empty_versions: report?.emptyVersions ?? [],
    created_at: job.createdAt,
    started_at: job.startedAt,
    finished_at: job.finishedAt,
  };
}

async function emailsOf(jobs: JobRecord[]): Promise<Map<string, string>> {
  const ids = [...new Set(jobs.map((job) => job.startedById).filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, email: true } });
  return new Map(users.map((user) => [user.id, user.email]));
}

const publishJobs = (documentationId: string) => ({ documentationId, functionId: publishDocumentation.id });

/**
 * Starts a publish. One publish per project at a time: while one is queued or running, a
 * second is refused with 409 naming the running job (its result includes every change made
 * before it planned; publish again after it finishes for later ones).
 */
export async function startPublish(access: DocumentationAccess, principal: Principal): Promise<PublishJobView> {
  await assertQuota(access.organizationId, "publishes", 1);
  // A refused publish does not count against the plan.
  const job = await db.$transaction(async (tx) => {
    // The project row serializes concurrent publish requests.
    await tx.$queryRaw`SELECT 1 FROM "Documentation" WHERE "id" = ${access.documentationId} FOR UPDATE`;
    const running = await tx.job.findFirst({
      where: { ...publishJobs(access.documentationId), status: { in: [...activeStatuses] } },
      select: { id: true, status: true },
    });
    if (running) {
      throw conflict("A publish of this documentation is already queued or running.", { job_id: running.id, status: running.status });
    }
    return createJob(tx, publishDocumentation, { documentationId: access.documentationId }, {
      organizationId: access.organizationId,
      documentationId: access.documentationId,
      startedById: principal.user.id,
    });
  }).catch(async (error: unknown) => {
    await refundQuota(access.organizationId, "publishes", 1);
    throw error;
  });
  await startJob(publishDocumentation, job);
  const current = (await db.job.findUnique({ where: { id: job.id } })) ?? job;
  return jobView(current, new Map([[principal.user.id, principal.user.email]]));
}

/** The most recent publish job, whatever its state. */
export async function getPublishStatus(access: DocumentationAccess): Promise<PublishJobView> {
  const job = await db.job.findFirst({ where: publishJobs(access.documentationId), orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  if (!job) throw new DomainError("not_found", "This documentation has never been published.");
  return jobView(job, await emailsOf([job]));
}

/** The last completed publish and where its site is served. */
export async function getLatestPublish(access: DocumentationAccess): Promise<LatestPublishView> {
  const job = await db.job.findFirst({
    where: { ...publishJobs(access.documentationId), status: "completed" },
    orderBy: [{ finishedAt: "desc" }, { id: "desc" }],
  });
  if (!job) throw new DomainError("not_found", "This documentation has no completed publish.");
  const [documentation, snapshot, live] = await Promise.all([
    db.documentation.findUniqueOrThrow({ where: { id: access.documentationId }, select: { slug: true, organization: { select: { slug: true } } } }),
    db.publishedSnapshot.findUnique({ where: { jobId: job.id }, select: { id: true, pageCount: true, createdAt: true } }),
    db.publishedSite.findUnique({ where: { documentationId: access.documentationId }, select: { snapshotId: true } }),
  ]);
  return {
    ...jobView(job, await emailsOf([job])),
    snapshot_id: snapshot?.id ?? null,
    is_live: !!snapshot && live?.snapshotId === snapshot.id,
    url: siteBasePath(documentation.organization.slug, documentation.slug),
  };
}

/** Past publish jobs, newest first. */
export async function listPublishHistory(access: DocumentationAccess, page: PageRequest): Promise<Page<PublishJobView>> {
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const result = await fetchPage(
    page,
    (take) =>
      db.job.findMany({
        where: { ...publishJobs(access.documentationId), ...createdBefore(cursor) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    createdCursorOf,
  );
  const emails = await emailsOf(result.items);
  return mapPage(result, (job) => jobView(job, emails));
}
