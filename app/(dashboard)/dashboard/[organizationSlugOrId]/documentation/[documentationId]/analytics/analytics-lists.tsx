"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { CornerDownRight, Link2Off, MessageCircleQuestion, SearchX, ThumbsDown, TrendingUp } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/page";
import { formatDate, formatDateTime, formatNumber } from "@/components/ui/format";
import { Td, Th } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/api";
import { getListPage, withQuery } from "./analytics-api";
import { AnalyticsList } from "./analytics-list";
import type { AnalyticsContext } from "./analytics-screen";
import type { FeedbackReport, NotFoundReport, PageReport, QuestionReport, SearchReport } from "./types";

export interface Filters {
  from: string;
  to: string;
  version_id?: string;
}

/** Rows of the unhelpful pages list: each loads its own comments. */
const unhelpfulPageLimit = 10;
const commentPageLimit = 3;

/** Top pages, searches without results, addresses not found, unanswered questions and unhelpful pages, for the chosen range and version. */
export function AnalyticsLists({
  context,
  filters,
  versionName,
  allVersions,
}: {
  context: AnalyticsContext;
  filters: Filters;
  versionName: (versionId: string | null) => string | null;
  /** No version is chosen: rows name their version. */
  allVersions: boolean;
}) {
  const report = (kind: string, extra: Record<string, string | number | boolean> = {}) => withQuery(`${context.apiBase}/analytics/${kind}`, { ...filters, ...extra });
  const exportHref = (kind: string, extra: Record<string, string | boolean> = {}) => `/api${withQuery(`${context.apiBase}/analytics/${kind}/export`, { ...filters, ...extra })}`;
  const pageLink = (page: { path: string; version_id: string | null; title: string | null }) => (
    <PageLink
      href={withQuery(context.openPageHref, { path: page.path, version: page.version_id })}
      title={page.title}
      path={page.path}
      version={allVersions ? versionName(page.version_id) : null}
    />
  );

  return (
    <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
      <AnalyticsList<PageReport>
        id="top-pages"
        title="Top pages"
        description="Pages by views in the range. Open one to edit it."
        path={report("pages", { sort: "views", limit: 20 })}
        exportHref={exportHref("pages", { sort: "views" })}
        exportLabel="Export top pages as CSV"
        empty={{ icon: TrendingUp, title: "No page views in this range", text: "Views appear here once readers open pages of the published site." }}
        includes={(page) => page.views > 0}
        header={
          <tr>
            <Th>Page</Th>
            <Th className="text-right">Views</Th>
            <Th className="text-right">Visitors</Th>
          </tr>
        }
        rowKey={(page) => `${page.version_id ?? ""}/${page.path}`}
        row={(page) => (
          <>
            <Td className="max-w-80">{pageLink(page)}</Td>
            <Td className="text-right tabular-nums">{formatNumber(page.views)}</Td>
            <Td className="text-right tabular-nums">{formatNumber(page.visitors)}</Td>
          </>
        )}
      />
      <AnalyticsList<SearchReport>
        id="zero-result-searches"
        title="Searches without results"
        description="What readers looked for and did not find: candidates for new pages, or for words to add to existing ones."
        path={report("searches", { zero_results: true, limit: 20 })}
        exportHref={exportHref("searches", { zero_results: true })}
        exportLabel="Export searches without results as CSV"
        empty={{ icon: SearchX, title: "Every search found something", text: "Searches that find no page appear here." }}
        header={
          <tr>
            <Th>Query</Th>
            <Th className="text-right">Searches</Th>
            <Th className="text-right">Without results</Th>
            <Th>Latest search</Th>
          </tr>
        }
        rowKey={(search) => search.query}
        row={(search) => (
          <>
            <Td className="max-w-64 break-words font-medium">{search.query}</Td>
            <Td className="text-right tabular-nums">{formatNumber(search.searches)}</Td>
            <Td className="text-right tabular-nums">{formatNumber(search.zero_result_searches)}</Td>
            <Td>
              {search.last_result_count > 0 ? (
                <Badge tone="success">
                  Found {formatNumber(search.last_result_count)} {search.last_result_count === 1 ? "page" : "pages"}
                </Badge>
              ) : (
                <Badge tone="warning">Found nothing</Badge>
              )}
            </Td>
          </>
        )}
      />
      <AnalyticsList<NotFoundReport>
        id="addresses-not-found"
        title="Addresses not found"
        description="Addresses of the site readers opened and found no page at, with the sites that link to them: redirect each to the page it meant."
        path={report("not-found", { limit: 20 })}
        exportHref={exportHref("not-found")}
        exportLabel="Export addresses not found as CSV"
        empty={{ icon: Link2Off, title: "Every address led to a page", text: "Addresses readers open that name no page (a broken link, a mistyped or an old address) appear here." }}
        header={
          <tr>
            <Th>Address</Th>
            <Th className="text-right">Visits</Th>
            <Th>Linked from</Th>
            <Th>Redirect</Th>
          </tr>
        }
        rowKey={(address) => `${address.version_id ?? ""}/${address.path}`}
        row={(address) => {
          const shown = `/${address.path}`;
          return (
            <>
              <Td className="max-w-64 break-all font-mono text-xs">
                {shown}
                {allVersions && versionName(address.version_id) && <div className="mt-0.5 font-sans text-muted">{versionName(address.version_id)}</div>}
              </Td>
              <Td className="text-right tabular-nums">{formatNumber(address.views)}</Td>
              <Td className="max-w-48 break-words text-xs text-secondary">{address.referrer_hosts.join(", ") || "No referrer"}</Td>
              <Td>
                {address.redirect_to !== null ? (
                  <Badge tone="success">To /{address.redirect_to}</Badge>
                ) : (
                  <Link href={withQuery(context.redirectsHref, { from: shown })} className="inline-flex items-center gap-1 whitespace-nowrap text-sm font-medium text-accent-strong underline-offset-2 hover:underline">
                    <CornerDownRight className="size-3.5" aria-hidden />
                    Add a redirect<span className="sr-only"> from {shown}</span>
                  </Link>
                )}
              </Td>
            </>
          );
        }}
      />
      <AnalyticsList<QuestionReport>
        id="unanswered-questions"
        title="Unanswered questions"
        description="Questions Ask AI could not answer from the documentation, newest first."
        path={report("questions", { unanswered: true, limit: 20 })}
        exportHref={exportHref("questions", { unanswered: true })}
        exportLabel="Export unanswered questions as CSV"
        empty={{ icon: MessageCircleQuestion, title: "No unanswered questions", text: "Questions readers ask Ask AI that the pages cannot answer appear here." }}
        header={
          <tr>
            <Th>Question</Th>
            <Th>Asked</Th>
          </tr>
        }
        rowKey={(question) => question.id}
        row={(question) => (
          <>
            <Td className="max-w-96 whitespace-pre-line break-words">
              {question.question}
              {allVersions && versionName(question.version_id) && <div className="mt-0.5 text-xs text-muted">{versionName(question.version_id)}</div>}
            </Td>
            <Td className="whitespace-nowrap text-xs text-secondary">{formatDateTime(question.created_at)}</Td>
          </>
        )}
      />
      <AnalyticsList<PageReport>
        id="unhelpful-pages"
        title="Pages readers found unhelpful"
        description="Pages with the most “no” answers to “Was this page helpful?”, with what those readers wrote."
        path={report("pages", { sort: "not_helpful", limit: unhelpfulPageLimit })}
        exportHref={exportHref("feedback", { helpful: false })}
        exportLabel="Export “no” votes and their comments as CSV"
        empty={{ icon: ThumbsDown, title: "No “no” votes", text: "Pages readers mark as not helpful appear here, with their comments." }}
        includes={(page) => page.not_helpful > 0}
        header={
          <tr>
            <Th>Page and comments</Th>
            <Th className="text-right">No</Th>
            <Th className="text-right">Yes</Th>
          </tr>
        }
        rowKey={(page) => `${page.version_id ?? ""}/${page.path}`}
        row={(page) => (
          <>
            <Td className="max-w-96 align-top">
              {pageLink(page)}
              <PageComments apiBase={context.apiBase} filters={{ ...filters, version_id: page.version_id ?? filters.version_id }} path={page.path} />
            </Td>
            <Td className="text-right align-top tabular-nums">{formatNumber(page.not_helpful)}</Td>
            <Td className="text-right align-top tabular-nums">{formatNumber(page.helpful)}</Td>
          </>
        )}
      />
    </div>
  );
}

