/** Runs once when a server starts: migrate, then the start-up tasks in lib/startup. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Before the slow start-up below: requests received earlier have no known client address.
  const { recordPeerAddresses } = await import("./lib/http/client-address");
  recordPeerAddresses();
  const { startup } = await import("./lib/startup");
  await startup();
  // Readers' beacons answered ahead of Next (lib/site/beacon-collector.ts); in development the route answers them.
  if (process.env.NODE_ENV === "production") {
    const { collectBeacons } = await import("./lib/site/beacon-collector");
    collectBeacons();
  }
}
