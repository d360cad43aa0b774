import { Check, Minus } from "lucide-react";
import { formatBytes, formatDate, formatNumber } from "@/components/ui/format";
import { Badge, PageHeader, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { UsageMeter } from "@/components/ui/usage-meter";
import { requireOrganization } from "@/app/(dashboard)/session";
import { cycleEnd, cycleStart, featureNames, limitNames, meteredLimits, planNames, planOf, plans, type FeatureName, type FeatureValue, type LimitName } from "@/lib/billing/plans";
import { usageOf } from "@/lib/billing/usage";
import { db } from "@/lib/db";

export const metadata = { title: "Plan & usage" };

const limitLabels: Record<LimitName, { label: string; hint: string }> = {
  projects: { label: "Documentation projects", hint: "Projects the organization holds now." },
  members: { label: "Seats", hint: "Members who are not deactivated, plus open invitations." },
  storage_bytes: { label: "Asset storage", hint: "Uploaded images and files across all projects." },
  publishes: { label: "Publishes", hint: "Publish jobs started this billing cycle." },
  ai_credits: { label: "AI credits", hint: "AI assistant use this billing cycle." },
};

const featureLabels: Record<FeatureName, string> = {
  custom_domain: "Custom domain",
  remove_branding: "Remove platform branding",
  analytics: "Analytics",
  ai_assistant: "AI assistant",
  git_sync: "Git sync",
  password_protection: "Password-protected sites",
  sso: "Single sign-on",
  feedback_portal: "Feedback portal and roadmap",
  support_level: "Support",
};

const formatLimit = (limit: LimitName, value: number | null) =>
  value === null ? null : limit === "storage_bytes" ? formatBytes(value) : formatNumber(value);

function FeatureCell({ value }: { value: FeatureValue }) {
  if (typeof value === "string") return <span className="capitalize">{value}</span>;
  return value ? (
    <Check className="size-4 text-success" aria-label="Included" />
  ) : (
    <Minus className="size-4 text-zinc-400" aria-label="Not included" />
  );
}

export default async function SubscriptionPage({ params }: { params: Promise<{ organizationSlugOrId: string }> }) {
  const { organizationId } = await requireOrganization((await params).organizationSlugOrId, "subscription.read");
  const organization = await db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { plan: true, subscriptionStatus: true } });
  const plan = planOf(organization.plan);
  const usage = await Promise.all(limitNames.map(async (limit) => ({ limit, used: await usageOf(organizationId, limit), allowed: plan.limits[limit] })));
  const enforced = process.env.BILLING_ENFORCEMENT !== "off";
  const atLimit = usage.filter((entry) => entry.allowed !== null && entry.used >= entry.allowed);
  return (
    <>
      <PageHeader
        title="Plan & usage"
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>Plan</span>
            <Badge tone="info">{organization.plan}</Badge>
            <span>· subscription</span>
            <Badge tone={organization.subscriptionStatus === "active" ? "success" : "warning"}>{organization.subscriptionStatus.replace(/_/g, " ")}</Badge>
          </span>
        }
      />
      <div className="space-y-6">
        <Section
          title="Usage"
          description={`Billing cycle ${formatDate(cycleStart())} – ${formatDate(new Date(cycleEnd().getTime() - 1))} (UTC). Publishes and AI credits start again at zero each cycle.`}
        >
          {atLimit.length > 0 && enforced && (
            <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-warning-ink dark:border-amber-900 dark:bg-amber-950/50">
              At the limit: {atLimit.map((entry) => limitLabels[entry.limit].label.toLowerCase()).join(", ")}. Adding more is refused until something is freed
              {atLimit.some((entry) => meteredLimits.has(entry.limit)) ? " or the next cycle starts" : ""}.
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {usage.map(({ limit, used, allowed }) => (
              <UsageMeter
                key={limit}
                label={limitLabels[limit].label}
                used={used}
                limit={allowed}
                display={{ used: formatLimit(limit, used)!, limit: formatLimit(limit, allowed) }}
                hint={limitLabels[limit].hint}
              />
            ))}
          </div>
          <p className="mt-4 text-sm text-secondary">
            {enforced ? (
              <>
                An action that would go past a limit (inviting, creating a project, uploading, publishing) is refused with a message naming the limit,
                what is used and what was requested (through the API: HTTP 402{" "}
                <code className="rounded bg-muted px-1 py-0.5 text-xs">quota_exceeded</code>).
              </>
            ) : (
              "Plan limits are not enforced on this installation; usage is shown for information."
            )}
          </p>
        </Section>
        <Section title="Plans" description="What each plan includes.">
          <Table caption="Plan comparison">
            <thead>
              <tr>
                <Th>Included</Th>
                {planNames.map((name) => (
                  <Th key={name}>
                    <span className="flex items-center gap-2">
                      {name}
                      {name === organization.plan && <Badge tone="info">your plan</Badge>}
                    </span>
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {limitNames.map((limit) => (
                <tr key={limit}>
                  <Td className="font-medium">
                    {limitLabels[limit].label}
                    {meteredLimits.has(limit) && <span className="font-normal text-muted"> / cycle</span>}
                  </Td>
                  {planNames.map((name) => (
                    <Td key={name} className="tabular-nums">
                      {formatLimit(limit, plans[name].limits[limit]) ?? "Unlimited"}
                    </Td>
                  ))}
                </tr>
              ))}
              {featureNames.map((feature) => (
                <tr key={feature}>
                  <Td className="font-medium">{featureLabels[feature]}</Td>
                  {planNames.map((name) => (
                    <Td key={name}>
                      <FeatureCell value={plans[name].features[feature]} />
                    </Td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Section>
      </div>
    </>
  );
}
