import { organizationPageLayout } from "@/app/(dashboard)/guards";

export default organizationPageLayout("organization.update");
