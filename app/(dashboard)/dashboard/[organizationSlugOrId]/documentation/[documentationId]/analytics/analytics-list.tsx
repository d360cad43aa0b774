"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Download, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { EmptyState } from "@/components/ui/empty-state";
import { Section } from "@/components/ui/page";
import { Table } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/api";
import { getListPage, withQuery } from "./analytics-api";

/**
 * One of the screen's ranked lists: a table of the API's first page, "Show more" for the
 * next ones (the API's cursor), and the list's CSV export for the same range.
 */
export function AnalyticsList<T>({
  id,
  title,
  description,
  path,
  exportHref,
  exportLabel,
  empty,
  header,
  row,
  rowKey,
  includes,
}: {
  id: string;
  title: string;
  description: ReactNode;
  /** The list's API path with its filters, below `/api`, without a cursor. */
  path: string;
  exportHref: string;
  /** The export link's accessible name, e.g. "Export top pages as CSV". */
  exportLabel: string;
  empty: { icon: LucideIcon; title: string; text: ReactNode };
  header: ReactNode;
  row: (item: T) => ReactNode;
  rowKey: (item: T) => string;
  /** For a list ranked by a count: the rows worth showing, which end the list at the first one left out. */
  includes?: (item: T) => boolean;
}) {
  const list = useInfiniteQuery({
    queryKey: ["analytics-list", path],
    queryFn: ({ pageParam }) => getListPage<T>(withQuery(path, { cursor: pageParam })),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const loaded = list.data?.pages.flatMap((page) => page.items) ?? [];
  const items = includes ? loaded.filter(includes) : loaded;
  const hasMore = list.hasNextPage && items.length === loaded.length;

  return (
    <Section id={id} title={title} description={description}>
      <div aria-busy={list.isFetching} aria-live="polite">
        {list.isPending ? (
          <ListSkeleton label={`Loading ${title.toLowerCase()}`} />
        ) : list.isError && items.length === 0 ? (
          <FormError message={`${title} could not be loaded: ${errorMessage(list.error)}`} />
        ) : items.length === 0 ? (
          <EmptyState icon={empty.icon} title={empty.title}>
            {empty.text}
          </EmptyState>
        ) : (
          <div className={list.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
            <Table caption={title}>
              <thead>{header}</thead>
              <tbody>{items.map((item) => <tr key={rowKey(item)}>{row(item)}</tr>)}</tbody>
            </Table>
            {list.isFetchNextPageError && <FormError message={`More could not be loaded: ${errorMessage(list.error)}`} />}
          </div>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <a href={exportHref} download aria-label={exportLabel} className={buttonClass("ghost", "sm")}>
          <Download className="size-4" aria-hidden />
          Export CSV
        </a>
        {hasMore && (
          <Button variant="secondary" size="sm" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} aria-label={`Show more ${title.toLowerCase()}`}>
            Show more
          </Button>
        )}
      </div>
    </Section>
  );
}

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {[0, 1, 2, 3].map((line) => (
        <div key={line} className="h-9 animate-pulse rounded-md bg-skeleton" />
      ))}
    </div>
  );
}
