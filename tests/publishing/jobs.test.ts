import { InngestTestEngine } from "@inngest/test";
import { beforeAll, describe, expect, it } from "vitest";
import { jobFunctions, scheduledFunctions } from "@/inngest/functions";
import { publishDocumentation } from "@/inngest/functions/publishing/publish-documentation";
import { restoreDocumentation } from "@/inngest/functions/backups/restore-documentation";
import { db } from "@/lib/db";
import { createJob } from "@/lib/jobs/dispatch";
import { inProcessJobsIdle, recoverInterruptedJobs } from "@/lib/jobs/in-process-runner";
import { savePublishPlan } from "@/lib/publishing/plan";
import { renderPages } from "@/lib/publishing/render-pages";
import { loadDocumentationStructure } from "@/lib/publishing/structure";
import { makeTeam, type Team } from "../helpers/fixtures";
import { makeProject } from "./fixtures";

let team: Team;

const simpleProject = () =>
  makeProject(team.organizationId, {
    versions: [{ name: "v1", slug: "v1", isDefault: true, sections: [{ title: "Guide", slug: "guide", entries: [{ title: "One", slug: "one", content: "# One" }, { title: "Two", slug: "two", content: "Two" }] }] }],
  });

beforeAll(async () => {
  team = await makeTeam();
});

describe("publish-documentation as an Inngest function", () => {
  it("runs its steps under @inngest/test and records the job's state", async () => {
    const project = await simpleProject();
    const job = await db.job.update({
      where: { id: (await createJob(db, publishDocumentation, { documentationId: project.documentation.id })).id },
      data: { runner: "inngest" },
    });
    const engine = new InngestTestEngine({ function: publishDocumentation.inngestFunction });
    const { result, ctx } = await engine.execute({
      events: [{ name: "documentation/publish.requested", data: { jobId: job.id, input: { documentationId: project.documentation.id } } }],
    });
    expect(result).toMatchObject({ pageCount: 2, rendered: 2, reused: 0 });
    expect(ctx.step.run).toHaveBeenCalledWith("plan", expect.any(Function));
    expect(ctx.step.run).toHaveBeenCalledWith("switch-live", expect.any(Function));
    const done = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(done).toMatchObject({ status: "completed", progressDone: 2, progressTotal: 2, attempts: 1 });
    expect(await db.publishedSite.findUnique({ where: { documentationId: project.documentation.id } })).not.toBeNull();
  });

  it("does nothing for a job that already finished (a redelivered event)", async () => {
    const project = await simpleProject();
    const job = await db.job.create({ data: { functionId: publishDocumentation.id, runner: "inngest", status: "completed", documentationId: project.documentation.id } });
    const engine = new InngestTestEngine({ function: publishDocumentation.inngestFunction });
    await engine.execute({ events: [{ name: "documentation/publish.requested", data: { jobId: job.id, input: { documentationId: project.documentation.id } } }] });
    expect(await db.publishedSite.findUnique({ where: { documentationId: project.documentation.id } })).toBeNull();
  });
});

