import { queryRows } from "../db";
import { Prisma } from "../generated/prisma/client";
import { sitePath, type DocumentationStructure } from "./structure";

/** A link of a rendered page to a page of its version, kept with the render for the check. */
export interface PageLink {
  /** As the page writes it (after markdown's URL normalization). */
  href: string;
  /** The target's path in the version; null when the link names no page of it. */
  path: string | null;
  /** The `#fragment` it names, decoded; null when it names none. */
  anchor: string | null;
}

export type BrokenLinkReason = "missing page" | "missing anchor";

export interface BrokenLinkReport {
  count: number;
  /** The first ones, in reading order: `page` is the site path of the page holding the link. */
  items: { page: string; target: string; reason: BrokenLinkReason }[];
}

/** How many broken links a report lists; `count` says how many there are in all. */
export const reportedBrokenLinks = 100;

/** The `#fragment` of a link as a heading id, or null for none (`page.md`, `page.md#`). */
export function anchorOf(hash: string): string | null {
  const fragment = hash.replace(/^#/, "");
  if (!fragment) return null;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

const headingId = /<h[1-6] id="([^"]*)"/g;
const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

/** The ids of a rendered page's headings, every level, read from its html. */
export function headingIds(html: string): string[] {
  return [...html.matchAll(headingId)].map((match) => match[1]!.replace(/&(?:amp|lt|gt|quot);/g, (entity) => entities[entity]!));
}

/**
 * The broken links of the pages a publish is about to take live, in one statement: links
 * naming no page of their version (or a page the plan lacks), and links whose `#fragment` is
 * no heading id of the page they name. Pages are listed in reading order.
 */
export async function checkLinks(structure: DocumentationStructure, renderedPageIds: string[]): Promise<BrokenLinkReport> {
  const versions = new Map(structure.versions.map((version) => [version.id, version]));
  const plan = structure.pages.map((page, index) => ({
    position: index,
    versionId: page.versionId,
    path: page.path,
    sitePath: `/${sitePath(versions.get(page.versionId)!, page.path)}`,
    renderedPageId: renderedPageIds[index]!,
  }));
  const rows = await queryRows<{ page: string; target: string; reason: BrokenLinkReason; total: number }>(Prisma.sql`
    WITH plan AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(plan)}::jsonb)
        AS p("position" int, "versionId" text, "path" text, "sitePath" text, "renderedPageId" text)
    ), links AS (
      SELECT p."position", p."versionId", p."sitePath", l."ordinality", l."value"->>'href' AS href,
             l."value"->>'path' AS "targetPath", l."value"->>'anchor' AS anchor
      FROM plan p
      JOIN "RenderedPage" r ON r."id" = p."renderedPageId"
      CROSS JOIN LATERAL jsonb_array_elements(r."links") WITH ORDINALITY AS l("value", "ordinality")
    ), broken AS (
      SELECT links.*, CASE WHEN t."path" IS NULL THEN 'missing page' ELSE 'missing anchor' END AS reason
      FROM links
      LEFT JOIN plan t ON t."versionId" = links."versionId" AND t."path" = links."targetPath"
      LEFT JOIN "RenderedPage" target ON target."id" = t."renderedPageId"
      WHERE t."path" IS NULL OR (links.anchor IS NOT NULL AND NOT links.anchor = ANY (target."anchors"))
    )
    SELECT "sitePath" AS page, href AS target, reason, (count(*) OVER ())::int AS total
    FROM broken ORDER BY "position", "ordinality" LIMIT ${reportedBrokenLinks}`);
  return { count: rows[0]?.total ?? 0, items: rows.map(({ page, target, reason }) => ({ page, target, reason })) };
}

/** A failure message naming how many links are broken and the first few. */
export function describeBrokenLinks(report: BrokenLinkReport, shown = 5): string {
  const listed = report.items.slice(0, shown).map((item) => `${item.page} → ${item.target} (${item.reason})`);
  const more = report.count - listed.length;
  return (
    `The publish found ${report.count} broken link${report.count === 1 ? "" : "s"} and the project fails publishes with broken links: ` +
    listed.join("; ") +
    (more > 0 ? `; and ${more} more.` : ".")
  );
}
