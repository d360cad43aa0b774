import Link from "next/link";
import { ArrowLeft, History } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { buttonClass } from "@/components/ui/button";
import { CursorPager, loadPage } from "@/components/ui/cursor-pager";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDateTime } from "@/components/ui/format";
import { Badge, PageHeader, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { db } from "@/lib/db";
import { listDeliveries } from "@/lib/webhooks/service";
import { WebhookStatusBadge } from "../status-badge";
import { eventTypeChoices, webhookRow } from "../types";
import { DeleteWebhookButton, RevealSecret, SendTestButton, ToggleWebhookButton } from "../webhook-actions";
import { WebhookDialog } from "../webhook-dialog";
import { requireWebhook } from "./webhook";

export const metadata = { title: "Webhook" };

const pageSize = 25;

export default async function WebhookPage({
  params,
  searchParams,
}: {
  params: Promise<{ organizationSlugOrId: string; webhookId: string }>;
  searchParams: Promise<{ cursor?: string }>;
}) {
  const { organizationSlugOrId, webhookId } = await params;
  const { access, organizationId, webhook } = await requireWebhook(organizationSlugOrId, webhookId);
  const organization = await db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { slug: true } });
  const { page, cursor } = await loadPage((at) => listDeliveries(access, webhookId, { limit: pageSize, cursor: at }), (await searchParams).cursor);
  const row = webhookRow(webhook);
  const listPath = organizationPath({ organization_id: organizationId, slug: organization.slug }, "webhooks");
  const attempts = page.items;
  return (
    <>
      <Link href={listPath} className={buttonClass("ghost", "sm", "mb-2 -ml-2")}>
        <ArrowLeft className="size-4" aria-hidden />
        Webhooks
      </Link>
      <PageHeader
        title={webhook.description || "Webhook"}
        description={<span className="break-all font-mono text-xs">{webhook.url}</span>}
        actions={
          <>
            <SendTestButton organizationId={organizationId} webhook={row} />
            <WebhookDialog organizationId={organizationId} eventTypes={eventTypeChoices} webhook={row} />
          </>
        }
      />
      <div className="space-y-6">
        <Section title="Settings">
          <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted">Status</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <WebhookStatusBadge webhook={row} />
              {webhook.disabled_at && <span className="text-xs text-muted">since {formatDateTime(webhook.disabled_at)}</span>}
              <ToggleWebhookButton organizationId={organizationId} webhook={row} />
            </dd>
            <dt className="text-muted">Events</dt>
            <dd>{webhook.event_types.length === 0 ? "All events" : webhook.event_types.map((type) => <Badge key={type}>{type}</Badge>)}</dd>
            <dt className="text-muted">Signing secret</dt>
            <dd>
              <RevealSecret organizationId={organizationId} webhook={row} />
            </dd>
          </dl>
          <div className="mt-4 flex justify-end">
            <DeleteWebhookButton organizationId={organizationId} webhook={row} />
          </div>
        </Section>
        <Section title="Deliveries" description="Every attempt, newest first. A failed attempt is retried on a schedule (5 seconds, 5 minutes, 30 minutes, 2, 5, 10 and 10 hours).">
          {attempts.length === 0 ? (
            <EmptyState icon={History} title="No deliveries yet">
              Events the webhook subscribes to appear here once sent. Send a test to try the endpoint.
            </EmptyState>
          ) : (
            <Table caption="Delivery attempts">
              <thead>
                <tr>
                  <Th>Sent</Th>
                  <Th>Event</Th>
                  <Th>Attempt</Th>
                  <Th>Result</Th>
                  <Th>Latency</Th>
                  <Th>Next retry</Th>
                </tr>
              </thead>
              <tbody>
                {attempts.map((attempt) => (
                  <tr key={attempt.attempt_id}>
                    <Td className="whitespace-nowrap">{formatDateTime(attempt.created_at)}</Td>
                    <Td>
                      <code className="text-xs">{attempt.event_type}</code>
                    </Td>
                    <Td>{attempt.attempt}</Td>
                    <Td className="max-w-sm">
                      <Badge tone={attempt.status === "succeeded" ? "success" : "warning"}>{attempt.response_status ?? (attempt.status === "succeeded" ? "OK" : "No answer")}</Badge>
                      {(attempt.error || attempt.response_excerpt) && (
                        <details className="mt-1 text-xs">
                          <summary className="cursor-pointer text-muted">{attempt.error ?? "Response"}</summary>
                          {attempt.response_excerpt && <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-tint p-2">{attempt.response_excerpt}</pre>}
                        </details>
                      )}
                    </Td>
                    <Td className="whitespace-nowrap">{attempt.latency_ms} ms</Td>
                    <Td className="whitespace-nowrap">
                      {attempt.next_retry_at ? formatDateTime(attempt.next_retry_at) : attempt.delivery_status === "failed" && attempt.status === "failed" ? <span className="text-muted">Gave up</span> : "—"}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <CursorPager path={`${listPath}/${webhookId}`} query={{}} cursor={cursor} nextCursor={page.nextCursor} label="Delivery log" />
        </Section>
      </div>
    </>
  );
}
