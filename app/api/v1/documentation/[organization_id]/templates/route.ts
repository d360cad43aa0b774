import { OrganizationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { listTemplates } from "@/lib/initializers/template";

export const GET = route({ params: OrganizationParams, permission: "documentation.read" }, () => listTemplates());
