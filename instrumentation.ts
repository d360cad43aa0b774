/** Runs once when a server starts: migrate, then the start-up tasks in lib/startup. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Before the slow start-up below: requests received earlier have no known client address.
  const { recordPeerAddresses } = await import("./lib/http/client-address");
  recordPeerAddresses();
  // The database opens (its process starts, pending migrations apply) and Prisma loads its
  // query compiler while the modules below load; start-up's first query waits for both, and
  // reports a failure to open.
  const { db, openDatabase } = await import("./lib/db");
  openDatabase().catch(() => {});
  db.$connect().catch(() => {});
  // Answered ahead of Next (lib/http/ahead-of-next.ts): Next's bare 405s of the API, explained,
  // and in production readers' beacons, public pages and the sites' own files (in development
  // the routes and the proxy answer those).
  const [{ startup }, { answerAheadOfNext }, { explainMethodNotAllowed }, readerAnswerers] = await Promise.all([
    import("./lib/startup"),
    import("./lib/http/ahead-of-next"),
    import("./lib/http/method-not-allowed"),
    process.env.NODE_ENV === "production"
      ? Promise.all([import("./lib/site/remembered-pages"), import("./lib/site/site-files"), import("./lib/site/beacon-collector")]).then(
          ([{ sendRememberedPage }, { sendSiteFile }, { collectBeacon }]) => [sendRememberedPage, sendSiteFile, collectBeacon],
        )
      : [],
  ]);
  await startup();
  answerAheadOfNext([...readerAnswerers, explainMethodNotAllowed]);
}
