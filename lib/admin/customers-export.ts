import { db } from "../db";
import type { Organization } from "../generated/prisma/client";
import { keysetPast } from "../pagination";
import { nameMatches } from "./customers";

const pageSize = 500;
const columns = ["organization_id", "name", "subscription_status", "created_at"] as const;

/**
 * A cell that a spreadsheet would read as a formula (= + - @, or tab/CR that some strip first)
 * is prefixed with an apostrophe; every cell is quoted (RFC 4180).
 */
export function csvCell(value: string): string {
  const neutral = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${neutral.replace(/"/g, '""')}"`;
}

const csvRow = (cells: string[]) => cells.map(csvCell).join(",") + "\r\n";

const rowOf = (organization: Pick<Organization, "id" | "name" | "subscriptionStatus" | "createdAt">) =>
  csvRow([organization.id, organization.name, organization.subscriptionStatus, organization.createdAt.toISOString()]);

/**
 * The customer list as CSV, read from the database one page at a time as the client consumes
 * it (keyset pagination on the stream's pull), so memory stays flat for any number of rows.
 */
export function customersCsv(search?: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { createdAt: Date; id: string } | null = null;
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(csvRow([...columns])));
          return;
        }
        const cursor: { createdAt: Date; id: string } | null = after;
        const rows = await db.organization.findMany({
          where: {
            ...nameMatches(search),
            ...(cursor ? keysetPast("createdAt", cursor.createdAt, cursor.id, "asc") : {}),
          },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          take: pageSize,
          select: { id: true, name: true, subscriptionStatus: true, createdAt: true },
        });
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(rows.map(rowOf).join("")));
          const last = rows.at(-1)!;
          after = { createdAt: last.createdAt, id: last.id };
        }
        if (rows.length < pageSize) controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}
