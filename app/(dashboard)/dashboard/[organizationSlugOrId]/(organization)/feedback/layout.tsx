import { organizationPageLayout } from "@/app/(dashboard)/guards";

export default organizationPageLayout("feedback.manage");
