/** Entries carry their revision as a strong ETag. */
export const entryEtag = (revision: number) => `"${revision}"`;

/** The entity tags of an If-Match header (`*` matches anything); null when absent. */
export function parseIfMatch(header: string | null): string[] | null {
  if (header === null || header.trim() === "") return null;
  return header.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
}

export function satisfiesIfMatch(tags: string[] | null, etag: string): boolean {
  return tags === null || tags.includes("*") || tags.includes(etag);
}
