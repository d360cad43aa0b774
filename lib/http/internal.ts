import { timingSafeEqual } from "node:crypto";
import ipaddr from "ipaddr.js";
import { DomainError } from "../errors";

/** Internal networks allowed to call /internal/*, as CIDR ranges (comma separated). */
function allowedRanges(): [ipaddr.IPv4 | ipaddr.IPv6, number][] {
  return (process.env.INTERNAL_ALLOWED_CIDRS ?? "127.0.0.0/8,::1/128")
    .split(",")
    .map((cidr) => cidr.trim())
    .filter(Boolean)
    .map((cidr) => ipaddr.parseCIDR(cidr));
}

/**
 * The client address: the last hop of X-Forwarded-For, which the fronting proxy (or Next.js
 * itself, from the socket, when no proxy is in front) appends.
 */
export function clientAddress(request: Request): string | null {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || null;
}

export function isInternalAddress(address: string | null): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return allowedRanges().some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
}

/** Server-to-server calls need both the internal token and an internal origin. */
export function assertInternalCaller(request: Request) {
  const header = request.headers.get("authorization");
  if (!header) throw new DomainError("unauthenticated", "Send `Authorization: Bearer <internal token>`.");
  const expected = process.env.INTERNAL_API_TOKEN;
  const presented = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? "";
  const matches =
    !!expected &&
    presented.length === expected.length &&
    timingSafeEqual(Buffer.from(presented), Buffer.from(expected));
  if (!matches) throw new DomainError("forbidden", "Only the internal server-to-server token may call this endpoint.");
  if (!isInternalAddress(clientAddress(request))) {
    throw new DomainError("forbidden", "Internal endpoints answer only requests from the internal network.");
  }
}
