import { Suspense } from "react";
import { organizationPath } from "@/components/shell/paths";
import { can } from "@/lib/auth/permissions";
import { featureNotIncluded, planIncludes } from "@/lib/billing/quota";
import { getOrganization } from "@/lib/organizations/service";
import { listVersions } from "@/lib/versions/service";
import { documentationApi } from "../../_components/api-paths";
import { requireDocumentation } from "../../_components/require-documentation";
import { AnalyticsPlanRequired, AnalyticsScreen, NoAccess } from "./analytics-screen";

export const metadata = { title: "Analytics" };

/** What readers of the published site do: views, searches, questions and feedback over a chosen range. */
export default async function AnalyticsPage({ params }: { params: Promise<{ organizationSlugOrId: string; documentationId: string }> }) {
  const { organizationSlugOrId, documentationId } = await params;
  const { access, organizationId, documentation } = await requireDocumentation(organizationSlugOrId, documentationId);
  if (!can(access.role, "analytics.read")) return <NoAccess />;
  const [organization, versions] = await Promise.all([getOrganization(access), listVersions(access)]);
  const base = organizationPath(organization, `documentation/${documentation.documentation_id}`);
  const subscriptionHref = organizationPath(organization, "subscription");
  // Said at once, rather than by a request the API refuses (402) once the screen has loaded.
  if (!planIncludes(organization.plan, "analytics")) {
    return <AnalyticsPlanRequired planName={organization.plan} subscriptionHref={subscriptionHref} detail={featureNotIncluded(organization.plan, "analytics").message} />;
  }

  return (
    // The screen reads its range from the address, which needs a boundary while it renders.
    <Suspense>
      <AnalyticsScreen
        context={{
          apiBase: documentationApi({ organizationId, documentationId: documentation.documentation_id }),
          openPageHref: `${base}/analytics/open-page`,
          redirectsHref: `${base}/redirects`,
          subscriptionHref,
          planName: organization.plan,
          published: documentation.status === "active",
          versions: versions.map(({ version_id, name }) => ({ version_id, name })),
        }}
      />
    </Suspense>
  );
}
