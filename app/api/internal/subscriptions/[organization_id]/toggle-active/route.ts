import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { DocumentationActiveView, ToggleActiveBody, toggleDocumentationActive } from "@/lib/billing/subscription";

export const POST = route(
  { summary: "Turn an organization's documentation on or off", auth: "internal", params: OrganizationParams, body: ToggleActiveBody, bodyOptional: true, responses: { 200: DocumentationActiveView } },
  ({ params, body }) => toggleDocumentationActive(params.organization_id, body?.active),
);
