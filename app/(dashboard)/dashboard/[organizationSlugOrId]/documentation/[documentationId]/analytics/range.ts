/**
 * The analytics screen's date range, kept in the address (`?range=30d`, or `?from=&to=` for
 * a custom one, plus `?version=`) so a view can be shared and Back restores it. Days are UTC
 * calendar days, as the API counts them; both ends are included.
 */

export const presets = [
  { id: "7d", label: "Last 7 days", days: 7 },
  { id: "30d", label: "Last 30 days", days: 30 },
  { id: "90d", label: "Last 90 days", days: 90 },
] as const;

export type PresetId = (typeof presets)[number]["id"];

export const defaultPreset: PresetId = "30d";

/** The longest range the API reports on (its `maxRangeDays`, kept out of the browser bundle with its schemas). */
export const maxRangeDays = 366;

export interface DateRange {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, `YYYY-MM-DD`, included. */
  to: string;
  /** The preset it came from, or null for a custom range. */
  preset: PresetId | null;
}

const dayMs = 86_400_000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** A `YYYY-MM-DD` string naming a real day, or null. */
export function parseDay(value: string | null | undefined): Date | null {
  if (!value || !isoDay.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || toDay(date) !== value ? null : date;
}

export const addDays = (day: string, days: number) => toDay(new Date(parseDay(day)!.getTime() + days * dayMs));

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => Math.round((parseDay(to)!.getTime() - parseDay(from)!.getTime()) / dayMs) + 1;

export function presetRange(preset: PresetId, today: string): DateRange {
  const { days } = presets.find((candidate) => candidate.id === preset)!;
  return { from: addDays(today, 1 - days), to: today, preset };
}

/** Why a custom range cannot be shown, or null when it can. */
export function customRangeError(from: string, to: string, today: string): string | null {
  if (!parseDay(from) || !parseDay(to)) return "Enter both days of the range.";
  if (from > to) return "The range must start on or before its last day.";
  if (from > today) return "The range must start today or earlier.";
  if (daysBetween(from, to) > maxRangeDays) return `Choose at most ${maxRangeDays} days.`;
  return null;
}

/** The range an address asks for: a valid custom range, else its preset, else the default preset. */
export function rangeFromQuery(query: { get(name: string): string | null }, today: string): DateRange {
  const from = query.get("from");
  const to = query.get("to");
  if (from && to && customRangeError(from, to, today) === null) return { from, to, preset: null };
  const preset = presets.find((candidate) => candidate.id === query.get("range"))?.id ?? defaultPreset;
  return presetRange(preset, today);
}

/** "Nov 3" for a chart axis; "Nov 3, 2026" when `withYear`. */
export function formatDay(day: string, withYear = false): string {
  return parseDay(day)!.toLocaleDateString("en", { month: "short", day: "numeric", ...(withYear ? { year: "numeric" } : {}), timeZone: "UTC" });
}

export const describeRange = (range: Pick<DateRange, "from" | "to">) => `${formatDay(range.from, true)} – ${formatDay(range.to, true)}`;
