import { db } from "@/lib/db";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";

/**
 * A fingerprint of everything stored for one organization: every table with a column naming
 * the organization, one of its projects, versions or sections, or its feedback workspace,
 * hashed row by row. Tokens' `lastUsedAt` is left out (every authenticated request sets it).
 */
const scopeOf: Record<string, string> = {
  organizationId: "$1",
  documentationId: `SELECT "id" FROM "Documentation" WHERE "organizationId" = $1`,
  versionId: `SELECT v."id" FROM "Version" v JOIN "Documentation" d ON d."id" = v."documentationId" WHERE d."organizationId" = $1`,
  sectionId: `SELECT s."id" FROM "Section" s JOIN "Version" v ON v."id" = s."versionId" JOIN "Documentation" d ON d."id" = v."documentationId" WHERE d."organizationId" = $1`,
  workspaceId: `SELECT "id" FROM "FeedbackWorkspace" WHERE "organizationId" = $1`,
};

/**
 * Rows that background work changes on its own schedule, whatever request is in flight: jobs'
 * bookkeeping, webhook deliveries retried with a delay, and the audit entries they record.
 */
const backgroundTables = new Set(["Job", "AuditEntry", "WebhookEndpoint"]);

let statement: Promise<string> | undefined;

async function digestStatement(): Promise<string> {
  const columns = await db.$queryRawUnsafe<{ table_name: string; column_name: string }[]>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = ANY($1::text[]) ORDER BY table_name, column_name`,
    Object.keys(scopeOf),
  );
  const tables = new Map<string, string[]>([["Organization", []]]);
  for (const { table_name, column_name } of columns) {
    if (!backgroundTables.has(table_name)) tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  }
  return [...tables]
    .map(([table, names]) => {
      const where = table === "Organization" ? `"id" = $1` : names.map((name) => `"${name}" IN (${scopeOf[name]})`).join(" OR ");
      return `SELECT '${table}' AS "table", md5(coalesce(string_agg(r, '|' ORDER BY r), '')) AS "hash", count(*)::int AS "rows"
              FROM (SELECT (to_jsonb(x) - 'lastUsedAt')::text AS r FROM "${table}" x WHERE ${where}) s`;
    })
    .join(" UNION ALL ");
}

/** Table name to a hash of the organization's rows in it, once background jobs have finished. */
export async function organizationDigest(organizationId: string): Promise<Record<string, string>> {
  await inProcessJobsIdle();
  statement ??= digestStatement();
  const rows = await db.$queryRawUnsafe<{ table: string; hash: string; rows: number }[]>(await statement, organizationId);
  return Object.fromEntries(rows.map((row) => [row.table, `${row.rows}:${row.hash}`]));
}

/** The tables whose rows differ between two digests. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
