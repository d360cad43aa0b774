/** Runs once when a server starts: migrate, then the start-up tasks in lib/startup. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Before the slow start-up below: requests received earlier have no known client address.
  const { recordPeerAddresses } = await import("./lib/http/client-address");
  recordPeerAddresses();
  // The database opens (its process starts, pending migrations apply) while the modules of
  // the start-up load; start-up's first query waits for it, and reports its failure.
  const { db } = await import("./lib/db");
  db.$connect().catch(() => {});
  const { startup } = await import("./lib/startup");
  await startup();
  // Readers' beacons and public pages answered ahead of Next (lib/http/ahead-of-next.ts); in
  // development the routes and the proxy answer them.
  if (process.env.NODE_ENV === "production") {
    const { answerAheadOfNext } = await import("./lib/http/ahead-of-next");
    const { collectBeacon } = await import("./lib/site/beacon-collector");
    const { sendRememberedPage } = await import("./lib/site/remembered-pages");
    answerAheadOfNext([sendRememberedPage, collectBeacon]);
  }
}