describe("interrupted in-process jobs", () => {
  it("resume from their memoized steps at the next start", async () => {
    const project = await simpleProject();
    const stale = new Date(Date.now() - 60_000);
    const job = await db.job.create({
      data: {
        functionId: publishDocumentation.id,
        runner: "in-process",
        status: "in_progress",
        attempts: 1,
        heartbeatAt: stale,
        documentationId: project.documentation.id,
        input: { documentationId: project.documentation.id },
      },
    });
    // The dead process had planned two pages; a page added since is not part of this publish.
    await savePublishPlan(job.id, project.documentation.id);
    await db.jobStep.create({ data: { jobId: job.id, stepId: "plan", output: {} } });
    await db.entry.create({ data: { sectionId: project.sectionIds.get("v1/guide")!, kind: "page", title: "Three", slug: "three", order: 5 } });
    expect(await db.publishedSite.findUnique({ where: { documentationId: project.documentation.id } })).toBeNull();

    const { resumed } = await recoverInterruptedJobs(async () => jobFunctions, { staleAfterMs: 10_000 });
    expect(resumed).toContain(job.id);
    await inProcessJobsIdle();
    const done = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(done).toMatchObject({ status: "completed", attempts: 2, output: expect.objectContaining({ pageCount: 2 }) });
  });

  it("memoize each step's output as JSON, undefined results as an empty object", async () => {
    const project = await simpleProject();
    const job = await createJob(db, publishDocumentation, { documentationId: project.documentation.id });
    const { runInProcess } = await import("@/lib/jobs/in-process-runner");
    runInProcess(publishDocumentation, job.id, { documentationId: project.documentation.id });
    await inProcessJobsIdle();
    const steps = new Map((await db.jobStep.findMany({ where: { jobId: job.id } })).map((step) => [step.stepId, step.output]));
    // The plan is kept with the job rather than as the step's output (Inngest limits those to 4 MB).
    expect(steps.get("plan")).toEqual({});
    expect((await db.publishPlan.findUniqueOrThrow({ where: { jobId: job.id } })).structure).toEqual(
      JSON.parse(JSON.stringify(await loadDocumentationStructure(project.documentation.id))),
    );
    expect(steps.get("render-0")).toEqual({ value: { renderedPageIds: [expect.any(String), expect.any(String)], rendered: 2 } });
    expect(steps.get("prune")).toEqual({});
  });

  it("are marked failed when no attempts remain, and a failed restore releases its lock", async () => {
    const project = await simpleProject();
    await db.documentation.update({ where: { id: project.documentation.id }, data: { lockedAt: new Date(), lockReason: "a restore" } });
    const job = await db.job.create({
      data: {
        functionId: restoreDocumentation.id,
        runner: "in-process",
        status: "in_progress",
        attempts: restoreDocumentation.retries + 1,
        heartbeatAt: new Date(Date.now() - 60_000),
        documentationId: project.documentation.id,
        input: { documentationId: project.documentation.id, backupId: "00000000-0000-4000-8000-000000000000" },
      },
    });
    const fresh = await db.job.create({
      data: { functionId: publishDocumentation.id, runner: "in-process", status: "in_progress", heartbeatAt: new Date(), documentationId: project.documentation.id, input: { documentationId: project.documentation.id } },
    });
    const { failed, resumed } = await recoverInterruptedJobs(async () => jobFunctions, { staleAfterMs: 10_000 });
    expect(failed).toContain(job.id);
    // A job with a fresh heartbeat belongs to a live process.
    expect([...failed, ...resumed]).not.toContain(fresh.id);
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "failed", error: expect.stringContaining("interrupted") });
    expect((await db.documentation.findUniqueOrThrow({ where: { id: project.documentation.id } })).lockedAt).toBeNull();
    await db.job.update({ where: { id: fresh.id }, data: { status: "failed" } });
  });

  it("retry a failing step and then fail the job with its error", async () => {
    const job = await createJob(db, restoreDocumentation, { documentationId: (await simpleProject()).documentation.id, backupId: "00000000-0000-4000-8000-000000000000" });
    const { runInProcess } = await import("@/lib/jobs/in-process-runner");
    runInProcess(restoreDocumentation, job.id, job.input as { documentationId: string; backupId: string });
    await inProcessJobsIdle();
    const failed = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBe(restoreDocumentation.retries + 1);
    expect(failed.error).toMatch(/Backup|No record/);
  });
});

describe("a render step", () => {
  it("reports progress every hundred pages while a step renders, not only when it ends", async () => {
    const entries = Array.from({ length: 250 }, (_, index) => ({ title: `Page ${index}`, slug: `page-${index}`, content: `Text ${index}.` }));
    const project = await makeProject(team.organizationId, {
      versions: [{ name: "v1", slug: "v1", isDefault: true, sections: [{ title: "Guide", slug: "guide", entries }] }],
    });
    const structure = await loadDocumentationStructure(project.documentation.id);
    const reports: number[] = [];
    const batch = await renderPages(structure, structure.pages, async (done) => void reports.push(done));
    expect(batch.rendered).toBe(250);
    expect(reports).toEqual([100, 200]);
    // Rendered again, every page is reused: done from the start, nothing more to report.
    reports.length = 0;
    expect((await renderPages(structure, structure.pages, async (done) => void reports.push(done))).rendered).toBe(0);
    expect(reports).toEqual([]);
  });
});

describe("/api/inngest", () => {
  it("is not served when jobs run inside the app", async () => {
    const { api } = await import("../helpers/api");
    for (const method of ["get", "post", "put"] as const) {
      const response = await api[method]("/api/inngest");
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: "not_found", detail: expect.stringContaining("no Inngest server is configured") });
    }
  });

  it("answers 503 when Inngest is configured without a signing key", async () => {
    const { api } = await import("../helpers/api");
    process.env.INNGEST_EVENT_KEY = "test-event-key";
    process.env.INNGEST_DEV = "0";
    try {
      const response = await api.put("/api/inngest");
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ code: "unavailable", detail: expect.stringContaining("INNGEST_SIGNING_KEY") });
    } finally {
      delete process.env.INNGEST_EVENT_KEY;
      delete process.env.INNGEST_DEV;
    }
  });

  it("is served without a bearer token (Inngest signs its own requests)", async () => {
    const { api } = await import("../helpers/api");
    // Development mode: no signing key needed to introspect.
    process.env.INNGEST_DEV = "1";
    try {
      const response = await api.get("/api/inngest");
      expect(response.status).toBe(200);
      // Each job function registers its failure handler as a second Inngest function.
      expect(response.body).toMatchObject({ function_count: 2 * jobFunctions.length + scheduledFunctions.length });
    } finally {
      delete process.env.INNGEST_DEV;
    }
  });
});
