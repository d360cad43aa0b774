import Link from "next/link";
import { cn, focusRing } from "./cn";

/** A row of links that filter a server-rendered list; the current one is marked for assistive technology. */
export function FilterLinks({ label, options }: { label: string; options: Array<{ label: string; href: string; current: boolean }> }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-inset p-1">
      {options.map((option) => (
        <Link
          key={option.href}
          href={option.href}
          aria-current={option.current ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
            focusRing,
            option.current
              ? "bg-selected text-strong shadow-sm"
              : "text-secondary hover:text-fg",
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
