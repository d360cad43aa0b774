import { planIncludes } from "../billing/quota";
import { queryRows } from "../db";
import { Prisma } from "../generated/prisma/client";
import { log } from "../log";
import { onSiteChanged } from "./changes";
import { replaceServedCustomDomains } from "./domains";

/** Other instances' configuration changes reach this one's set of domains within this time. */
const refreshIntervalMs = 30_000;

/** Loads the custom domains of published projects whose plan includes custom domains. */
export async function refreshCustomDomains(): Promise<void> {
  const rows = await queryRows<{ domain: string; plan: string }>(Prisma.sql`
    SELECT d."config"->>'custom_domain' AS "domain", o."plan"
    FROM "Documentation" d JOIN "Organization" o ON o."id" = d."organizationId"
    WHERE d."config" ? 'custom_domain'`);
  replaceServedCustomDomains(rows.filter((row) => planIncludes(row.plan, "custom_domain")).map((row) => row.domain));
}

/** Keeps the set current: at start, after every site change here, and periodically for other instances' changes. */
export async function serveCustomDomains(): Promise<void> {
  const refresh = () => refreshCustomDomains().catch((error: unknown) => log.error("custom domains: refresh failed", { error: String(error) }));
  await refresh();
  onSiteChanged(() => void refresh());
  setInterval(refresh, refreshIntervalMs).unref();
}
