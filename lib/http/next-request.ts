import { NextRequest } from "next/server";

/**
 * The request as a NextRequest. Next hands route handlers and pages a NextRequest of its own
 * runtime's class, which is not the class `next/server` gives the app's bundle (`instanceof`
 * fails), and copying it again cost 45-120 µs a request with a body (headers copied, URL
 * parsed again, the body stream moved across). A plain Request (tests call handlers with
 * one) is wrapped.
 */
export function asNextRequest(request: Request): NextRequest {
  return "nextUrl" in request ? (request as NextRequest) : new NextRequest(request);
}
