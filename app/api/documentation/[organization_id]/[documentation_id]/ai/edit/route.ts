import { route } from "@/lib/http/route";
import { eventStreamResponse } from "@/lib/http/event-stream";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { editContent, streamEditContent } from "@/lib/ai/edit";
import { EditBody } from "@/lib/ai/schemas";

export const POST = route({ params: DocumentationParams, permission: "ai.use", problems: ["quota_exceeded"], body: EditBody }, async ({ access, body, requestId }) =>
  body.stream ? eventStreamResponse(await streamEditContent(access, body), requestId) : editContent(access, body),
);
