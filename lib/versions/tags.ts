import type { DocumentationAccess } from "../auth/access";
import { db, queryRows } from "../db";
import { Prisma } from "../generated/prisma/client";
import { findVersion } from "./service";
import type { VersionTag } from "./views";

/** Tags beyond this many (the least used) are left out: the list feeds pickers, not reports. */
export const versionTagLimit = 1000;

/**
 * The tags the version's pages carry (draft metadata), most used first. Tags that differ only
 * in case are one, as on the site, named by their most frequent spelling.
 */
export async function listVersionTags(access: DocumentationAccess, versionId: string): Promise<VersionTag[]> {
  await findVersion(db, access, versionId);
  return queryRows<VersionTag>(Prisma.sql`
    SELECT mode() WITHIN GROUP (ORDER BY t.tag) AS tag, count(DISTINCT e."id")::int AS pages
    FROM "Entry" e
    JOIN "Section" s ON s."id" = e."sectionId"
    CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(e."metadata"->'tags') = 'array' THEN e."metadata"->'tags' ELSE '[]'::jsonb END) AS t(tag)
    WHERE s."versionId" = ${versionId} AND e."kind" = 'page'
    GROUP BY lower(t.tag)
    ORDER BY pages DESC, lower(t.tag)
    LIMIT ${versionTagLimit}`);
}
