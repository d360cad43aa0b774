import { PageHeader, Section } from "@/components/ui/page";
import { can } from "@/lib/auth/permissions";
import { requireOrganization } from "@/app/(dashboard)/session";
import { getOrganization } from "@/lib/organizations/service";
import { DeleteOrganization } from "./delete-organization";
import { LogoForm } from "./logo-form";
import { ProfileForm } from "./profile-form";

export const metadata = { title: "Settings" };

export default async function SettingsPage({ params }: { params: Promise<{ organizationSlugOrId: string }> }) {
  const { access } = await requireOrganization((await params).organizationSlugOrId, "organization.update");
  const organization = await getOrganization(access);
  return (
    <>
      <PageHeader title="Settings" description={`Profile and branding of ${organization.name}.`} />
      <div className="space-y-6">
        <Section id="profile" title="Profile">
          <ProfileForm
            organizationId={organization.organization_id}
            initial={{ name: organization.name, billing_email: organization.billing_email, slug: organization.slug, website: organization.website ?? "" }}
          />
        </Section>
        <Section id="logo" title="Logo" description="A square PNG or JPEG, for example 400 × 400 pixels, at most 2 MB.">
          <LogoForm organizationId={organization.organization_id} currentLogoUrl={organization.logo_url} />
        </Section>
        {can(access.role, "organization.delete") && (
          <Section id="danger" title="Delete organization" tone="danger" description="Permanently deletes the organization with its members, documentation, tokens and settings. This cannot be undone.">
            <DeleteOrganization organizationId={organization.organization_id} name={organization.name} />
          </Section>
        )}
      </div>
    </>
  );
}
