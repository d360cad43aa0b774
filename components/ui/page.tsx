import type { ReactNode } from "react";
import { cn } from "./cn";

/** The heading block of a dashboard page. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-sm text-secondary">{description}</p>}
      </div>
      {actions && <div className="flex gap-2">{actions}</div>}
    </div>
  );
}

/** A titled panel grouping one concern of a page. */
export function Section({
  title,
  description,
  children,
  tone = "default",
  className,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: "default" | "danger";
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "rounded-lg border bg-panel p-5 shadow-sm sm:p-6",
        tone === "danger" ? "border-danger-strong" : "border-line",
        className,
      )}
    >
      <h2 id={headingId} className={cn("text-base font-semibold", tone === "danger" && "text-danger-title")}>
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-secondary">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

const badgeTones = {
  neutral: "bg-muted text-body",
  success: "bg-success-subtle text-success-strong ring-emerald-600/20",
  warning: "bg-warning-subtle text-warning-strong",
  info: "bg-accent-subtle text-accent-strong",
} as const;

export function Badge({ tone = "neutral", children }: { tone?: keyof typeof badgeTones; children: ReactNode }) {
  return <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium", badgeTones[tone])}>{children}</span>;
}
