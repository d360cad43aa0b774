import Link from "next/link";
import { Building2, ChevronRight, Plus } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { Badge, PageHeader } from "@/components/ui/page";
import { requirePrincipal } from "@/app/(dashboard)/session";
import { listOrganizations } from "@/lib/organizations/service";

export const metadata = { title: "Organizations" };

export default async function OrganizationsPage() {
  // The first ones joined; someone in more than this many pages through them with the API.
  const { items: organizations } = await listOrganizations(await requirePrincipal(), { limit: 500 });
  const createButton = (
    <Button asChild>
      <Link href="/dashboard/new">
        <Plus className="size-4" aria-hidden />
        Create organization
      </Link>
    </Button>
  );
  return (
    <>
      <PageHeader title="Organizations" description="The organizations you belong to." actions={organizations.length > 0 ? createButton : undefined} />
      {organizations.length === 0 ? (
        <EmptyState icon={Building2} title="No organizations yet" action={createButton}>
          Create an organization to start writing documentation, or accept an invitation from a colleague on the{" "}
          <Link href="/dashboard/invitations" className="font-medium text-accent underline-offset-2 hover:underline">
            invitations page
          </Link>
          .
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-panel">
          {organizations.map((organization) => (
            <li key={organization.organization_id}>
              <Link
                href={organization.status === "pending" ? organizationPath(organization, "onboarding") : organizationPath(organization)}
                className={cn("flex items-center gap-4 px-4 py-4 hover:bg-zinc-50 dark:hover:bg-zinc-800/50 sm:px-5", focusRing, "focus-visible:ring-inset")}
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-accent-subtle text-base font-semibold text-accent-strong" aria-hidden>
                  {organization.name.slice(0, 1).toUpperCase()}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{organization.name}</span>
                  <span className="block truncate text-sm text-muted">{organization.slug}</span>
                </span>
                {organization.status === "pending" && <Badge tone="warning">Onboarding</Badge>}
                <Badge>{organization.role}</Badge>
                <ChevronRight className="size-4 text-zinc-400" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
