import { route } from "@/lib/http/route";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { editContent } from "@/lib/ai/edit";
import { EditBody } from "@/lib/ai/schemas";

export const POST = route({ params: DocumentationParams, permission: "ai.use", body: EditBody }, ({ access, body }) => editContent(access, body));
