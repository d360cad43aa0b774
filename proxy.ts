import { NextResponse, type NextRequest } from "next/server";
import { customDomainHeader, servedCustomDomains } from "@/lib/site/domains";

/**
 * A request for a project's custom domain is served by that project's site: its path is
 * rewritten under the site's route and marked with the domain. The mark is removed from every
 * other request, so only this proxy can set it.
 */
export function proxy(request: NextRequest) {
  const host = request.headers.get("host")?.replace(/:\d+$/, "").toLowerCase();
  const headers = new Headers(request.headers);
  headers.delete(customDomainHeader);
  if (!host || !servedCustomDomains().has(host)) {
    return request.headers.has(customDomainHeader) ? NextResponse.next({ request: { headers } }) : NextResponse.next();
  }
  headers.set(customDomainHeader, host);
  const url = request.nextUrl.clone();
  // The route resolves the site by the domain; these two segments only reach it.
  url.pathname = `/docs/-/-${request.nextUrl.pathname === "/" ? "" : request.nextUrl.pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Next's own files and the site's stylesheet and script are the same on every host.
  matcher: ["/((?!_next/|_site/).*)"],
};
