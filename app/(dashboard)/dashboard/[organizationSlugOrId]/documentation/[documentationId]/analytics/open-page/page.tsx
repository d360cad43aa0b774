import Link from "next/link";
import { redirect } from "next/navigation";
import { FileQuestion } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { DomainError } from "@/lib/errors";
import { getOrganization } from "@/lib/organizations/service";
import { findEditorPage } from "@/lib/publishing/page-entry";
import { requireDocumentation } from "../../../_components/require-documentation";

export const metadata = { title: "Open page" };

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * Analytics name pages by the path readers saw; this address (`?path=&version=`) finds the
 * page behind it and opens it in the editor, so every list links without resolving each row.
 */
export default async function OpenPage({
  params,
  searchParams,
}: {
  params: Promise<{ organizationSlugOrId: string; documentationId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { organizationSlugOrId, documentationId } = await params;
  const query = await searchParams;
  const { access, documentation } = await requireDocumentation(organizationSlugOrId, documentationId);
  const organization = await getOrganization(access);
  const editor = organizationPath(organization, `documentation/${documentation.documentation_id}`);
  const path = single(query.path) ?? "";
  let target: string | null = null;
  try {
    const page = await findEditorPage(access, { versionId: single(query.version) || null, path });
    target = `${editor}?${new URLSearchParams({ version: page.versionId, section: page.sectionId, entry: page.entryId })}`;
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== "not_found") throw error;
  }
  // Outside the try: redirect() throws to do its work.
  if (target) redirect(target);
  return (
    <EmptyState
      icon={FileQuestion}
      title="This page is no longer in the project"
      action={
        <Link href={editor} className={buttonClass("secondary")}>
          Open the editor
        </Link>
      }
    >
      No page of the draft is at <span className="break-all font-mono text-xs">/{path.replace(/^\/+/, "")}</span> any more: it was deleted, or moved before it was
      ever published.
    </EmptyState>
  );
}
