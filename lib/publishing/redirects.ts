import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { writeToDocumentation } from "../documentation/write-guard";
import { conflict, notFound } from "../errors";
import type { SiteRedirect } from "../generated/prisma/client";
import { CreatedCursor, createdBefore, createdCursorOf, decodeCursor, fetchPage, mapPage, type Page, type PageRequest } from "../pagination";
import { siteChanged } from "../site/changes";
import type { CreateRedirectInput } from "./schemas";
import type { RedirectView } from "./views";

function redirectView(redirect: SiteRedirect, emails: Map<string, string>): RedirectView {
  return {
    redirect_id: redirect.id,
    from: `/${redirect.fromPath}`,
    to: `/${redirect.toPath}`,
    source: redirect.source as RedirectView["source"],
    created_at: redirect.createdAt,
    created_by: redirect.createdById ? { user_id: redirect.createdById, email: emails.get(redirect.createdById) ?? null } : null,
  };
}

async function emailsOf(redirects: SiteRedirect[]): Promise<Map<string, string>> {
  const ids = [...new Set(redirects.map((redirect) => redirect.createdById).filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, email: true } });
  return new Map(users.map((user) => [user.id, user.email]));
}

/** Stored without the leading slash ("" is the site's root). */
const storedPath = (path: string) => path.slice(1);

/** The project's redirects, automatic and manual, newest first. */
export async function listRedirects(access: DocumentationAccess, page: PageRequest): Promise<Page<RedirectView>> {
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const result = await fetchPage(
    page,
    (take) =>
      db.siteRedirect.findMany({
        where: { documentationId: access.documentationId, ...createdBefore(cursor) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    createdCursorOf,
  );
  const emails = await emailsOf(result.items);
  return mapPage(result, (redirect) => redirectView(redirect, emails));
}

/**
 * Adds a manual redirect; its target may be any path of the site. One redirect per path: a
 * second for the same `from` is refused with 409 (delete the first to replace it).
 */
export async function createRedirect(access: DocumentationAccess, principal: Principal, input: CreateRedirectInput): Promise<RedirectView> {
  const redirect = await writeToDocumentation(access.documentationId, async (tx) => {
    const fromPath = storedPath(input.from);
    const existing = await tx.siteRedirect.findUnique({
      where: { documentationId_fromPath: { documentationId: access.documentationId, fromPath } },
      select: { id: true },
    });
    if (existing) throw conflict(`The path ${input.from} already redirects.`, { redirect_id: existing.id });
    return tx.siteRedirect.create({
      data: { documentationId: access.documentationId, fromPath, toPath: storedPath(input.to), source: "manual", createdById: principal.user.id },
    });
  });
  await siteChanged(access.documentationId);
  return redirectView(redirect, new Map([[principal.user.id, principal.user.email]]));
}

/** Removes a redirect, automatic or manual: its path answers 404 again unless a page takes it. */
export async function deleteRedirect(access: DocumentationAccess, redirectId: string): Promise<void> {
  await writeToDocumentation(access.documentationId, async (tx) => {
    const { count } = await tx.siteRedirect.deleteMany({ where: { id: redirectId, documentationId: access.documentationId } });
    if (count === 0) throw notFound("Redirect");
  });
  await siteChanged(access.documentationId);
}
