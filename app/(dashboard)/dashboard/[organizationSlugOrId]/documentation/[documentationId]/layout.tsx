import Link from "next/link";
import { ChevronLeft, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { organizationPath } from "@/components/shell/paths";
import { cn, focusRing } from "@/components/ui/cn";
import { Badge } from "@/components/ui/page";
import { can } from "@/lib/auth/permissions";
import { getOrganization } from "@/lib/organizations/service";
import { productName } from "@/lib/product";
import { DocumentationTabs } from "../_components/documentation-tabs";
import { requireDocumentation } from "../_components/require-documentation";

export async function generateMetadata({ params }: { params: Promise<{ organizationSlugOrId: string; documentationId: string }> }) {
  const { organizationSlugOrId, documentationId } = await params;
  const { documentation } = await requireDocumentation(organizationSlugOrId, documentationId);
  // The project's pages are titled "Publish · Handbook · Docs Platform"; the editor (the default, in the root's template) "Handbook · Docs Platform".
  return { title: { default: documentation.name, template: `%s · ${documentation.name.replaceAll("%s", "% s")} · ${productName}` } };
}

const statusBadge = {
  uninitialized: { tone: "warning", label: "Not started" },
  pending: { tone: "info", label: "Draft" },
  active: { tone: "success", label: "Published" },
} as const;

/** The project's frame: its name, status and tabs, wider than other pages so the editor has room. */
export default async function DocumentationLayout({
  params,
  children,
}: {
  params: Promise<{ organizationSlugOrId: string; documentationId: string }>;
  children: ReactNode;
}) {
  const { organizationSlugOrId, documentationId } = await params;
  const { access, documentation } = await requireDocumentation(organizationSlugOrId, documentationId);
  const organization = await getOrganization(access);
  const base = organizationPath(organization, `documentation/${documentation.documentation_id}`);
  const badge = statusBadge[documentation.status];
  return (
    <div className="lg:mx-[min(0px,calc((80rem_-_100vw)/2))]">
      <Link
        href={organizationPath(organization, "documentation")}
        className={cn("mb-2 inline-flex items-center gap-1 rounded text-sm text-muted hover:text-fg", focusRing)}
      >
        <ChevronLeft className="size-4" aria-hidden />
        Documentation
      </Link>
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{documentation.name}</h1>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <span className="font-mono text-xs text-muted">{documentation.slug}</span>
      </div>
      {documentation.locked && (
        <p role="status" className="mb-4 flex items-center gap-2 rounded-lg border border-warning bg-warning-callout px-4 py-3 text-sm text-warning-ink">
          <Lock className="size-4 shrink-0" aria-hidden />A restore is running: the project is read-only until it finishes.
        </p>
      )}
      <DocumentationTabs
        tabs={[
          { label: "Editor", href: base, exact: true },
          { label: "Change requests", href: `${base}/change-requests` },
          { label: "Assets", href: `${base}/assets` },
          { label: "Publish", href: `${base}/publish` },
          { label: "Redirects", href: `${base}/redirects` },
          { label: "Settings", href: `${base}/settings` },
          ...(can(access.role, "analytics.read") ? [{ label: "Analytics", href: `${base}/analytics` }] : []),
          ...(can(access.role, "git.read") ? [{ label: "Git sync", href: `${base}/git-sync` }] : []),
          ...(can(access.role, "documentation.backup") ? [{ label: "Backups", href: `${base}/backups` }] : []),
        ]}
      />
      {children}
    </div>
  );
}
