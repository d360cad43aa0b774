import { route } from "@/lib/http/route";
import { ConfigBody, DocumentationParams } from "@/lib/documentation/schemas";
import { getConfig, updateConfig } from "@/lib/documentation/service";
import { ConfigView } from "@/lib/documentation/views";

export const GET = route({ summary: "Get the project's configuration", params: DocumentationParams, permission: "documentation.read", responses: { 200: ConfigView } }, ({ access }) => getConfig(access));

export const PUT = route(
  { summary: "Update the project's configuration", params: DocumentationParams, permission: "documentation.configure", body: ConfigBody, problems: ["conflict", "locked", "quota_exceeded"], responses: { 200: ConfigView } },
  async ({ access, body }) => (await updateConfig(access, body)).config,
);
