import Link from "next/link";
import { BookOpen, ChevronRight, Globe, Lock } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { cn, focusRing } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/components/ui/format";
import { Badge, PageHeader } from "@/components/ui/page";
import { can } from "@/lib/auth/permissions";
import { requireOrganization } from "@/app/(dashboard)/session";
import { listDocumentation } from "@/lib/documentation/service";
import { getOrganization } from "@/lib/organizations/service";
import { CreateDocumentationDialog } from "./_components/create-documentation-dialog";
import { StartBlankButton } from "./_components/start-blank-button";

export const metadata = { title: "Documentation" };

/** Enough for one screen of projects; larger organizations page through the API. */
const documentationLimit = 200;

const statusBadge = {
  uninitialized: { tone: "warning", label: "Not started" },
  pending: { tone: "info", label: "Draft" },
  active: { tone: "success", label: "Published" },
} as const;

export default async function DocumentationListPage({ params }: { params: Promise<{ organizationSlugOrId: string }> }) {
  const { access, organizationId } = await requireOrganization((await params).organizationSlugOrId, "documentation.read");
  const [organization, page] = await Promise.all([getOrganization(access), listDocumentation(access, { limit: documentationLimit })]);
  const canCreate = can(access.role, "documentation.create");
  const canWrite = can(access.role, "documentation.write");
  const documentations = page.items;
  return (
    <>
      <PageHeader
        title="Documentation"
        description={canWrite ? "Projects of this organization: write pages, organize versions and sections, manage images." : "The documentation projects you can read."}
        actions={canCreate ? <CreateDocumentationDialog organizationId={organizationId} documentationPath={organizationPath(organization, "documentation")} /> : undefined}
      />
      {documentations.length === 0 ? (
        <EmptyState icon={BookOpen} title="No documentation yet" action={canCreate ? <CreateDocumentationDialog organizationId={organizationId} documentationPath={organizationPath(organization, "documentation")} /> : undefined}>
          {canCreate ? "Create a project, then start from a blank scaffold with a first version, section and page." : "Nobody has shared a documentation project with you yet."}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-panel shadow-sm" aria-label="Documentation projects">
          {documentations.map((documentation) => {
            const href = organizationPath(organization, `documentation/${documentation.documentation_id}`);
            const badge = statusBadge[documentation.status];
            return (
              <li key={documentation.documentation_id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link href={href} className={cn("rounded text-base font-semibold hover:text-accent", focusRing)}>
                      {documentation.name}
                    </Link>
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                    {documentation.locked && <Badge tone="warning">Restoring</Badge>}
                  </div>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                    <span className="font-mono text-xs">{documentation.slug}</span>
                    <span className="inline-flex items-center gap-1">
                      {documentation.is_public ? <Globe className="size-3.5" aria-hidden /> : <Lock className="size-3.5" aria-hidden />}
                      {documentation.is_public ? "Public" : "Private"}
                    </span>
                    <span>Created {formatDate(documentation.created_at)}</span>
                  </p>
                  {documentation.description && <p className="mt-1 line-clamp-2 text-sm text-soft">{documentation.description}</p>}
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  {documentation.status === "uninitialized" && canWrite && (
                    <StartBlankButton documentation={{ organizationId, documentationId: documentation.documentation_id }} name={documentation.name} href={href} />
                  )}
                  <Link
                    href={href}
                    aria-label={`Open ${documentation.name}`}
                    className={cn("inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-soft hover:bg-muted", focusRing)}
                  >
                    Open
                    <ChevronRight className="size-4" aria-hidden />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
