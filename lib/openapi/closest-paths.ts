import { distance } from "fastest-levenshtein";

/** The most endpoints a "no endpoint answers" problem suggests. */
const suggestionLimit = 3;

/** Typos forgiven in one segment of the path: one in a short word, two in a longer one. */
const typosAllowed = (segment: string) => (segment.length > 6 ? 2 : 1);

/**
 * Endpoint paths a caller who asked for `asked` may have meant: of the same length, each fixed
 * segment equal or a typo or two away (`organizations` for `organization`), with the caller's own
 * values in the parameters' places. Closest first.
 */
export function closestApiPaths(templates: readonly string[], asked: string): string[] {
  const segments = asked.split("/");
  const found: { path: string; typos: number }[] = [];
  for (const template of templates) {
    const parts = template.split("/");
    if (parts.length !== segments.length) continue;
    let typos = 0;
    for (let index = 0; index < parts.length && typos !== Infinity; index++) {
      const part = parts[index]!;
      const segment = segments[index]!;
      if (part.startsWith("{") || part === segment) continue;
      const apart = Math.abs(part.length - segment.length) <= typosAllowed(part) ? distance(part, segment) : Infinity;
      typos = apart <= typosAllowed(part) ? typos + apart : Infinity;
    }
    if (typos > 0 && typos !== Infinity) {
      found.push({ path: parts.map((part, index) => (part.startsWith("{") ? segments[index] : part)).join("/"), typos });
    }
  }
  return found
    .sort((a, b) => a.typos - b.typos || a.path.localeCompare(b.path))
    .slice(0, suggestionLimit)
    .map((candidate) => candidate.path);
}
