import type { DocumentationAccess } from "../auth/access";
import type { SearchInput } from "./schemas";
import { searchDocumentation, type SearchPage } from "./search";

/** Members search the published snapshot or, with `source: "draft"`, the current content. */
export function searchForMember(access: DocumentationAccess, input: SearchInput): Promise<SearchPage> {
  return searchDocumentation(access.documentationId, input);
}
