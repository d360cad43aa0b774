"use client";

import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { Building2, Check, ChevronsUpDown, Plus } from "lucide-react";
import { cn, focusRing } from "../ui/cn";
import { organizationPath } from "./paths";
import type { ShellOrganization } from "./types";

const itemClass =
  "flex cursor-default select-none items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted";

/** Switches between the user's organizations (a Radix menu: arrow keys, type-ahead, Escape). */
export function OrganizationSwitcher({ organizations, current }: { organizations: ShellOrganization[]; current: ShellOrganization | null }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn(
          "flex w-full items-center gap-2 rounded-md border border-line bg-raised px-2.5 py-2 text-left text-sm shadow-sm hover:bg-tint",
          focusRing,
        )}
        aria-label={current ? `Organization: ${current.name}. Switch organization` : "Choose an organization"}
      >
        <Building2 className="size-4 shrink-0 text-muted" aria-hidden />
        <span className="min-w-0 flex-1 truncate font-medium">{current?.name ?? "Choose an organization"}</span>
        <ChevronsUpDown className="size-4 shrink-0 text-zinc-400" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-[var(--radix-dropdown-menu-trigger-width)] rounded-md border border-line bg-raised p-1 text-fg shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted">Organizations</DropdownMenu.Label>
          {organizations.map((organization) => (
            <DropdownMenu.Item key={organization.organization_id} asChild className={itemClass}>
              <Link href={organizationPath(organization)}>
                <span className="min-w-0 flex-1 truncate">{organization.name}</span>
                {organization.organization_id === current?.organization_id && <Check className="size-4" aria-label="current" />}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/dashboard/new">
              <Plus className="size-4" aria-hidden />
              Create organization
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
