import { randomBytes } from "node:crypto";
import { rollUpAnalyticsPeriodically } from "./analytics/retention";
import { sweepAuditLogPeriodically } from "./audit/retention";
import { sweepExpiredUploads } from "./assets/service";
import { databaseMode, db } from "./db";
import { vacuumTables } from "./db/vacuum";
import { startControlServer } from "./control/server";
import { sweepExpiredCustomerSessions } from "./feedback/customer-session";
import { resyncApiReferencesPeriodically } from "./initializers/openapi/schedule";
import { syncGitLinksPeriodically } from "./git-sync/schedule";
import { jobRunner } from "./jobs/mode";
import { startJobRecovery } from "./jobs/recovery";
import { serverOrigin } from "./http/origin";
import { log } from "./log";
import { serveCustomDomains } from "./site/custom-domains";
import { createUser } from "./users";
import { sweepDueDeliveriesPeriodically } from "./webhooks/queue";

/** Server start: open (and migrate) the database, then the tasks that need it. */
export async function startup(): Promise<void> {
  await db.$queryRaw`SELECT 1`;
  await startJobRecovery();
  await serveCustomDomains();
  sweepPeriodically();
  if (jobRunner() === "in-process") {
    rollUpAnalyticsPeriodically();
    sweepAuditLogPeriodically();
    resyncApiReferencesPeriodically();
    sweepDueDeliveriesPeriodically();
    syncGitLinksPeriodically();
  }
  if (databaseMode() === "embedded") {
    await startControlServer();
    await seedFirstStart();
    vacuumPeriodically();
  }
}

const vacuumIntervalMs = 10 * 60 * 1000;

/**
 * The embedded database has no autovacuum: without this, rows that publishes replace stay
 * as dead rows that every scan reads, and the planner's statistics never change. Vacuum and
 * analyze at start and every few minutes, as autovacuum would on a server.
 */
function vacuumPeriodically(): void {
  void vacuumTables();
  setInterval(() => void vacuumTables(), vacuumIntervalMs).unref();
}

const sweepIntervalMs = 60 * 60 * 1000;
/** Kept this long past expiry: a request that checked one just before it expired can finish. */
const sweepGraceMs = 60 * 60 * 1000;

/**
 * Deletes what expired and can no longer be used: roadmap customers' sessions, and signed
 * uploads with the bytes of those never finalized. Hourly, from every app instance (the
 * deletes are idempotent), the first a minute after start.
 */
function sweepPeriodically(): void {
  const sweep = async () => {
    const before = new Date(Date.now() - sweepGraceMs);
    try {
      const customerSessions = await sweepExpiredCustomerSessions(before);
      const uploads = await sweepExpiredUploads(before);
      if (customerSessions + uploads > 0) log.info("expired sessions swept", { customer_sessions: customerSessions, uploads });
    } catch (error) {
      log.warn("sweeping expired sessions failed", { error: (error as Error).message });
    }
  };
  setTimeout(() => {
    void sweep();
    setInterval(sweep, sweepIntervalMs).unref();
  }, 60_000).unref();
}

/** A fresh embedded install gets a demo owner, so there is someone to sign in as. */
async function seedFirstStart(): Promise<void> {
  if ((await db.user.count()) > 0) return;
  const email = process.env.SEED_EMAIL ?? "admin@example.com";
  const password = process.env.SEED_PASSWORD ?? randomBytes(9).toString("base64url");
  const user = await createUser({ email, password, name: "Demo Admin", isSystemAdmin: true });
  await db.organization.create({
    data: {
      name: "Demo",
      slug: "demo",
      billingEmail: email,
      status: "active",
      memberships: { create: { userId: user.id, role: "owner" } },
    },
  });
  const banner = [
    "First start on an empty database: a demo organization and user were created.",
    `Sign in at ${serverOrigin()}/sign-in with ${email} / ${password}`,
    "Create API tokens in the dashboard, or: npm run admin -- create-token --email " + email,
  ];
  log.info("first start", { sign_in: banner });
  console.log("\n" + banner.map((line) => `  ${line}`).join("\n") + "\n");
}
