import { route } from "@/lib/http/route";
import { eventStreamResponse } from "@/lib/http/event-stream";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { editContent, streamEditContent } from "@/lib/ai/edit";
import { EditBody } from "@/lib/ai/schemas";
import { AiEdit, aiProblems } from "@/lib/ai/views";

const editStream = {
  mediaType: "text/event-stream",
  description: "With `stream: true`: `delta` events carry the text as the model writes it, then `done` the answer the call gives without streaming, or `error` a problem",
};

export const POST = route(
  { summary: "Revise markdown with AI", params: DocumentationParams, permission: "ai.use", problems: aiProblems, body: EditBody, responses: { 200: [AiEdit, editStream] } },
  async ({ access, body, requestId }) => (body.stream ? eventStreamResponse(await streamEditContent(access, body), requestId) : editContent(access, body)),
);
