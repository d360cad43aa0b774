import Link from "next/link";
import { Webhook } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { requireOrganization } from "@/app/(dashboard)/session";
import { db } from "@/lib/db";
import { listWebhooks } from "@/lib/webhooks/service";
import { WebhookStatusBadge } from "../status-badge";
import { eventTypeChoices, webhookRow } from "../types";
import { DeleteWebhookButton, ToggleWebhookButton } from "../webhook-actions";
import { WebhookDialog } from "../webhook-dialog";

export const metadata = { title: "Webhooks" };

export default async function WebhooksPage({ params }: { params: Promise<{ organizationSlugOrId: string }> }) {
  const { access, organizationId } = await requireOrganization((await params).organizationSlugOrId, "webhooks.manage");
  const [organization, webhooks] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { slug: true } }),
    listWebhooks(access),
  ]);
  const rows = webhooks.map(webhookRow);
  const basePath = organizationPath({ organization_id: organizationId, slug: organization.slug }, "webhooks");
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Send the organization's events to your own services as signed HTTP requests, retried when they fail."
        actions={<WebhookDialog organizationId={organizationId} eventTypes={eventTypeChoices} />}
      />
      {rows.length === 0 ? (
        <EmptyState icon={Webhook} title="No webhooks yet">
          Add an endpoint to receive publishes, backups, member changes and your integrations&apos; events as they happen.
        </EmptyState>
      ) : (
        <Table caption="Webhooks">
          <thead>
            <tr>
              <Th>Endpoint</Th>
              <Th>Events</Th>
              <Th>Status</Th>
              <Th className="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((webhook) => (
              <tr key={webhook.webhook_id}>
                <Td className="max-w-xs">
                  <Link href={`${basePath}/${webhook.webhook_id}`} className="block truncate font-medium text-accent-strong hover:underline">
                    {webhook.url}
                  </Link>
                  {webhook.description && <span className="block truncate text-xs text-muted">{webhook.description}</span>}
                </Td>
                <Td className="text-xs">{webhook.event_types.length === 0 ? "All events" : webhook.event_types.join(", ")}</Td>
                <Td>
                  <WebhookStatusBadge webhook={webhook} />
                </Td>
                <Td className="text-right whitespace-nowrap">
                  <WebhookDialog organizationId={organizationId} eventTypes={eventTypeChoices} webhook={webhook} />
                  <ToggleWebhookButton organizationId={organizationId} webhook={webhook} />
                  <DeleteWebhookButton organizationId={organizationId} webhook={webhook} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
