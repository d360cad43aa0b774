import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** What a list shows when it has nothing yet, with the action that fills it. */
export function EmptyState({ icon: Icon, title, children, action }: { icon: LucideIcon; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-control px-6 py-12 text-center">
      <Icon className="size-10 text-zinc-400" aria-hidden />
      <h3 className="mt-3 text-base font-semibold">{title}</h3>
      {children && <div className="mt-1 max-w-md text-sm text-secondary">{children}</div>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
