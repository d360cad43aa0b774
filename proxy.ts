import { NextResponse, type NextRequest } from "next/server";
import { dashboardPathHeader } from "@/lib/auth/return-path";
import { recallRequestAnswer, respond } from "@/lib/site/answers";
import { customDomainHeader, customDomainOf, customDomainPrefix } from "@/lib/site/domains";

/**
 * In front of every route: a public site's page that was answered lately is answered again
 * from memory, before any routing. A request for a project's custom domain is served by that
 * project's site: its path is rewritten under the site's route and marked with the domain. The
 * mark is removed from every other request, so only this proxy can set it. A dashboard request
 * carries its own address, where sign-in returns to.
 */
export function proxy(request: NextRequest) {
  if ((request.method === "GET" || request.method === "HEAD") && !request.nextUrl.search) {
    const remembered = recallRequestAnswer(request, request.nextUrl.pathname);
    if (remembered) return respond(remembered, request.headers.get("if-none-match"));
  }
  const customDomain = customDomainOf(request.headers.get("host"));
  const headers = new Headers(request.headers);
  headers.delete(customDomainHeader);
  if (!customDomain) {
    if (request.nextUrl.pathname.startsWith("/dashboard")) {
      headers.set(dashboardPathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
      return NextResponse.next({ request: { headers } });
    }
    return request.headers.has(customDomainHeader) ? NextResponse.next({ request: { headers } }) : NextResponse.next();
  }
  headers.set(customDomainHeader, customDomain);
  const url = request.nextUrl.clone();
  url.pathname = `${customDomainPrefix}${request.nextUrl.pathname === "/" ? "" : request.nextUrl.pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Next's own files and the site's stylesheet and script are the same on every host.
  matcher: ["/((?!_next/|_site/).*)"],
};
