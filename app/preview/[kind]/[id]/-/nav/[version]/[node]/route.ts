import { z } from "zod";
import { PreviewParams } from "@/lib/change-requests/schemas";
import { servePreviewNav } from "@/lib/site/preview";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Get a part of a preview's navigation", auth: "public", params: PreviewParams.extend({ version: z.string().max(100), node: z.string().max(100) }) }, ({ params, request }) =>
  servePreviewNav(request, { kind: params.kind, id: params.id }, params.version, params.node),
);
