import type { ReactNode } from "react";
import { cn } from "./cn";

export type UsageUnit = "count" | "bytes";

/** Usage against a limit, with a bar that turns amber from 80 % and red at the limit; `null` means unlimited. */
export function UsageMeter({ label, used, limit, display, hint }: { label: string; used: number; limit: number | null; display: { used: string; limit: string | null }; hint?: ReactNode }) {
  const ratio = limit === null ? 0 : limit === 0 ? 1 : Math.min(used / limit, 1);
  const percent = Math.round(ratio * 100);
  const tone = limit === null ? "bg-indigo-500" : ratio >= 1 ? "bg-red-500" : ratio >= 0.8 ? "bg-amber-500" : "bg-emerald-500";
  return (
    <div className="rounded-lg border border-line p-4">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-body">{label}</p>
        {limit !== null && (
          <p className={cn("text-xs font-medium", ratio >= 1 ? "text-danger" : "text-muted")}>{percent} %</p>
        )}
      </div>
      <p className="mt-1 text-lg font-semibold tabular-nums">
        {display.used}
        <span className="text-sm font-normal text-muted"> / {display.limit ?? "unlimited"}</span>
      </p>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit ?? undefined}
        aria-valuenow={used}
        aria-valuetext={`${display.used} of ${display.limit ?? "unlimited"}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn("h-full rounded-full", tone)} style={{ width: limit === null ? "0%" : `${Math.max(percent, used > 0 ? 2 : 0)}%` }} />
      </div>
      {hint && <p className="mt-2 text-xs text-muted">{hint}</p>}
    </div>
  );
}

/** One figure with its label, for overview grids. */
export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-lg border border-line p-4">
      <dt className="text-sm font-medium text-secondary">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted">{hint}</dd>}
    </div>
  );
}
