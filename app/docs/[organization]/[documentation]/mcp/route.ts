import { route } from "@/lib/http/route";
import { mcpPreflight, serveMcp, serveMcpGet } from "@/lib/site/mcp";
import { SiteParams } from "@/lib/site/routes";

/** The site's MCP server over Streamable HTTP, stateless: the body is the transport's to read. */
export const POST = route({ summary: "Call the site's MCP server", auth: "public", params: SiteParams }, ({ params, request }) => serveMcp(request, params));

/** Browsers get how to connect; MCP clients learn there is no event stream (405). */
export const GET = route({ summary: "Open the site's MCP server stream", auth: "public", params: SiteParams }, ({ params, request }) => serveMcpGet(request, params));

/** Browser-based clients ask first: any origin, no cookies. */
export const OPTIONS = route({ summary: "Answer the MCP server's preflight", auth: "public" }, () => mcpPreflight());
