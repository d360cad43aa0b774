import Link from "next/link";
import { ChevronRight, ChevronsLeft } from "lucide-react";
import { DomainError } from "@/lib/errors";
import { buttonClass } from "./button";

type Query = Record<string, string | undefined>;

/** `path?query` without empty values, so filters and cursors combine in one address. */
export function hrefWith(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Keyset pagination links for a server-rendered list that keep the list's filters: "Newest"
 * returns to the first page, "Older" follows the next cursor. The browser's Back goes to newer pages.
 */
export function CursorPager({
  path,
  query,
  cursor,
  nextCursor,
  label,
}: {
  path: string;
  query: Query;
  cursor: string | undefined;
  nextCursor: string | null;
  label: string;
}) {
  if (!cursor && !nextCursor) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-3 flex items-center justify-between gap-2">
      {cursor ? (
        <Link href={hrefWith(path, query)} className={buttonClass("ghost", "sm")}>
          <ChevronsLeft className="size-4" aria-hidden />
          Newest
        </Link>
      ) : (
        <span />
      )}
      {nextCursor && (
        <Link href={hrefWith(path, { ...query, cursor: nextCursor })} className={buttonClass("secondary", "sm")}>
          Older
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
    </nav>
  );
}

/** A page of a list, treating a cursor that no longer decodes (an edited address) as the first page. */
export async function loadPage<T>(load: (cursor: string | undefined) => Promise<T>, cursor: string | undefined): Promise<{ page: T; cursor: string | undefined }> {
  if (!cursor) return { page: await load(undefined), cursor: undefined };
  try {
    return { page: await load(cursor), cursor };
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== "invalid_input") throw error;
    return { page: await load(undefined), cursor: undefined };
  }
}
