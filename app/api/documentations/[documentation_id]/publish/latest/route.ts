import { route } from "@/lib/http/route";
import { PublishParams } from "@/lib/publishing/schemas";
import { getLatestPublish } from "@/lib/publishing/service";

export const GET = route({ params: PublishParams, permission: "documentation.read" }, ({ access }) => getLatestPublish(access));
