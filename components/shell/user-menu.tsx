"use client";

import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { signOut } from "next-auth/react";
import { KeyRound, LogOut, Mail, SlidersHorizontal } from "lucide-react";
import { cn, focusRing } from "../ui/cn";
import type { ShellUser } from "./types";

const itemClass =
  "flex cursor-default select-none items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted";

/** Signs out, then goes to the sign-in page at the address this browser uses (NEXTAUTH_URL may name another). */
async function signOutHere() {
  await signOut({ redirect: false });
  window.location.assign(new URL("/sign-in", window.location.href));
}

export function UserMenu({ user }: { user: ShellUser }) {
  const initial = (user.name ?? user.email).slice(0, 1).toUpperCase();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn("flex items-center gap-2 rounded-full p-0.5 hover:bg-muted", focusRing)}
        aria-label={`Account menu for ${user.email}`}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white" aria-hidden>
          {initial}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md border border-line bg-raised p-1 text-fg shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            {user.name && <span className="block text-sm font-medium">{user.name}</span>}
            <span className="block truncate text-xs text-muted">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/dashboard/account">
              <SlidersHorizontal className="size-4" aria-hidden />
              Preferences
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/dashboard/account/tokens">
              <KeyRound className="size-4" aria-hidden />
              Personal tokens
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/dashboard/invitations">
              <Mail className="size-4" aria-hidden />
              Invitations
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={signOutHere}>
            <LogOut className="size-4" aria-hidden />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
