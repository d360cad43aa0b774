"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn, focusRing } from "@/components/ui/cn";

/** The project's pages as tabs (links: each tab has its own address). */
export function DocumentationTabs({ tabs }: { tabs: { label: string; href: string; exact?: boolean }[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Project" className="mb-5 border-b border-line">
      {/* Scrolls sideways on narrow screens; the focus ring is drawn inside each tab so the scroll box does not clip it. */}
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => {
          const active = tab.exact ? pathname === tab.href : pathname === tab.href || pathname.startsWith(`${tab.href}/`);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center whitespace-nowrap rounded-t-md border-b-2 px-3 text-sm font-medium transition-colors",
                  focusRing,
                  "focus-visible:ring-inset focus-visible:ring-offset-0",
                  active
                    ? "border-accent text-strong"
                    : "border-transparent text-muted hover:border-control-hover hover:text-label",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
