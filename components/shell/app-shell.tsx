"use client";

import Link from "next/link";
import { useParams } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import { BookMarked, Braces, Menu, X } from "lucide-react";
import { can } from "@/lib/auth/permissions";
import { cn, focusRing } from "../ui/cn";
import { accountNav, adminNav, organizationNav } from "./nav-items";
import { NavLink, navLinkClass } from "./nav-link";
import { OrganizationSwitcher } from "./organization-switcher";
import { organizationPath } from "./paths";
import type { ShellOrganization, ShellUser } from "./types";
import { UserMenu } from "./user-menu";

interface AppShellProps {
  organizations: ShellOrganization[];
  user: ShellUser;
  children: ReactNode;
}

function useCurrentOrganization(organizations: ShellOrganization[]) {
  const params = useParams<{ organizationSlugOrId?: string }>();
  const key = params.organizationSlugOrId;
  if (!key) return null;
  return organizations.find((organization) => organization.slug === key || organization.organization_id === key) ?? null;
}

function SidebarContent({
  organizations,
  current,
  user,
  onNavigate,
}: {
  organizations: ShellOrganization[];
  current: ShellOrganization | null;
  user: ShellUser;
  onNavigate?: () => void;
}) {
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <Link href="/dashboard" onClick={onNavigate} className={cn("flex items-center gap-2 rounded-md px-1 text-base font-semibold", focusRing)}>
        <BookMarked className="size-5 text-accent" aria-hidden />
        Docs Platform
      </Link>
      <OrganizationSwitcher organizations={organizations} current={current} />
      {current && (
        <nav aria-label={`${current.name} pages`} className="space-y-0.5">
          {organizationNav
            .filter((item) => !item.permission || can(current.role, item.permission))
            .map((item) => (
              <NavLink key={item.label} href={organizationPath(current, item.path)} label={item.label} icon={item.icon} exact={item.exact} onNavigate={onNavigate} />
            ))}
        </nav>
      )}
      {user.isSystemAdmin && (
        <nav aria-label="Administration" className="mt-auto space-y-0.5">
          <p className="px-2.5 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">Administration</p>
          {adminNav.map((item) => (
            <NavLink key={item.label} href={`/dashboard/${item.path}`} label={item.label} icon={item.icon} onNavigate={onNavigate} />
          ))}
        </nav>
      )}
      <nav aria-label="Account" className={cn("space-y-0.5", !user.isSystemAdmin && "mt-auto")}>
        <p className="px-2.5 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">Account</p>
        {accountNav.map((item) => (
          <NavLink
            key={item.label}
            href={item.path ? `/dashboard/${item.path}` : "/dashboard"}
            label={item.label}
            icon={item.icon}
            exact={item.exact}
            onNavigate={onNavigate}
          />
        ))}
        {/* A page of the API itself (not of the dashboard), so a plain link. The rule takes the
            API's catch-all route (app/api/[...path]) for a page that serves every /api path. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/api/reference" className={navLinkClass(false)}>
          <Braces className="size-4 shrink-0" aria-hidden />
          API reference
        </a>
      </nav>
    </div>
  );
}

/** The dashboard frame: sidebar navigation (a drawer on small screens), top bar and main area. */
export function AppShell({ organizations, user, children }: AppShellProps) {
  const current = useCurrentOrganization(organizations);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="min-h-screen bg-sunken text-fg">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-indigo-600 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 overflow-y-auto border-r border-line bg-sidebar lg:block">
        <SidebarContent organizations={organizations} current={current} user={user} />
      </aside>
      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-line bg-surface-glass px-4 backdrop-blur sm:px-6">
          <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <RadixDialog.Trigger
              className={cn("rounded-md p-2 text-soft hover:bg-muted lg:hidden", focusRing)}
              aria-label="Open navigation"
            >
              <Menu className="size-5" aria-hidden />
            </RadixDialog.Trigger>
            <RadixDialog.Portal>
              <RadixDialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/50 lg:hidden" />
              <RadixDialog.Content
                className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-line bg-raised text-fg shadow-xl focus:outline-none lg:hidden"
                aria-describedby={undefined}
              >
                <RadixDialog.Title className="sr-only">Navigation</RadixDialog.Title>
                <RadixDialog.Close className={cn("absolute right-3 top-3 rounded-md p-1.5 hover:bg-muted", focusRing)} aria-label="Close navigation">
                  <X className="size-4" aria-hidden />
                </RadixDialog.Close>
                <SidebarContent organizations={organizations} current={current} user={user} onNavigate={() => setDrawerOpen(false)} />
              </RadixDialog.Content>
            </RadixDialog.Portal>
          </RadixDialog.Root>
          <p className="min-w-0 flex-1 truncate text-sm font-medium text-secondary">
            {current ? current.name : "Your account"}
          </p>
          <UserMenu user={user} />
        </header>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl px-4 py-8 focus:outline-none sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
