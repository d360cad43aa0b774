import { PageHeader, Section } from "@/components/ui/page";
import { requireOrganization } from "@/app/(dashboard)/session";
import { DomainError } from "@/lib/errors";
import { getSsoConnection } from "@/lib/sso/connection";
import { listSsoDomains } from "@/lib/sso/domains";
import { getSecurityPolicy } from "@/lib/two-factor/organization-policy";
import { SsoDomains } from "./sso-domains";
import { SsoForm } from "./sso-form";
import { TwoFactorPolicy } from "./two-factor-policy";

export const metadata = { title: "Security" };

/** The SSO settings, or why there are none: not configured yet (null) or not in the plan ("unavailable"). */
async function ssoSettings(access: Parameters<typeof getSsoConnection>[0]) {
  try {
    return { connection: await getSsoConnection(access), domains: (await listSsoDomains(access)).data };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === "quota_exceeded") return "unavailable" as const;
    return { connection: null, domains: (await listSsoDomains(access)).data };
  }
}

export default async function SecurityPage({ params }: { params: Promise<{ organizationSlugOrId: string }> }) {
  const { access, organizationId } = await requireOrganization((await params).organizationSlugOrId, "sso.manage");
  const [policy, sso] = await Promise.all([getSecurityPolicy(access), ssoSettings(access)]);
  return (
    <>
      <PageHeader title="Security" description="How members sign in to this organization." />
      <div className="space-y-6">
        <Section
          id="two-factor"
          title="Two-factor authentication"
          description="When required, members without it are asked to set it up before they can use this organization's dashboard. API tokens keep working."
        >
          <TwoFactorPolicy organizationId={organizationId} required={policy.require_two_factor} />
        </Section>
        {sso === "unavailable" ? (
          <Section id="sso" title="Single sign-on">
            <p className="text-sm text-secondary">Single sign-on is part of the Business plan. Upgrade in Plan &amp; usage to use it.</p>
          </Section>
        ) : (
          <>
            <Section
              id="domains"
              title="Email domains"
              description="Addresses in a verified domain may sign in through your identity provider, and with Require SSO may not use a password."
            >
              <SsoDomains organizationId={organizationId} domains={sso.domains} />
            </Section>
            <Section id="sso" title="Single sign-on" description="An OpenID Connect or SAML 2.0 identity provider.">
              <SsoForm organizationId={organizationId} connection={sso.connection} />
            </Section>
          </>
        )}
      </div>
    </>
  );
}
