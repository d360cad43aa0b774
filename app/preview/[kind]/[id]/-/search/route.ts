import { PreviewParams } from "@/lib/change-requests/schemas";
import { servePreviewSearch } from "@/lib/site/preview";
import { route } from "@/lib/http/route";
import { PublicSearchQuery } from "@/lib/search/schemas";

export const GET = route({ summary: "Search a preview", auth: "public", params: PreviewParams, query: PublicSearchQuery }, ({ params, query, request }) =>
  servePreviewSearch(request, { kind: params.kind, id: params.id }, query),
);
