import type { z } from "zod";
import type { DocumentationAccess } from "../auth/access";
import { findProjectChangeRequest } from "../change-requests/service";
import { notFound } from "../errors";
import type { LiveSite } from "../site/live-site";
import type { PublicSearchQuery, SearchInput } from "./schemas";
import { searchDocumentation } from "./search";
import type { SearchPage } from "./views";

/** Members search the published snapshot or, with `source: "draft"`, the current content (or a change request's branch). */
export async function searchForMember(access: DocumentationAccess, input: SearchInput): Promise<SearchPage> {
  const changeRequest = input.change_request_id ? await findProjectChangeRequest(access, input.change_request_id) : null;
  return searchDocumentation(access.documentationId, input, changeRequest);
}

/**
 * The published site's search box: the live snapshot, optionally one version (by slug). A
 * site whose search is switched off has none; deprecated versions are searched only when the
 * project allows it (else the default version is).
 */
export async function publicSearch(site: LiveSite, query: z.output<typeof PublicSearchQuery>): Promise<SearchPage> {
  if (!site.config.search.enabled) throw notFound("Search");
  const named = query.version ? site.versions.find((candidate) => candidate.slug === query.version) : undefined;
  const version = named?.isDeprecated && !site.config.search.includeDeprecatedVersions ? site.defaultVersion : named;
  return searchDocumentation(site.documentationId, {
    query: query.q,
    limit: query.limit,
    source: "published",
    version_id: version?.id,
  });
}
