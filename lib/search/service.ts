import type { z } from "zod";
import type { DocumentationAccess } from "../auth/access";
import type { LiveSite } from "../publishing/site";
import type { PublicSearchQuery, SearchInput } from "./schemas";
import { searchDocumentation, type SearchPage } from "./search";

/** Members search the published snapshot or, with `source: "draft"`, the current content. */
export function searchForMember(access: DocumentationAccess, input: SearchInput): Promise<SearchPage> {
  return searchDocumentation(access.documentationId, input);
}

/** The published site's search box: the live snapshot only, optionally one version (by slug). */
export async function publicSearch(site: LiveSite, query: z.output<typeof PublicSearchQuery>): Promise<SearchPage> {
  const version = query.version ? site.versions.find((candidate) => candidate.slug === query.version) : undefined;
  return searchDocumentation(site.documentationId, {
    query: query.q,
    limit: query.limit,
    source: "published",
    version_id: version?.id,
  });
}
