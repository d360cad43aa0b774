import Link from "next/link";
import { CheckCircle2, ExternalLink, Info } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Badge, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import type { PublishJobView } from "@/lib/publishing/views";
import { DateTime, isRunning } from "../_jobs/job-status";

/**
 * The publish whose link check to show: the most recent one that has finished and checked its
 * links (a publish that failed on broken links included), else the last completed one.
 */
export function checkedPublish(status: PublishJobView | null, latest: PublishJobView | null): PublishJobView | null {
  if (status && !isRunning(status.status) && status.broken_links) return status;
  return latest;
}

const reasons = { "missing page": "Missing page", "missing anchor": "Missing heading" } as const;

/** The broken links a publish found, each page linking to where it is published. Nothing before the first publish. */
export function BrokenLinks({
  job,
  siteBase,
  failOnBrokenLinks,
  settingsHref,
  canConfigure,
}: {
  job: PublishJobView | null;
  /** `/docs/{org}/{project}`: a report's page paths are below it. */
  siteBase: string;
  failOnBrokenLinks: boolean;
  settingsHref: string;
  canConfigure: boolean;
}) {
  if (!job) return null;
  const report = job.broken_links;
  const setting = (
    <p className="mt-4 flex items-start gap-2 text-sm text-secondary">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {failOnBrokenLinks
          ? "Publishes that find broken links fail before going live."
          : "Publishes go live even with broken links."}{" "}
        {canConfigure ? "Change this in" : "Owners and admins change this in"}{" "}
        <Link href={settingsHref} className="font-medium text-accent-strong underline underline-offset-2">
          Settings › Publishing
        </Link>
        .
      </span>
    </p>
  );

  return (
    <Section
      id="broken-links"
      title="Broken links"
      description={
        <>
          Links to pages or headings that do not exist, found by the publish of <DateTime value={job.finished_at ?? job.created_at} />
          {job.status === "failed" && " (which failed)"}.
        </>
      }
    >
      {!report ? (
        <p className="text-sm text-secondary">This publish did not check its links: publish again to check them.</p>
      ) : report.count === 0 ? (
        <EmptyState icon={CheckCircle2} title="No broken links">
          Every link of every page leads to a page and heading that exist.
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm font-medium" role="status">
            {report.count === 1 ? "1 broken link" : `${report.count} broken links`}
            {report.count > report.items.length && <span className="font-normal text-muted"> · the first {report.items.length} are listed</span>}
          </p>
          <Table caption="Broken links">
            <thead>
              <tr>
                <Th>Page</Th>
                <Th>Link</Th>
                <Th>Reason</Th>
              </tr>
            </thead>
            <tbody>
              {report.items.map((item, index) => (
                <tr key={index}>
                  <Td className="max-w-72 break-all font-mono text-xs">
                    <a
                      href={`${siteBase}${item.page}`}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex items-center gap-1 text-accent-strong underline-offset-2 hover:underline"
                    >
                      {item.page}
                      <ExternalLink className="size-3 shrink-0" aria-hidden />
                    </a>
                  </Td>
                  <Td className="max-w-72 break-all font-mono text-xs">{item.target}</Td>
                  <Td>
                    <Badge tone="warning">{reasons[item.reason]}</Badge>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
      {setting}
    </Section>
  );
}
