import { route } from "@/lib/http/route";
import { PublishParams } from "@/lib/publishing/schemas";
import { startPublish } from "@/lib/publishing/service";
import { PublishJobView } from "@/lib/publishing/views";

export const POST = route({ summary: "Publish a project", params: PublishParams, permission: "documentation.publish", problems: ["conflict", "quota_exceeded"], status: 202, responses: { 202: PublishJobView } }, ({ access, principal }) =>
  startPublish(access, principal),
);
