import { z } from "zod";
import { PageQuery } from "../pagination";

/** A month or day out of range makes an invalid Date (whose toISOString throws) or another day. */
function isDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD")
  .refine(isDay, "not a date");
const flag = z.enum(["true", "false"]).transform((value) => value === "true");

/** The longest range one report covers. */
export const maxRangeDays = 366;

/** `?from=&to=` (UTC days, both included; the last 30 days by default) and `?version_id=`. */
const RangeFields = { from: Day.optional(), to: Day.optional(), version_id: z.string().min(1).max(100).optional() };
type RangeInput = { from?: string; to?: string; version_id?: string };

export interface Range {
  from: string;
  to: string;
  versionId: string | null;
}

const dayMs = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export function rangeOf({ from, to, version_id }: RangeInput): Range {
  const end = to ?? dayOf(Date.now());
  return { from: from ?? dayOf(Date.parse(`${end}T00:00:00Z`) - 29 * dayMs), to: end, versionId: version_id ?? null };
}

/** Days in a range, both ends included. */
export const rangeDays = (range: Range) => (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / dayMs + 1;

function checkRange(value: RangeInput, context: z.RefinementCtx) {
  // The range's own refinement runs even when an end failed its field's check.
  if ([value.from, value.to].some((day) => day !== undefined && !isDay(day))) return;
  const days = rangeDays(rangeOf(value));
  if (days < 1) context.addIssue({ code: "custom", path: ["from"], message: "from is after to" });
  else if (days > maxRangeDays) context.addIssue({ code: "custom", path: ["from"], message: `at most ${maxRangeDays} days from from to to` });
}

const PageSort = z.enum(["views", "not_helpful"]).default("views");

export const SummaryQuery = z.object(RangeFields).superRefine(checkRange);

/** `sort`: `views` (most viewed first) or `not_helpful` (most "no" votes first). */
export const PagesExportQuery = z.object({ ...RangeFields, sort: PageSort }).superRefine(checkRange);
export const PagesQuery = z.object({ ...RangeFields, ...PageQuery.shape, sort: PageSort }).superRefine(checkRange);

export const SearchesExportQuery = z.object({ ...RangeFields, zero_results: flag.optional() }).superRefine(checkRange);
export const SearchesQuery = z.object({ ...RangeFields, ...PageQuery.shape, zero_results: flag.optional() }).superRefine(checkRange);

/** `redirected`: false keeps the addresses readers still cannot reach, true those a redirect now serves. */
const NotFoundFilters = { redirected: flag.optional() };
export const NotFoundExportQuery = z.object({ ...RangeFields, ...NotFoundFilters }).superRefine(checkRange);
export const NotFoundQuery = z.object({ ...RangeFields, ...PageQuery.shape, ...NotFoundFilters }).superRefine(checkRange);

export const QuestionsExportQuery = z.object({ ...RangeFields, unanswered: flag.optional() }).superRefine(checkRange);
export const QuestionsQuery = z.object({ ...RangeFields, ...PageQuery.shape, unanswered: flag.optional() }).superRefine(checkRange);

const FeedbackFilters = { helpful: flag.optional(), with_comment: flag.optional(), path: z.string().max(1000).optional() };
export const FeedbackExportQuery = z.object({ ...RangeFields, ...FeedbackFilters }).superRefine(checkRange);
export const FeedbackQuery = z.object({ ...RangeFields, ...PageQuery.shape, ...FeedbackFilters }).superRefine(checkRange);

export type SummaryFilter = z.output<typeof SummaryQuery>;
export type PagesFilter = z.output<typeof PagesExportQuery>;
export type SearchesFilter = z.output<typeof SearchesExportQuery>;
export type NotFoundFilter = z.output<typeof NotFoundExportQuery>;
export type QuestionsFilter = z.output<typeof QuestionsExportQuery>;
export type FeedbackFilter = z.output<typeof FeedbackExportQuery>;
