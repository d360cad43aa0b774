import Link from "next/link";
import { BookOpen, ChevronRight, ExternalLink, Globe, Lock } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { cn, focusRing } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/components/ui/format";
import { Badge } from "@/components/ui/page";
import type { DocumentationView } from "@/lib/documentation/views";
import { siteBasePath } from "@/lib/publishing/structure";
import { CreateDocumentationDialog } from "./create-documentation-dialog";
import { StartBlankButton } from "./start-blank-button";

const statusBadge = {
  uninitialized: { tone: "warning", label: "Not started" },
  pending: { tone: "info", label: "Draft" },
  active: { tone: "success", label: "Published" },
} as const;

const linkClass = cn("inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-soft hover:bg-muted", focusRing);

/** Projects as the documentation screen and the organization's overview list them, each with its live site once published. */
export function DocumentationList({
  organization,
  documentations,
  canWrite,
}: {
  organization: { organization_id: string; slug: string };
  documentations: DocumentationView[];
  canWrite: boolean;
}) {
  return (
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
                <StartBlankButton
                  documentation={{ organizationId: organization.organization_id, documentationId: documentation.documentation_id }}
                  name={documentation.name}
                  href={href}
                />
              )}
              {documentation.status === "active" && (
                <a
                  href={siteBasePath(organization.slug, documentation.slug)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Live site of ${documentation.name}`}
                  className={linkClass}
                >
                  Live site
                  <ExternalLink className="size-3.5" aria-hidden />
                </a>
              )}
              <Link href={href} aria-label={`Open ${documentation.name}`} className={linkClass}>
                Open
                <ChevronRight className="size-4" aria-hidden />
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** What the documentation screen and the overview show before the organization has a project. */
export function NoDocumentation({ organizationId, documentationPath, canCreate }: { organizationId: string; documentationPath: string; canCreate: boolean }) {
  return (
    <EmptyState
      icon={BookOpen}
      title="No documentation yet"
      action={canCreate ? <CreateDocumentationDialog organizationId={organizationId} documentationPath={documentationPath} /> : undefined}
    >
      {canCreate
        ? "Create a project, then start it from a template, an OpenAPI description, a website, a Git repository or a blank scaffold."
        : "Nobody has shared a documentation project with you yet."}
    </EmptyState>
  );
}
