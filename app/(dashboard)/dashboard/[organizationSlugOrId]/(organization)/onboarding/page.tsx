import { redirect } from "next/navigation";
import { organizationPath } from "@/components/shell/paths";
import { PageHeader, Section } from "@/components/ui/page";
import { requireOrganization } from "@/app/(dashboard)/session";
import { getOrganization } from "@/lib/organizations/service";
import { FinishOnboarding } from "./finish-onboarding";

export const metadata = { title: "Finish onboarding" };

export default async function OnboardingPage({ params }: { params: Promise<{ organizationSlugOrId: string }> }) {
  const { access } = await requireOrganization((await params).organizationSlugOrId);
  const organization = await getOrganization(access);
  if (organization.status === "active") redirect(organizationPath(organization));
  return (
    <div className="max-w-xl">
      <PageHeader title="Finish onboarding" description="Step 2 of 2: review and activate your organization." />
      <Section title={organization.name}>
        <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
          <dt className="text-muted">Address</dt>
          <dd className="font-mono">{organization.slug}</dd>
          <dt className="text-muted">Billing email</dt>
          <dd>{organization.billing_email}</dd>
        </dl>
        <p className="mt-4 text-sm text-secondary">
          Activating the organization lets you create documentation projects and invite members.
        </p>
        <div className="mt-6 flex justify-end">
          <FinishOnboarding organizationId={organization.organization_id} overviewPath={organizationPath(organization)} canFinish={access.role === "owner" || access.role === "admin"} />
        </div>
      </Section>
    </div>
  );
}
