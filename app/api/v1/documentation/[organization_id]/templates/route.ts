import { OrganizationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { listTemplates } from "@/lib/initializers/template";
import { TemplateList } from "@/lib/initializers/views";

export const GET = route({ summary: "List project templates", params: OrganizationParams, permission: "documentation.read", responses: { 200: TemplateList } }, () => listTemplates());
