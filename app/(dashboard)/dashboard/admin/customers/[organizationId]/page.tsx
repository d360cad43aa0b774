import Link from "next/link";
import { ArrowLeft, LifeBuoy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatBytes, formatDate, formatDateTime, formatNumber } from "@/components/ui/format";
import { PageHeader, Section } from "@/components/ui/page";
import { Stat, UsageMeter } from "@/components/ui/usage-meter";
import { cycleEnd, cycleStart } from "@/lib/billing/plans";
import { PlanBadge, SubscriptionStatusBadge } from "../customer-badges";
import { requireCustomer } from "./customer";
import { CustomerPlanForm } from "./plan-form";

export const metadata = { title: "Customer overview" };

const count = (value: number | null) => (value === null ? null : formatNumber(value));
const bytes = (value: number | null) => (value === null ? null : formatBytes(value));

export default async function CustomerOverviewPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const customer = await requireCustomer((await params).organizationId);
  const { metrics, limits } = customer;
  const cycle = `This billing cycle: ${formatDate(cycleStart())} – ${formatDate(new Date(cycleEnd().getTime() - 1))}`;
  return (
    <>
      <Link href="/dashboard/admin/customers" className="mb-3 inline-flex items-center gap-1 text-sm text-secondary hover:text-fg">
        <ArrowLeft className="size-4" aria-hidden />
        Customers
      </Link>
      <PageHeader
        title={customer.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <PlanBadge plan={customer.plan} />
            <SubscriptionStatusBadge status={customer.subscription_status} />
            <span>Created {formatDate(customer.created_at)}</span>
          </span>
        }
        actions={
          <Button asChild variant="secondary">
            <Link href={`/dashboard/admin/support?organization=${customer.organization_id}`}>
              <LifeBuoy className="size-4" aria-hidden />
              Support tickets
            </Link>
          </Button>
        }
      />
      <div className="space-y-6">
        <Section title="Activity">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat label="Members" value={formatNumber(metrics.members)} hint={`${formatNumber(metrics.pending_invitations)} open invitations`} />
            <Stat label="Projects" value={formatNumber(metrics.projects)} />
            <Stat label="Pages" value={formatNumber(metrics.pages)} />
            <Stat
              label="Last activity"
              value={<time dateTime={metrics.last_activity_at.toISOString()}>{formatDate(metrics.last_activity_at)}</time>}
              hint={formatDateTime(metrics.last_activity_at)}
            />
          </dl>
        </Section>
        <Section title="Plan" description="As the billing provider reports it, or as support agrees with the customer.">
          <CustomerPlanForm organizationId={customer.organization_id} plan={customer.plan} subscriptionStatus={customer.subscription_status} />
        </Section>
        <Section title="Usage against the plan" description={cycle}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <UsageMeter
              label="Seats"
              used={metrics.members + metrics.pending_invitations}
              limit={limits.members}
              display={{ used: formatNumber(metrics.members + metrics.pending_invitations), limit: count(limits.members) }}
              hint="Members plus open invitations"
            />
            <UsageMeter label="Projects" used={metrics.projects} limit={limits.projects} display={{ used: formatNumber(metrics.projects), limit: count(limits.projects) }} />
            <UsageMeter label="Storage" used={metrics.storage_bytes} limit={limits.storage_bytes} display={{ used: formatBytes(metrics.storage_bytes), limit: bytes(limits.storage_bytes) }} />
            <UsageMeter
              label="Publishes this cycle"
              used={metrics.publishes_this_cycle}
              limit={limits.publishes}
              display={{ used: formatNumber(metrics.publishes_this_cycle), limit: count(limits.publishes) }}
            />
            <UsageMeter
              label="AI credits this cycle"
              used={metrics.ai_credits_this_cycle}
              limit={limits.ai_credits}
              display={{ used: formatNumber(metrics.ai_credits_this_cycle), limit: count(limits.ai_credits) }}
            />
          </div>
        </Section>
        <Section title="Account">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-muted">Organization id</dt>
            <dd className="font-mono">{customer.organization_id}</dd>
            <dt className="text-muted">Slug</dt>
            <dd className="font-mono">{customer.slug}</dd>
            <dt className="text-muted">Billing email</dt>
            <dd>{customer.billing_email}</dd>
            <dt className="text-muted">Organization status</dt>
            <dd>{customer.status}</dd>
            <dt className="text-muted">Published documentation</dt>
            <dd>{customer.documentation_active ? "Served" : "Switched off"}</dd>
          </dl>
        </Section>
      </div>
    </>
  );
}
