import { db } from "../db";
import { runRecorded } from "./record";

export interface AuditedJob {
  id: string;
  functionId: string;
  summary: string;
  organizationId: string | null;
  documentationId: string | null;
  startedById: string | null;
}

/**
 * Runs one attempt of a job as an audited action whose actor is the job (and the user who
 * started it). A retry after an attempt that recorded the job's change records nothing more.
 */
export async function recordJob<T>(job: AuditedJob, work: () => Promise<T>): Promise<T> {
  const recorded = await db.auditEntry.findFirst({ where: { requestId: job.id, actorType: "job" }, select: { id: true } });
  const targets: Record<string, string> = { job_id: job.id };
  if (job.documentationId) targets.documentation_id = job.documentationId;
  return runRecorded(
    {
      organizationId: job.organizationId,
      actorType: "job",
      actorId: job.id,
      actorUserId: job.startedById,
      action: `job:${job.functionId}`,
      route: null,
      summary: job.summary,
      targets,
      requestId: job.id,
      clientAddress: null,
      state: recorded ? "recorded" : "pending",
      open: true,
    },
    work,
    () => true,
  );
}
