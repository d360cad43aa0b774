import { PageHeader, Section } from "@/components/ui/page";
import { parseTheme, themePreferenceKey } from "@/components/theme-preference";
import { requirePrincipal } from "@/app/(dashboard)/session";
import { listPreferences } from "@/lib/preferences/service";
import { userHasPassword } from "@/lib/users";
import { PasswordForm } from "./password-form";
import { ThemeForm } from "./theme-form";

export const metadata = { title: "Preferences" };

export default async function AccountPage() {
  const principal = await requirePrincipal();
  const [preferences, hasPassword] = await Promise.all([listPreferences(principal), userHasPassword(principal.user.id)]);
  const theme = parseTheme(preferences.find((preference) => preference.key === themePreferenceKey)?.value);
  return (
    <>
      <PageHeader title="Preferences" description="Your settings, the same in every organization." />
      <div className="space-y-6">
        <Section id="account" title="Account">
          <dl className="grid gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted">Email</dt>
            <dd>{principal.user.email}</dd>
            <dt className="text-muted">Name</dt>
            <dd>{principal.user.name ?? "Not set"}</dd>
          </dl>
        </Section>
        {hasPassword && (
          <Section id="password" title="Password">
            <PasswordForm email={principal.user.email} />
          </Section>
        )}
        <Section id="appearance" title="Appearance">
          <ThemeForm initial={theme} />
        </Section>
      </div>
    </>
  );
}
