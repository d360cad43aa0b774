import { redirect } from "next/navigation";
import { organizationPath } from "@/components/shell/paths";
import { sessionPrincipal } from "@/lib/auth/session";
import { listOrganizations } from "@/lib/organizations/service";

/**
 * Where signing in lands unless another address was asked for: a member of one organization
 * goes straight to it (to its onboarding while that is unfinished), anyone else to the list of
 * their organizations, which the dashboard's logo always links to.
 */
export default async function Home() {
  const principal = await sessionPrincipal();
  if (!principal) redirect("/sign-in");
  const { items } = await listOrganizations(principal, { limit: 2 });
  const organization = items.length === 1 ? items[0] : undefined;
  if (!organization) redirect("/dashboard");
  redirect(organization.status === "pending" ? organizationPath(organization, "onboarding") : organizationPath(organization));
}
