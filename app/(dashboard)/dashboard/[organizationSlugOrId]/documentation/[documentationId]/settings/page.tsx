import { headers } from "next/headers";
import { organizationPath } from "@/components/shell/paths";
import { aiConfigured } from "@/lib/ai/configured";
import { listAssets } from "@/lib/assets/service";
import { can } from "@/lib/auth/permissions";
import { planIncludes } from "@/lib/billing/quota";
import { getConfig } from "@/lib/documentation/service";
import { requestOrigin } from "@/lib/http/origin";
import { getOrganization } from "@/lib/organizations/service";
import { assetListLimit } from "../../_components/api-paths";
import { requireDocumentation } from "../../_components/require-documentation";
import { DocumentationSettings } from "./documentation-settings";
import type { DocumentationConfig } from "./types";

export const metadata = { title: "Settings" };

/** The published site's configuration, section by section; read-only for roles that may not configure it. */
export default async function DocumentationSettingsPage({ params }: { params: Promise<{ organizationSlugOrId: string; documentationId: string }> }) {
  const { organizationSlugOrId, documentationId } = await params;
  const { access, organizationId, documentation } = await requireDocumentation(organizationSlugOrId, documentationId);
  const [organization, config, assets, requestHeaders] = await Promise.all([
    getOrganization(access),
    // The service builds the stored groups generically; their shapes are the config schema's.
    getConfig(access) as Promise<DocumentationConfig>,
    listAssets(access, { limit: assetListLimit }),
    headers(),
  ]);
  const readOnlyReason = !can(access.role, "documentation.configure")
    ? "You can see these settings but not change them: owners and admins configure the published site."
    : documentation.locked
      ? "A restore is running: the settings can be changed once it has finished."
      : null;

  return (
    <div className="mx-auto max-w-6xl">
      <DocumentationSettings
        context={{
          documentation: { organizationId, documentationId: documentation.documentation_id },
          siteRoot: `/docs/${organization.slug}`,
          platformHost: new URL(requestOrigin({ headers: requestHeaders })).hostname,
          // As the API and the site apply the plan (every feature with BILLING_ENFORCEMENT=off).
          customDomainIncluded: planIncludes(organization.plan, "custom_domain"),
          passwordProtectionIncluded: planIncludes(organization.plan, "password_protection"),
          aiConfigured: aiConfigured(),
          showBranding: !planIncludes(organization.plan, "remove_branding"),
          planName: organization.plan,
          subscriptionHref: organizationPath(organization, "subscription"),
          assetsHref: organizationPath(organization, `documentation/${documentation.documentation_id}/assets`),
          canConfigure: readOnlyReason === null,
          readOnlyReason,
        }}
        initialConfig={config}
        initialAssets={assets.items.map(({ asset_id, filename, content_type, size, alt_text, url, uploaded_at }) => ({
          asset_id, filename, content_type, size, alt_text, url, uploaded_at: uploaded_at.toISOString(),
        }))}
      />
    </div>
  );
}
