import { randomBytes } from "node:crypto";
import { databaseMode, db } from "./db";
import { vacuumTables } from "./db/vacuum";
import { startControlServer } from "./control/server";
import { startJobRecovery } from "./jobs/recovery";
import { serverOrigin } from "./http/origin";
import { log } from "./log";
import { serveCustomDomains } from "./site/custom-domains";
import { createUser } from "./users";

/**
 * The periodic tasks' modules load this long after start: loading them (the job functions,
 * the importers, Git) took about a third of a restart's time to the first answer, and none
 * runs before its first interval (5 s at the soonest) anyway.
 */
const periodicTasksAfterMs = 3_000;

/** Server start: open (and migrate) the database, then the tasks that need it. */
export async function startup(): Promise<void> {
  await db.$queryRaw`SELECT 1`;
  await startJobRecovery();
  await serveCustomDomains();
  setTimeout(() => {
    import("./periodic-tasks")
      .then(({ startPeriodicTasks }) => startPeriodicTasks())
      .catch((error: unknown) => log.error("the periodic tasks did not start", { error: (error as Error).message }));
  }, periodicTasksAfterMs).unref();
  // In development every route renders with a copy of the renderer of its own
  // (lib/rendering/markdown.ts): warming start-up's up would warm none of theirs.
  if (process.env.NODE_ENV === "production" && process.env.PUBLISH_WARM_UP !== "off") warmUpPublishingSoon();
  if (databaseMode() === "embedded") {
    await startControlServer();
    await seedFirstStart();
    vacuumPeriodically();
  }
}

/** Publishing warms up this long after start, once start-up's own work is done. */
const publishingWarmUpAfterMs = 1_000;

/** Warms publishing up in the background (lib/publishing/warm-up.ts); a failure is only logged. */
function warmUpPublishingSoon(): void {
  setTimeout(() => {
    const started = performance.now();
    import("./publishing/warm-up")
      .then(({ warmUpPublishing }) => warmUpPublishing())
      .then((done) => log.info("publishing warmed up", { ...done, ms: Math.round(performance.now() - started) }))
      .catch((error: unknown) => log.warn("warming up publishing failed", { error: (error as Error).message }));
  }, publishingWarmUpAfterMs).unref();
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
