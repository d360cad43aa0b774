import { route } from "@/lib/http/route";
import { receiveBeacon } from "@/lib/site/analytics";
import { SiteParams } from "@/lib/site/routes";

/** Readers' browsers report page views and search-result clicks here (navigator.sendBeacon). */
export const POST = route({ summary: "Record a page view or a search click", auth: "public", params: SiteParams }, ({ params, request }) => receiveBeacon(request, params));
