import type { ReactNode } from "react";
import { themeScript } from "@/components/reader-theme/script";
import { ThemeToggle } from "@/components/reader-theme/toggle";
import { cn, focusRing } from "@/components/ui/cn";

export const publicLinkClass = cn("rounded font-medium text-accent-strong underline-offset-2 hover:underline", focusRing);

/** The head of an organization's public pages (its documentation hub, its roadmap): no account needed to read them. */
export function OrganizationHeader({ organizationName, title, lead, children }: { organizationName: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-muted">{organizationName}</p>
        <ThemeToggle />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-secondary">{lead}</p>
      {children}
    </header>
  );
}
