/** URL-safe slug from a display name. */
export function slugify(value: string): string {
  const slug = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "untitled";
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug to store when `taken` holds the slugs already in use where it must be unique:
 * `wanted` if free; else, for a slug the caller chose (`explicit`), the conflict `refusal`
 * builds, and for a generated one the first free `wanted-2`, `wanted-3`, ….
 */
export function uniqueSlug(taken: ReadonlySet<string>, wanted: string, explicit: boolean, refusal: () => Error): string {
  if (!taken.has(wanted)) return wanted;
  if (explicit) throw refusal();
  for (let suffix = 2; ; suffix++) if (!taken.has(`${wanted}-${suffix}`)) return `${wanted}-${suffix}`;
}

/**
 * `uniqueSlug` among the rows `slugsStartingWith` reads: only slugs starting with `wanted` can be
 * it or one of its suffixed forms, so that is all a caller's query has to return.
 */
export async function allocateSlug(
  slugsStartingWith: (prefix: string) => Promise<{ slug: string }[]>,
  wanted: string,
  explicit: boolean,
  refusal: () => Error,
): Promise<string> {
  const rows = await slugsStartingWith(wanted);
  return uniqueSlug(new Set(rows.map((row) => row.slug)), wanted, explicit, refusal);
}
