import { ExternalLink, History, Info, Rocket } from "lucide-react";
import { headers } from "next/headers";
import { buttonClass } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { can } from "@/lib/auth/permissions";
import { requestOrigin } from "@/lib/http/origin";
import { siteBasePath } from "@/lib/publishing/structure";
import { getOrganization } from "@/lib/organizations/service";
import { getLatestPublish, getPublishStatus, listPublishHistory } from "@/lib/publishing/service";
import { organizationPath } from "@/components/shell/paths";
import { requireDocumentationPage, type DocumentationPageProps } from "../../_components/require-documentation";
import { DateTime, JobStatusBadge } from "../_jobs/job-status";
import { CursorPager, loadPage } from "@/components/ui/cursor-pager";
import { orNull } from "../_jobs/or-null";
import type { DocumentationConfig } from "../settings/types";
import { BrokenLinks, checkedPublish } from "./broken-links";
import { liveMcpUrl, McpServer } from "./mcp-server";
import { PublishPanel } from "./publish-panel";

export const metadata = { title: "Publish" };

const historyLimit = 10;

export default async function PublishPage(props: DocumentationPageProps) {
  const { access, documentation, cursor: requested } = await requireDocumentationPage(props);
  const [organization, status, latest, history] = await Promise.all([
    getOrganization(access),
    orNull(getPublishStatus(access)),
    orNull(getLatestPublish(access)),
    loadPage((cursor) => listPublishHistory(access, { limit: historyLimit, cursor }), requested),
  ]);
  const blockedReason = !can(access.role, "documentation.publish")
    ? "Your role can read this project but not publish it."
    : documentation.status === "uninitialized"
      ? "This project has no content yet: start it in the editor, then publish."
      : documentation.locked
        ? "A restore is replacing the content: publish once it has finished."
        : null;
  const basePath = organizationPath(organization, `documentation/${documentation.documentation_id}/publish`);
  const failOnBrokenLinks = (documentation.config as DocumentationConfig).publishing?.fail_on_broken_links ?? false;
  const mcpUrl = await liveMcpUrl(organization.slug, documentation.slug, requestOrigin({ headers: await headers() }));
  const mayManageTokens = can(access.role, "tokens.manage");

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PublishPanel documentationId={documentation.documentation_id} initialStatus={status} blockedReason={blockedReason} />

      <Section id="live-site" title="Live site" description="What readers see: the last completed publish.">
        {latest ? (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Published</dt>
              <dd>
                <DateTime value={latest.finished_at} />
              </dd>
              <dt className="text-muted">Pages</dt>
              <dd>{latest.page_count ?? "—"}</dd>
              <dt className="text-muted">By</dt>
              <dd>{latest.started_by?.email ?? "—"}</dd>
              <dt className="text-muted">Address</dt>
              <dd className="break-all font-mono text-xs leading-5">{latest.url}</dd>
            </dl>
            <div className="flex shrink-0 gap-2">
              <CopyButton text={latest.url} label="Copy address" />
              <a href={latest.url} target="_blank" rel="noopener" className={buttonClass("primary", "sm")}>
                <ExternalLink className="size-4" aria-hidden />
                Open live site
              </a>
            </div>
          </div>
        ) : (
          <EmptyState icon={Rocket} title="Never published">
            Readers see nothing until the first publish completes. The site will then be served at{" "}
            <span className="font-mono text-xs">
              /docs/{organization.slug}/{documentation.slug}
            </span>
            .
          </EmptyState>
        )}
        {latest && latest.empty_versions.length > 0 && (
          <p className="mt-4 flex items-start gap-2 text-sm text-secondary" role="note">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              Not on the site: {latest.empty_versions.join(", ")}. {latest.empty_versions.length === 1 ? "This version has" : "These versions have"} no
              pages yet; {latest.empty_versions.length === 1 ? "it appears" : "each appears"} with its first page&apos;s publish.
            </span>
          </p>
        )}
      </Section>

      <McpServer
        url={mcpUrl}
        name={documentation.slug}
        isPublic={documentation.is_public}
        tokens={mayManageTokens ? { href: organizationPath(organization, "tokens"), label: "API tokens", scoped: true } : { href: "/dashboard/account/tokens", label: "Personal tokens", scoped: false }}
      />

      <BrokenLinks
        job={checkedPublish(status, latest)}
        siteBase={siteBasePath(organization.slug, documentation.slug)}
        failOnBrokenLinks={failOnBrokenLinks}
        settingsHref={organizationPath(organization, `documentation/${documentation.documentation_id}/settings#publishing-heading`)}
        canConfigure={can(access.role, "documentation.configure")}
      />

      <Section id="publish-history" title="History" description="Every publish of this project, newest first.">
        {history.page.items.length === 0 ? (
          <EmptyState icon={History} title="No publishes yet">
            Publishes you start appear here with their state, duration and page count.
          </EmptyState>
        ) : (
          <>
            <Table caption="Publish history">
              <thead>
                <tr>
                  <Th>Status</Th>
                  <Th>Started</Th>
                  <Th>Finished</Th>
                  <Th>Started by</Th>
                  <Th className="text-right">Pages</Th>
                  <Th>Error</Th>
                </tr>
              </thead>
              <tbody>
                {history.page.items.map((job) => (
                  <tr key={job.job_id}>
                    <Td>
                      <JobStatusBadge status={job.status} />
                    </Td>
                    <Td>
                      <DateTime value={job.started_at ?? job.created_at} />
                    </Td>
                    <Td>
                      <DateTime value={job.finished_at} />
                    </Td>
                    <Td className="max-w-48 truncate" title={job.started_by?.email ?? undefined}>
                      {job.started_by?.email ?? "—"}
                    </Td>
                    <Td className="text-right tabular-nums">{job.page_count ?? (job.status === "completed" ? 0 : "—")}</Td>
                    <Td className="max-w-72 text-danger-title">{job.error ? <span className="line-clamp-2" title={job.error}>{job.error}</span> : null}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <CursorPager path={basePath} query={{}} cursor={history.cursor} nextCursor={history.page.nextCursor} label="Publish history" />
          </>
        )}
      </Section>
    </div>
  );
}
