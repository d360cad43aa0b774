import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { AppShell } from "@/components/shell/app-shell";
import { ThemeSync } from "@/components/theme";
import { parseTheme, themePreferenceKey } from "@/components/theme-preference";
import type { Role } from "@/lib/auth/roles";
import { requirePrincipal } from "@/app/(dashboard)/session";
import { listOrganizations } from "@/lib/organizations/service";
import { listPreferences } from "@/lib/preferences/service";

/** The switcher lists this many organizations, those joined first; the API pages through all of them. */
const switcherLimit = 500;

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const principal = await requirePrincipal();
  const [organizations, preferences] = await Promise.all([listOrganizations(principal, { limit: switcherLimit }), listPreferences(principal)]);
  const theme = parseTheme(preferences.find((preference) => preference.key === themePreferenceKey)?.value);
  return (
    <Providers theme={theme}>
      <ThemeSync theme={theme} />
      <AppShell
        user={{ email: principal.user.email, name: principal.user.name, isSystemAdmin: principal.user.isSystemAdmin }}
        organizations={organizations.items.map((organization) => ({
          organization_id: organization.organization_id,
          name: organization.name,
          slug: organization.slug,
          // listOrganizations always includes the caller's role for session principals.
          role: organization.role as Role,
          status: organization.status,
        }))}
      >
        {children}
      </AppShell>
    </Providers>
  );
}
