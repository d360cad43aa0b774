import type { ReactNode } from "react";
import { cn } from "./cn";

/** The heading block of a dashboard page. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
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
        "rounded-lg border bg-white p-5 shadow-sm dark:bg-zinc-900/60 sm:p-6",
        tone === "danger" ? "border-red-300 dark:border-red-900" : "border-zinc-200 dark:border-zinc-800",
        className,
      )}
    >
      <h2 id={headingId} className={cn("text-base font-semibold", tone === "danger" && "text-red-700 dark:text-red-400")}>
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

const badgeTones = {
  neutral: "bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
  success: "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950 dark:text-emerald-300",
  warning: "bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  info: "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300",
} as const;

export function Badge({ tone = "neutral", children }: { tone?: keyof typeof badgeTones; children: ReactNode }) {
  return <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium", badgeTones[tone])}>{children}</span>;
}
