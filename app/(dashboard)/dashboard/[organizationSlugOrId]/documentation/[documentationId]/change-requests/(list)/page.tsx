import Link from "next/link";
import { GitPullRequest } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { cn, focusRing } from "@/components/ui/cn";
import { CursorPager, loadPage } from "@/components/ui/cursor-pager";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterLinks } from "@/components/ui/filter-links";
import { Badge, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { can } from "@/lib/auth/permissions";
import { listChangeRequests, memberNames } from "@/lib/change-requests/service";
import { getOrganization } from "@/lib/organizations/service";
import { listVersions } from "@/lib/versions/service";
import { requireDocumentationPage, type DocumentationPageProps } from "../../../_components/require-documentation";
import { DateTime } from "../../_jobs/job-status";
import { NewChangeRequestForm, PreviewLinkButton } from "../change-request-actions";
import { statusTone } from "../status";

export const metadata = { title: "Change requests" };

const statuses = ["open", "merged", "closed"] as const;

/** A version's change requests: open one, find one, preview the draft. */
export default async function ChangeRequestsPage(props: DocumentationPageProps) {
  const { access, organizationId, documentation, cursor } = await requireDocumentationPage(props);
  const search = await props.searchParams;
  const versions = await listVersions(access);
  const version = versions.find((candidate) => candidate.version_id === search.version) ?? versions.find((candidate) => candidate.is_default) ?? versions[0];
  const organization = await getOrganization(access);
  const base = organizationPath(organization, `documentation/${documentation.documentation_id}/change-requests`);
  if (!version) {
    return (
      <EmptyState icon={GitPullRequest} title="No versions yet">
        Start the documentation in the Editor first; change requests branch a version&apos;s draft.
      </EmptyState>
    );
  }
  const status = statuses.find((candidate) => candidate === search.status) ?? "open";
  const list = await loadPage((next) => listChangeRequests(access, version.version_id, { limit: 25, cursor: next, status }), cursor);
  const names = await memberNames(access, list.page.items.flatMap((item) => (item.author_id ? [item.author_id] : [])));
  const canWrite = can(access.role, "change_requests.write") && !documentation.locked;
  const versionRef = { organizationId, documentationId: documentation.documentation_id, versionId: version.version_id };
  const href = (query: Record<string, string>) => `${base}?${new URLSearchParams({ version: version.version_id, status, ...query })}`;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {versions.length > 1 && (
        <FilterLinks label="Version" options={versions.map((candidate) => ({ label: candidate.name, href: href({ version: candidate.version_id }), current: candidate.version_id === version.version_id }))} />
      )}
      {canWrite && (
        <Section id="new-change-request" title="Propose a change" description={`Branch the draft of ${version.name}: edits in the change request stay out of the draft until it is reviewed and merged.`}>
          <NewChangeRequestForm version={versionRef} detailBase={base} />
        </Section>
      )}
      <Section
        id="change-requests"
        title={`Change requests of ${version.name}`}
        description={
          <span className="flex flex-wrap items-center gap-3">
            <span>Newest first.</span>
            <a href={`/preview/versions/${version.version_id}`} target="_blank" rel="noopener" className={cn("rounded text-accent-strong underline-offset-2 hover:underline", focusRing)}>
              Preview the draft
            </a>
            {canWrite && <PreviewLinkButton path={`/v1/documentation/${organizationId}/${documentation.documentation_id}/version/${version.version_id}/preview-link`} />}
          </span>
        }
      >
        <div className="mb-4">
          <FilterLinks label="Status" options={statuses.map((candidate) => ({ label: candidate[0]!.toUpperCase() + candidate.slice(1), href: href({ status: candidate }), current: candidate === status }))} />
        </div>
        {list.page.items.length === 0 ? (
          <EmptyState icon={GitPullRequest} title={`No ${status} change requests`}>
            A change request collects edits to many pages, a discussion and approvals, then merges them into the draft at once.
          </EmptyState>
        ) : (
          <>
            <Table caption={`${status} change requests`}>
              <thead>
                <tr>
                  <Th>Title</Th>
                  <Th>Status</Th>
                  <Th>Author</Th>
                  <Th>Approvals</Th>
                  <Th>Opened</Th>
                </tr>
              </thead>
              <tbody>
                {list.page.items.map((item) => (
                  <tr key={item.change_request_id}>
                    <Td>
                      <Link href={`${base}/${item.change_request_id}`} className={cn("rounded font-medium text-accent-strong underline-offset-2 hover:underline", focusRing)}>
                        {item.title}
                      </Link>
                    </Td>
                    <Td>
                      <Badge tone={statusTone[item.status]}>{item.status}</Badge>
                    </Td>
                    <Td className="text-xs">{(item.author_id && names[item.author_id]) ?? "—"}</Td>
                    <Td className="text-xs">
                      {item.approvals} / {item.required_approvals}
                      {item.changes_requested && <span className="ml-2 text-warning-ink">changes requested</span>}
                    </Td>
                    <Td className="text-xs">
                      <DateTime value={item.created_at} />
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <CursorPager path={base} query={{ version: version.version_id, status }} cursor={list.cursor} nextCursor={list.page.nextCursor} label="Change requests" />
          </>
        )}
      </Section>
    </div>
  );
}
