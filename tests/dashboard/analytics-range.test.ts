import { describe, expect, it } from "vitest";
import {
  addDays,
  customRangeError,
  daysBetween,
  describeRange,
  parseDay,
  presetRange,
  rangeFromQuery,
} from "@/app/(dashboard)/dashboard/[organizationSlugOrId]/documentation/[documentationId]/analytics/range";

const today = "2026-03-01";
const query = (values: Record<string, string>) => new URLSearchParams(values);

describe("analytics screen range", () => {
  it("reads only real days", () => {
    expect(parseDay("2026-02-28")?.toISOString()).toBe("2026-02-28T00:00:00.000Z");
    for (const value of ["2026-02-29", "2026-13-01", "2026-1-01", "yesterday", "", null]) expect(parseDay(value)).toBeNull();
  });

  it("counts presets back from today, both ends included, across month ends", () => {
    expect(presetRange("7d", today)).toEqual({ from: "2026-02-23", to: today, preset: "7d" });
    expect(presetRange("30d", today)).toEqual({ from: "2026-01-31", to: today, preset: "30d" });
    expect(daysBetween(presetRange("90d", today).from, today)).toBe(90);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });

  it("takes a valid custom range from the address, else its preset, else the last 30 days", () => {
    expect(rangeFromQuery(query({ from: "2026-01-01", to: "2026-01-31", range: "7d" }), today)).toEqual({ from: "2026-01-01", to: "2026-01-31", preset: null });
    expect(rangeFromQuery(query({ from: "2026-01-31", to: "2026-01-01", range: "7d" }), today).preset).toBe("7d");
    expect(rangeFromQuery(query({ range: "90d" }), today).preset).toBe("90d");
    expect(rangeFromQuery(query({ range: "1y" }), today)).toEqual(presetRange("30d", today));
    expect(rangeFromQuery(query({}), today)).toEqual(presetRange("30d", today));
  });

  it("explains why a custom range cannot be shown", () => {
    expect(customRangeError("2026-02-01", "2026-02-01", today)).toBeNull();
    expect(customRangeError("", "2026-02-01", today)).toMatch(/both days/);
    expect(customRangeError("2026-02-02", "2026-02-01", today)).toMatch(/on or before/);
    expect(customRangeError("2026-03-02", "2026-03-05", today)).toMatch(/today or earlier/);
    expect(customRangeError("2025-02-28", "2026-02-28", today)).toBeNull();
    expect(customRangeError("2025-02-27", "2026-02-28", today)).toMatch(/at most 366 days/);
  });

  it("describes a range in words", () => {
    expect(describeRange({ from: "2026-01-01", to: "2026-01-31" })).toBe("Jan 1, 2026 – Jan 31, 2026");
  });
});
