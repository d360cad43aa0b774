import { PageHeader } from "@/components/ui/page";
import { requirePrincipal } from "@/app/(dashboard)/session";
import { CreateOrganizationForm } from "./create-organization-form";

export const metadata = { title: "Create organization" };

export default async function NewOrganizationPage() {
  const principal = await requirePrincipal();
  return (
    <div className="max-w-xl">
      <PageHeader title="Create organization" description="Step 1 of 2: name your organization and say where invoices go." />
      <CreateOrganizationForm defaultBillingEmail={principal.user.email} />
    </div>
  );
}
