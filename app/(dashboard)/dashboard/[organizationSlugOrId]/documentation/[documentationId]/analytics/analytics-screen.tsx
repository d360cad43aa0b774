"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { BarChart3, CircleHelp } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { FormError } from "@/components/ui/field";
import { formatNumber } from "@/components/ui/format";
import { ApiError, errorMessage } from "@/lib/client/api";
import { PlanRequired } from "../../_components/plan-required";
import { getJson, isPlanProblem, withQuery } from "./analytics-api";
import { ListSkeleton } from "./analytics-list";
import { AnalyticsLists } from "./analytics-lists";
import { DailyChart } from "./daily-chart";
import { RangePicker, type VersionOption } from "./range-picker";
import { describeRange, formatDay, rangeFromQuery, toDay, type DateRange } from "./range";
import type { Summary, SummaryDay } from "./types";

export interface AnalyticsContext {
  /** The project's API path below `/api` (`/v1/documentation/{org}/{doc}`). */
  apiBase: string;
  /** The dashboard address that opens a page, by `?path=&version=`, in the editor. */
  openPageHref: string;
  /** The project's redirects screen, which takes `?from=` to prefill a new redirect. */
  redirectsHref: string;
  subscriptionHref: string;
  planName: string;
  published: boolean;
  versions: VersionOption[];
}

const colors = {
  views: { light: "#4f46e5", dark: "#818cf8" },
  visitors: { light: "#0d9488", dark: "#2dd4bf" },
  searches: { light: "#4f46e5", dark: "#818cf8" },
  zero: { light: "#d97706", dark: "#fbbf24" },
};

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

/** The per-project analytics: range and version in the address, summary, charts and the ranked lists. */
export function AnalyticsScreen({ context }: { context: AnalyticsContext }) {
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams();
  const [today] = useState(() => toDay(new Date()));
  const range = rangeFromQuery(query, today);
  const versionId = context.versions.some((version) => version.version_id === query.get("version")) ? query.get("version")! : "";
  const filters = { from: range.from, to: range.to, version_id: versionId || undefined };

  const navigate = (next: Record<string, string | undefined>) => {
    const merged = { range: query.get("range") ?? undefined, from: query.get("from") ?? undefined, to: query.get("to") ?? undefined, version: versionId || undefined, ...next };
    router.push(withQuery(pathname, merged), { scroll: false });
  };

  const summary = useQuery({
    queryKey: ["analytics-summary", context.apiBase, filters],
    queryFn: () => getJson<Summary>(withQuery(`${context.apiBase}/analytics/summary`, filters)),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });

  // The page knows the plan when it renders; this covers a plan changed since.
  if (summary.error && isPlanProblem(summary.error)) return <AnalyticsPlanRequired planName={context.planName} subscriptionHref={context.subscriptionHref} detail={summary.error.message} />;
  if (summary.error instanceof ApiError && summary.error.status === 403) return <NoAccess />;

  const versionName = (id: string | null) => context.versions.find((version) => version.version_id === id)?.name ?? null;
  const data = summary.data;
  const nothingRecorded = !!data && data.totals.views + data.totals.searches + data.totals.questions + data.totals.helpful + data.totals.not_helpful + data.totals.not_found === 0;

  return (
    <div className="space-y-6">
      <RangePicker
        key={`${range.from}/${range.to}`}
        range={range}
        versionId={versionId}
        versions={context.versions}
        today={today}
        onPreset={(preset) => navigate({ range: preset, from: undefined, to: undefined })}
        onCustom={(from, to) => navigate({ range: undefined, from, to })}
        onVersion={(version) => navigate({ version: version || undefined })}
      />
      <p className="text-sm text-secondary" aria-live="polite">
        {describeRange(range)}
        {versionId ? ` · ${versionName(versionId)}` : context.versions.length > 1 ? " · all versions" : ""} · days in UTC
      </p>

      {summary.isError ? (
        <FormError message={`The analytics could not be loaded: ${errorMessage(summary.error)}`} />
      ) : !data ? (
        <SummarySkeleton />
      ) : nothingRecorded ? (
        <NothingRecorded published={context.published} range={range} />
      ) : (
        <div className={cn("space-y-6", summary.isPlaceholderData && "opacity-60 transition-opacity")} aria-busy={summary.isFetching}>
          <SummaryCards summary={data} />
          <Charts summary={data} />
        </div>
      )}

      {/* The lists wait for the summary: it answers the plan (402) and permission (403) questions first. */}
      {data && !nothingRecorded && !summary.isError && (
        <AnalyticsLists context={context} filters={filters} versionName={versionName} allVersions={!versionId && context.versions.length > 1} />
      )}
    </div>
  );
}

