import { PageHeader, Section } from "@/components/ui/page";
import { requirePrincipal } from "@/app/(dashboard)/session";
import { twoFactorStatus } from "@/lib/two-factor/service";
import { TwoFactorPanel } from "./two-factor-panel";

export const metadata = { title: "Two-factor authentication" };

export default async function TwoFactorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const principal = await requirePrincipal("/dashboard/account/two-factor");
  const status = await twoFactorStatus(principal);
  const required = (await searchParams).required;
  return (
    <>
      <PageHeader
        title="Two-factor authentication"
        description="A code from an authenticator app, asked for after your password. Single sign-on and API tokens do not ask for it."
      />
      {typeof required === "string" && !status.enabled && (
        <p role="alert" className="mb-6 rounded-md border border-amber-300 bg-warning-callout px-4 py-3 text-sm text-warning-ink dark:border-amber-800">
          The organization {required} requires two-factor authentication: enable it here to use its dashboard.
        </p>
      )}
      <Section id="two-factor" title={status.enabled ? "Enabled" : "Not enabled"}>
        <TwoFactorPanel enabled={status.enabled} recoveryCodesLeft={status.recovery_codes_left} />
      </Section>
    </>
  );
}
