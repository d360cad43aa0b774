import { notFound } from "next/navigation";
import { organizationPath } from "@/components/shell/paths";
import { Section } from "@/components/ui/page";
import { can } from "@/lib/auth/permissions";
import { getBackupRepository, latestRestore, listBackups } from "@/lib/backups/service";
import { getOrganization } from "@/lib/organizations/service";
import { requireDocumentationPage, type DocumentationPageProps } from "../../_components/require-documentation";
import { CursorPager, loadPage } from "@/components/ui/cursor-pager";
import { orNull } from "../_jobs/or-null";
import { BackupsPanel } from "./backups-panel";
import { RepositoryForm } from "./repository-form";

export const metadata = { title: "Backups" };

const backupLimit = 10;

/** Git backups of the project: the repository, backups and restores (owners and admins). */
export default async function BackupsPage(props: DocumentationPageProps) {
  const { access, organizationId, documentation, cursor: requested } = await requireDocumentationPage(props);
  if (!can(access.role, "documentation.backup")) notFound();
  const [organization, repository, backups, restore] = await Promise.all([
    getOrganization(access),
    orNull(getBackupRepository(access)),
    loadPage((cursor) => listBackups(access, { limit: backupLimit, cursor }), requested),
    orNull(latestRestore(access)),
  ]);
  const blockedReason = !repository
    ? "Set up a repository above before the first backup."
    : documentation.status === "uninitialized"
      ? "This project has no content yet: there is nothing to back up."
      : null;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Section
        id="backup-repository"
        title="Repository"
        description="Backups are pushed to a Git repository you own. Access tokens are stored encrypted and never shown again."
      >
        {/* Remounted after a save, so the fields show what is stored (the default branch and username included). */}
        <RepositoryForm key={repository?.updated_at.toISOString() ?? "none"} organizationId={organizationId} documentationId={documentation.documentation_id} repository={repository} />
      </Section>
      <BackupsPanel
        key={backups.cursor ?? "first"}
        organizationId={organizationId}
        documentationId={documentation.documentation_id}
        initialBackups={backups.page.items}
        live={!backups.cursor}
        pageLimit={backupLimit}
        initialRestore={restore}
        blockedReason={blockedReason}
        pager={
          <CursorPager
            path={organizationPath(organization, `documentation/${documentation.documentation_id}/backups`)}
            query={{}}
            cursor={backups.cursor}
            nextCursor={backups.page.nextCursor}
            label="Backups"
          />
        }
      />
    </div>
  );
}