function SummaryCards({ summary: { totals } }: { summary: Summary }) {
  const cards: { label: string; value: string; hint?: string }[] = [
    { label: "Views", value: formatNumber(totals.views) },
    { label: "Visitors", value: formatNumber(totals.visitors), hint: "Counted per day" },
    { label: "Searches", value: formatNumber(totals.searches), hint: `${formatNumber(totals.search_clicks)} results opened` },
    { label: "Zero-result searches", value: formatNumber(totals.zero_result_searches), hint: totals.searches > 0 ? `${percent(totals.zero_result_searches, totals.searches)} of searches` : undefined },
    { label: "Questions", value: formatNumber(totals.questions), hint: "Asked through Ask AI" },
    { label: "Unanswered", value: formatNumber(totals.unanswered), hint: totals.questions > 0 ? `${percent(totals.unanswered, totals.questions)} of questions` : undefined },
    {
      label: "Helpful",
      value: totals.helpful_percent === null ? "—" : `${Math.round(totals.helpful_percent)}%`,
      hint: totals.helpful_percent === null ? "No votes yet" : `${formatNumber(totals.helpful)} yes, ${formatNumber(totals.not_helpful)} no`,
    },
    { label: "Not found", value: formatNumber(totals.not_found), hint: "Visits to addresses with no page" },
  ];
  return (
    <section aria-labelledby="analytics-summary-heading">
      <h2 id="analytics-summary-heading" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-8">
        {cards.map((card) => (
          <div key={card.label} className="rounded-lg border border-line bg-panel p-4 shadow-sm">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">{card.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{card.value}</dd>
            {card.hint && <dd className="mt-0.5 text-xs text-muted">{card.hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The busiest day of a series, for the charts' summaries. */
function peak(days: SummaryDay[], key: "views" | "searches"): SummaryDay | null {
  return days.reduce<SummaryDay | null>((best, day) => (day[key] > (best?.[key] ?? 0) ? day : best), null);
}

function Charts({ summary: { totals, days } }: { summary: Summary }) {
  const busiest = peak(days, "views");
  const busiestSearch = peak(days, "searches");
  return (
    <section aria-labelledby="analytics-charts-heading" className="rounded-lg border border-line bg-panel p-5 shadow-sm sm:p-6">
      <h2 id="analytics-charts-heading" className="flex items-center gap-2 text-base font-semibold">
        <BarChart3 className="size-4 text-muted" aria-hidden />
        Per day
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-8 xl:grid-cols-2">
        <DailyChart
          kind="area"
          title="Views and visitors"
          summary={`${formatNumber(totals.views)} views by ${formatNumber(totals.visitors)} visitors${busiest ? `; the busiest day was ${formatDay(busiest.day, true)} with ${formatNumber(busiest.views)} views` : ""}.`}
          data={days.map(({ day, views, visitors }) => ({ day, views, visitors }))}
          series={[
            { key: "views", label: "Views", color: colors.views },
            { key: "visitors", label: "Visitors", color: colors.visitors },
          ]}
        />
        <DailyChart
          kind="bar"
          title="Searches"
          summary={`${formatNumber(totals.searches)} searches, ${formatNumber(totals.zero_result_searches)} without results${busiestSearch ? `; the most on ${formatDay(busiestSearch.day, true)} (${formatNumber(busiestSearch.searches)})` : ""}.`}
          data={days.map(({ day, searches, zero_result_searches }) => ({ day, searches, zero_result_searches }))}
          series={[
            { key: "searches", label: "Searches", color: colors.searches },
            { key: "zero_result_searches", label: "Without results", color: colors.zero },
          ]}
        />
      </div>
    </section>
  );
}

function SummarySkeleton() {
  return (
    <div className="space-y-6">
      <div role="status" aria-label="Loading the summary" className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-8">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="h-24 animate-pulse rounded-lg bg-skeleton" />
        ))}
      </div>
      <ListSkeleton label="Loading the charts" />
    </div>
  );
}

function Explanation({ children }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <p className="mt-2">
        The published site records page views, addresses that led to no page, searches (and whether they found a page), questions asked through Ask AI and answers to “Was this page helpful?”.
        It sets no cookies and stores no IP addresses: a visitor is counted through a hash that changes every day. Bots are left out.
      </p>
    </>
  );
}

function NothingRecorded({ published, range }: { published: boolean; range: DateRange }) {
  return (
    <EmptyState icon={BarChart3} title={published ? "Nothing recorded in this range" : "No readers yet"}>
      <Explanation>
        {published ? (
          <p>No reader visited the site from {formatDay(range.from, true)} to {formatDay(range.to, true)}. Counts appear here a few seconds after readers open pages.</p>
        ) : (
          <p>The project has not been published: readers see nothing yet, so nothing is recorded. Publish it to start.</p>
        )}
      </Explanation>
    </EmptyState>
  );
}

export function AnalyticsPlanRequired({ planName, subscriptionHref, detail }: { planName: string; subscriptionHref: string; detail: string }) {
  return (
    <PlanRequired title={`Analytics are not part of the ${planName} plan`} detail={detail} subscriptionHref={subscriptionHref}>
      <Explanation>
        <p className="mt-2">With a plan that includes analytics you see what readers open, what they search for and do not find, and which pages they find unhelpful.</p>
      </Explanation>
    </PlanRequired>
  );
}

export function NoAccess() {
  return (
    <EmptyState icon={CircleHelp} title="Analytics are for owners, admins and members">
      Your role can read this project but not its analytics. Ask an admin of the organization if you need them.
    </EmptyState>
  );
}
