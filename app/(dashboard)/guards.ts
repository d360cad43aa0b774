import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import type { Permission } from "@/lib/auth/permissions";
import { DomainError } from "@/lib/errors";
import { requireOrganization } from "./session";

/**
 * A layout that runs `check` before its segment's loading state streams. Next sends the status
 * with the first byte, so a page calling `notFound()` under a loading boundary answers 200; run
 * here, a page the caller's role may not open, or an unknown id, answers a real 404. The page
 * runs the same check (cached per request) for what it shows.
 */
export function guardedLayout<Params>(check: (params: Params) => Promise<unknown>) {
  return async function GuardedLayout({ params, children }: { params: Promise<Params>; children: ReactNode }) {
    await check(await params);
    return children;
  };
}

/** The layout of an organization's page that `permission` opens. */
export const organizationPageLayout = (permission: Permission) =>
  guardedLayout(({ organizationSlugOrId }: { organizationSlugOrId: string }) => requireOrganization(organizationSlugOrId, permission));

/** What `load` gives, or the 404 page when the service reports nothing found. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof DomainError && error.code === "not_found") notFound();
    throw error;
  }
}
