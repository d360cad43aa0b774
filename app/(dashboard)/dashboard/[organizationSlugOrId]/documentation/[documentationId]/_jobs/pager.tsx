import Link from "next/link";
import { ChevronRight, ChevronsLeft } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { DomainError } from "@/lib/errors";

/**
 * Keyset pagination links for a server-rendered list: the cursor travels in the address,
 * so pages are shareable and the browser's Back returns to newer ones.
 */
export function Pager({ basePath, cursor, nextCursor, label }: { basePath: string; cursor: string | undefined; nextCursor: string | null; label: string }) {
  if (!cursor && !nextCursor) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-3 flex items-center justify-between gap-2">
      {cursor ? (
        <Link href={basePath} className={buttonClass("ghost", "sm")}>
          <ChevronsLeft className="size-4" aria-hidden />
          Newest
        </Link>
      ) : (
        <span />
      )}
      {nextCursor && (
        <Link href={`${basePath}?cursor=${encodeURIComponent(nextCursor)}`} className={buttonClass("secondary", "sm")}>
          Older
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
    </nav>
  );
}

/** A page of a list, treating a cursor that no longer decodes as the first page. */
export async function pageFrom<T>(load: (cursor: string | undefined) => Promise<T>, cursor: string | undefined): Promise<{ page: T; cursor: string | undefined }> {
  if (!cursor) return { page: await load(undefined), cursor: undefined };
  try {
    return { page: await load(cursor), cursor };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { page: await load(undefined), cursor: undefined };
  }
}
