import { route } from "@/lib/http/route";
import { ConfigBody, DocumentationParams } from "@/lib/documentation/schemas";
import { getConfig, updateConfig } from "@/lib/documentation/service";

export const GET = route({ params: DocumentationParams, permission: "documentation.read" }, ({ access }) => getConfig(access));

export const PUT = route(
  { params: DocumentationParams, permission: "documentation.configure", body: ConfigBody, problems: ["quota_exceeded"] },
  async ({ access, body }) => (await updateConfig(access, body)).config,
);
