"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { LucideIcon } from "lucide-react";
import { cn, focusRing } from "../ui/cn";

export function NavLink({ href, label, icon: Icon, exact, onNavigate }: { href: string; label: string; icon: LucideIcon; exact?: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  const active = exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={navLinkClass(active)}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {label}
    </Link>
  );
}

export const navLinkClass = (active: boolean) =>
  cn(
    "flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm font-medium transition-colors",
    focusRing,
    active
      ? "bg-zinc-200/70 text-strong dark:bg-zinc-800"
      : "text-secondary hover:bg-hover hover:text-fg",
  );
