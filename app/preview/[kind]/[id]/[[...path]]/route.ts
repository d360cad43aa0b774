import { z } from "zod";
import { PreviewParams } from "@/lib/change-requests/schemas";
import { servePreviewPage } from "@/lib/site/preview";
import { route } from "@/lib/http/route";

/** A page of a change request's (or a version draft's) private preview; access is checked by the service. */
export const GET = route({ summary: "Read a preview's page", auth: "public", params: PreviewParams.extend({ path: z.array(z.string().max(300)).max(30).optional() }) }, ({ params, request }) =>
  servePreviewPage(request, { kind: params.kind, id: params.id }, params.path ?? []),
);
