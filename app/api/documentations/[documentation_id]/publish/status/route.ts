import { route } from "@/lib/http/route";
import { PublishParams } from "@/lib/publishing/schemas";
import { getPublishStatus } from "@/lib/publishing/service";
import { PublishJobView } from "@/lib/publishing/views";

export const GET = route({ summary: "Get the latest publish job's status", params: PublishParams, permission: "documentation.read", responses: { 200: PublishJobView } }, ({ access }) => getPublishStatus(access));
