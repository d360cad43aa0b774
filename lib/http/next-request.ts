import { NextRequest } from "next/server";

/**
 * The request as a NextRequest. Next hands route handlers and pages a NextRequest of its own
 * runtime's class, which is not the class `next/server` gives the app's bundle (`instanceof`
 * fails): wrapping it again cost about 4% of a request's CPU. A plain Request (tests call
 * handlers with one) is wrapped.
 */
export function asNextRequest(request: Request): NextRequest {
  return "nextUrl" in request ? (request as NextRequest) : new NextRequest(request);
}
