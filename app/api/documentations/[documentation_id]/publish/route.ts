import { route } from "@/lib/http/route";
import { PublishParams } from "@/lib/publishing/schemas";
import { startPublish } from "@/lib/publishing/service";

export const POST = route({ params: PublishParams, permission: "documentation.publish", problems: ["quota_exceeded"], status: 202 }, ({ access, principal }) =>
  startPublish(access, principal),
);
