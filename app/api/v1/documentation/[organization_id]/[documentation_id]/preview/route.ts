import { DocumentationParams } from "@/lib/documentation/schemas";
import { renderPreview } from "@/lib/editor/preview";
import { PreviewBody } from "@/lib/editor/schemas";
import { route } from "@/lib/http/route";

export const POST = route({ params: DocumentationParams, permission: "documentation.read", body: PreviewBody }, ({ access, body }) =>
  renderPreview(access, body),
);
