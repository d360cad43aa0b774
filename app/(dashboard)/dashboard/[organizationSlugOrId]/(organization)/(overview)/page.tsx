import Link from "next/link";
import { ArrowRight, BookOpen, KeyRound, Users } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { formatDate } from "@/components/ui/format";
import { Badge, PageHeader, Section } from "@/components/ui/page";
import { can } from "@/lib/auth/permissions";
import { requireOrganization } from "@/app/(dashboard)/session";
import { countDocumentation, countPublicSites, listDocumentation } from "@/lib/documentation/service";
import { countMembers } from "@/lib/members/service";
import { getOrganization } from "@/lib/organizations/service";
import { hubPath } from "@/lib/publishing/structure";
import { DocumentationList, NoDocumentation } from "../../documentation/_components/documentation-list";

export const metadata = { title: "Overview" };

/** The newest projects shown here; the documentation screen lists them all. */
const recentDocumentationLimit = 5;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

export default async function OrganizationOverviewPage({ params }: { params: Promise<{ organizationSlugOrId: string }> }) {
  const { access } = await requireOrganization((await params).organizationSlugOrId);
  const mayReadDocumentation = can(access.role, "documentation.read");
  const [organization, { activeMembers, pendingInvitations }, documentationCounts, recent, publicSiteCount] = await Promise.all([
    getOrganization(access),
    countMembers(access),
    mayReadDocumentation ? countDocumentation(access) : null,
    mayReadDocumentation ? listDocumentation(access, { limit: recentDocumentationLimit }) : null,
    countPublicSites(access.organizationId),
  ]);
  const canCreate = can(access.role, "documentation.create");
  const documentationPath = organizationPath(organization, "documentation");
  const cards = [
    documentationCounts && {
      label: "Documentation",
      value: plural(documentationCounts.total, "project"),
      detail: documentationCounts.total === 0 ? "Nothing written yet" : `${documentationCounts.published} published`,
      path: "documentation",
      icon: BookOpen,
    },
    can(access.role, "members.read") && { label: "Members", value: `${activeMembers} active`, detail: `${plural(pendingInvitations, "pending invitation")}`, path: "members", icon: Users },
    can(access.role, "tokens.manage") && { label: "API tokens", value: "Automate", detail: "Tokens for CI and integrations", path: "tokens", icon: KeyRound },
  ].filter((card) => !!card);
  return (
    <>
      <PageHeader
        title={organization.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>You are {/^[aeiou]/.test(access.role) ? "an" : "a"} {access.role}.</span>
            <Badge tone={organization.status === "active" ? "success" : "warning"}>{organization.status}</Badge>
            <Badge tone="info">{organization.plan} plan</Badge>
          </span>
        }
      />
      {organization.status === "pending" && (
        <div className="mb-6 flex flex-col gap-3 rounded-lg border border-warning bg-warning-callout p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-warning-ink">This organization has not finished onboarding yet.</p>
          <Button asChild size="sm">
            <Link href={organizationPath(organization, "onboarding")}>Finish onboarding</Link>
          </Button>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <Link
            key={card.path}
            href={organizationPath(organization, card.path)}
            className={cn(
              "group rounded-lg border border-line bg-panel p-5 shadow-sm transition-colors hover:border-accent-hover",
              focusRing,
            )}
          >
            <span className="flex items-center justify-between text-sm font-medium text-secondary">
              <span className="flex items-center gap-2">
                <card.icon className="size-4" aria-hidden />
                {card.label}
              </span>
              <ArrowRight className="size-4 opacity-0 transition-opacity group-hover:opacity-100" aria-hidden />
            </span>
            <span className="mt-3 block text-xl font-semibold">{card.value}</span>
            <span className="mt-1 block text-sm text-muted">{card.detail}</span>
          </Link>
        ))}
      </div>
      {recent && (
        <Section
          id="recent-documentation"
          title="Documentation"
          description={recent.nextCursor ? "The newest projects." : undefined}
          className="mt-6"
        >
          {recent.items.length === 0 ? (
            <NoDocumentation organizationId={organization.organization_id} documentationPath={documentationPath} canCreate={canCreate} />
          ) : (
            <>
              <DocumentationList organization={organization} documentations={recent.items} canWrite={can(access.role, "documentation.write")} />
              {recent.nextCursor && (
                <Link href={documentationPath} className={cn("mt-3 inline-block rounded text-sm font-medium text-accent underline", focusRing)}>
                  All {plural(documentationCounts?.total ?? 0, "project")}
                </Link>
              )}
            </>
          )}
        </Section>
      )}
      <Section title="Details" className="mt-6">
        <dl className="grid gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted">Address</dt>
          <dd className="font-mono">{organization.slug}</dd>
          {publicSiteCount > 0 && (
            <>
              <dt className="text-muted">Public documentation</dt>
              <dd>
                <a href={hubPath(organization.slug)} className={cn("rounded font-mono text-accent underline", focusRing)}>
                  {hubPath(organization.slug)}
                </a>{" "}
                <span className="text-muted">({plural(publicSiteCount, "site")} for everyone)</span>
              </dd>
            </>
          )}
          <dt className="text-muted">Organization ID</dt>
          <dd className="break-all font-mono text-xs leading-5">{organization.organization_id}</dd>
          <dt className="text-muted">Billing email</dt>
          <dd>{organization.billing_email}</dd>
          <dt className="text-muted">Created</dt>
          <dd>{formatDate(organization.created_at)}</dd>
        </dl>
      </Section>
    </>
  );
}
