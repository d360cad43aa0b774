import { notFound } from "next/navigation";
import { organizationPath } from "@/components/shell/paths";
import { Section } from "@/components/ui/page";
import { can } from "@/lib/auth/permissions";
import { featureNotIncluded, planIncludes } from "@/lib/billing/quota";
import { gitSyncStatus } from "@/lib/git-sync/service";
import { getOrganization } from "@/lib/organizations/service";
import { listVersions } from "@/lib/versions/service";
import { PlanRequired } from "../../_components/plan-required";
import { requireDocumentationPage, type DocumentationPageProps } from "../../_components/require-documentation";
import { orNull } from "../_jobs/or-null";
import { GitSyncPanel } from "./git-sync-panel";

export const metadata = { title: "Git sync" };

/** Two-way Git sync, per version: the link, its status, history, errors and conflicts (editors; admins link). */
export default async function GitSyncPage(props: DocumentationPageProps) {
  const { access, organizationId, documentation } = await requireDocumentationPage(props);
  if (!can(access.role, "git.read")) notFound();
  const [versions, organization] = await Promise.all([listVersions(access), getOrganization(access)]);
  const statuses = await Promise.all(versions.map((version) => orNull(gitSyncStatus(access, version.version_id))));
  // Said at once, rather than by the 402 a link would get; links made on an earlier plan still show.
  if (!planIncludes(organization.plan, "git_sync") && statuses.every((status) => status === null)) {
    return (
      <PlanRequired
        title={`Git sync is not part of the ${organization.plan} plan`}
        detail={featureNotIncluded(organization.plan, "git_sync").message}
        subscriptionHref={organizationPath(organization, "subscription")}
      >
        <p className="mt-2">With a plan that includes it, each version of the project can follow a branch of a Git repository: pushes there update the draft, and edits here are committed back.</p>
      </PlanRequired>
    );
  }
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Section
        id="git-sync-rule"
        title="How Git sync works"
        description="Commits pushed to the linked branch are imported into the draft (by webhook, or a poll every minute); edits made here are committed back a few seconds after the last one, with their editors as authors. When a page changed on both sides since the last sync, Git's version goes into the draft and yours is kept below as a conflict, to restore or dismiss."
      >
        <p className="text-sm text-secondary">
          Pages are markdown files with front matter (title, order, description…); top-level folders are sections, deeper ones folders; docs-platform.json holds folder titles and order.
        </p>
      </Section>
      {versions.length === 0 && <p className="text-sm text-secondary">This project has no version yet.</p>}
      {versions.map((version, index) => (
        <GitSyncPanel
          key={version.version_id}
          organizationId={organizationId}
          documentationId={documentation.documentation_id}
          versionId={version.version_id}
          versionName={version.name}
          initialStatus={statuses[index] ?? null}
          canLink={can(access.role, "documentation.configure")}
          canSync={can(access.role, "documentation.write")}
        />
      ))}
    </div>
  );
}