/** A page as readers saw it (title and path); the link opens it in the editor. */
function PageLink({ href, title, path, version }: { href: string; title: string | null; path: string; version: string | null }) {
  const shown = `/${path.replace(/^\/+/, "")}`;
  return (
    <div className="min-w-0">
      <Link href={href} className="font-medium text-accent-strong underline-offset-2 hover:underline">
        {title ?? shown}
        <span className="sr-only"> (open in the editor)</span>
      </Link>
      <div className="truncate font-mono text-xs text-muted" title={shown}>
        {version && <span className="mr-1 font-sans">{version} ·</span>}
        {shown}
      </div>
    </div>
  );
}

/** The comments readers left with their "no" votes on one page, newest first, a few at a time. */
function PageComments({ apiBase, filters, path }: { apiBase: string; filters: Filters; path: string }) {
  const comments = useInfiniteQuery({
    queryKey: ["analytics-comments", apiBase, filters, path],
    queryFn: ({ pageParam }) =>
      getListPage<FeedbackReport>(
        withQuery(`${apiBase}/analytics/feedback`, { ...filters, path, helpful: false, with_comment: true, limit: commentPageLimit, cursor: pageParam }),
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  if (comments.isPending) return <p className="mt-2 text-xs text-muted">Loading comments…</p>;
  if (comments.isError && items.length === 0) return <p className="mt-2 text-xs text-danger">Comments could not be loaded: {errorMessage(comments.error)}</p>;
  if (items.length === 0) return <p className="mt-2 text-xs text-muted">No comments.</p>;
  return (
    <div className="mt-2 text-sm text-body">
      <ul aria-label={`Comments on /${path.replace(/^\/+/, "")}`} className="space-y-1.5">
        {items.map((item) => (
          <li key={item.id} className="border-l-2 border-line-strong pl-2">
            <q className="whitespace-pre-line break-words">{item.comment}</q>
            <span className="ml-1 whitespace-nowrap text-xs text-muted">{formatDate(item.created_at)}</span>
          </li>
        ))}
      </ul>
      {comments.hasNextPage && (
        <Button variant="ghost" size="sm" className="mt-1 -ml-3" loading={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}
          aria-label={`More comments on /${path.replace(/^\/+/, "")}`}
        >
          More comments
        </Button>
      )}
    </div>
  );
}
