import { guardedLayout } from "@/app/(dashboard)/guards";
import { requireCustomer } from "./customer";

export default guardedLayout(({ organizationId }: { organizationId: string }) => requireCustomer(organizationId));
