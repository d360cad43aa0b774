import { CheckCircle2, CircleDashed, Loader2, XCircle } from "lucide-react";
import { cn } from "@/components/ui/cn";

export type JobStatus = "queued" | "in_progress" | "completed" | "failed";

/** A job still has work ahead of it: the dashboard polls while any is. */
export const isRunning = (status: JobStatus) => status === "queued" || status === "in_progress";

const looks = {
  queued: { label: "Queued", icon: CircleDashed, className: "bg-muted text-body" },
  in_progress: { label: "Running", icon: Loader2, className: "bg-accent-subtle text-accent-strong" },
  completed: { label: "Completed", icon: CheckCircle2, className: "bg-success-subtle text-success-strong" },
  failed: { label: "Failed", icon: XCircle, className: "bg-danger-subtle text-danger-strong" },
} as const;

/** A job's state as a coloured pill with an icon (colour is never the only cue). */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const look = looks[status];
  const Icon = look.icon;
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium", look.className)}>
      <Icon className={cn("size-3.5", status === "in_progress" && "animate-spin")} aria-hidden />
      {look.label}
    </span>
  );
}

/** A determinate bar when the total is known, an indeterminate one before. */
export function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  const known = total > 0;
  const percent = known ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={known ? total : undefined}
      aria-valuenow={known ? done : undefined}
      className="h-2 w-full overflow-hidden rounded-full bg-line"
    >
      <div
        className={cn("h-full rounded-full bg-accent transition-[width] duration-500", !known && "w-1/3 animate-pulse")}
        style={known ? { width: `${percent}%` } : undefined}
      />
    </div>
  );
}

const dateTime = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * "Nov 21, 2026, 12:31 AM UTC". In UTC so the server's HTML and the browser's hydration agree;
 * the exact instant is in the element's `dateTime` for tooltips and assistive technology.
 */
export function DateTime({ value }: { value: string | Date | null }) {
  if (!value) return <span className="text-faint">—</span>;
  // A service's view holds a Date, an API answer its ISO 8601 text.
  const iso = typeof value === "string" ? value : value.toISOString();
  return (
    <time dateTime={iso} title={iso} className="whitespace-nowrap">
      {dateTime.format(new Date(iso))} UTC
    </time>
  );
}
