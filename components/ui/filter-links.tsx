import Link from "next/link";
import { cn, focusRing } from "./cn";

/** A row of links that filter a server-rendered list; the current one is marked for assistive technology. */
export function FilterLinks({ label, options }: { label: string; options: Array<{ label: string; href: string; current: boolean }> }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-900">
      {options.map((option) => (
        <Link
          key={option.href}
          href={option.href}
          aria-current={option.current ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
            focusRing,
            option.current
              ? "bg-white text-zinc-900 shadow-sm dark:bg-zinc-800 dark:text-zinc-50"
              : "text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100",
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
