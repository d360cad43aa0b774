import type { BenchContext } from "./harness";

/** Issue target: authenticated GET /v1/organization at >= 0.6 of bare /health at 32 connections. */
export default async function foundation({ load, report }: BenchContext) {
  await load({ path: "/api/health", connections: 32, durationSeconds: 3, token: null }); // warm-up
  await load({ path: "/api/v1/organization", connections: 32, durationSeconds: 3 });
  const health = await load({ path: "/api/health", connections: 32, token: null });
  const organizations = await load({ path: "/api/v1/organization", connections: 32 });
  report("GET /api/health (bare), 32 connections", health.requestsPerSecond, "req/s");
  report("GET /api/v1/organization (authenticated), 32 connections", organizations.requestsPerSecond, "req/s");
  report("ratio authenticated / bare", organizations.requestsPerSecond / health.requestsPerSecond, "", { min: 0.6 });
  if (health.non2xx + organizations.non2xx + health.errors + organizations.errors > 0) {
    throw new Error(`errors during load: ${JSON.stringify({ health, organizations })}`);
  }
}
