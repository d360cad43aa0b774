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
  // Answered ahead of Next (lib/http/ahead-of-next.ts): readers' beacons, public pages and the
  // sites' own files, and Next's bare 405s of the API, explained. In development the routes and
  // the proxy answer them; Next's development server answers a 405 itself, past any of these.
  const [{ startup }, aheadOfNext] = await Promise.all([
    import("./lib/startup"),
    process.env.NODE_ENV === "production"
      ? Promise.all([
          import("./lib/http/ahead-of-next"),
          import("./lib/site/beacon-collector"),
          import("./lib/site/remembered-pages"),
          import("./lib/site/site-files"),
          import("./lib/http/method-not-allowed"),
        ])
      : undefined,
  ]);
  await startup();
  if (aheadOfNext) {
    const [{ answerAheadOfNext }, { collectBeacon }, { sendRememberedPage }, { sendSiteFile }, { explainMethodNotAllowed }] = aheadOfNext;
    answerAheadOfNext([sendRememberedPage, sendSiteFile, collectBeacon, explainMethodNotAllowed]);
  }
}
