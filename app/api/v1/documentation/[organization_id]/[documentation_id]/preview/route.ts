import { DocumentationParams } from "@/lib/documentation/schemas";
import { renderPreview } from "@/lib/editor/preview";
import { PreviewBody } from "@/lib/editor/schemas";
import { PreviewView } from "@/lib/editor/views";
import { route } from "@/lib/http/route";

export const POST = route({ summary: "Render a markdown preview", params: DocumentationParams, permission: "documentation.read", body: PreviewBody, responses: { 200: PreviewView } }, ({ access, body }) =>
  renderPreview(access, body),
);
