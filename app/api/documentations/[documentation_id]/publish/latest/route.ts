import { route } from "@/lib/http/route";
import { PublishParams } from "@/lib/publishing/schemas";
import { getLatestPublish } from "@/lib/publishing/service";
import { LatestPublishView } from "@/lib/publishing/views";

export const GET = route({ summary: "Get the last completed publish", params: PublishParams, permission: "documentation.read", responses: { 200: LatestPublishView } }, ({ access }) => getLatestPublish(access));
