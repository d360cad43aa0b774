import { timingSafeEqual } from "node:crypto";
import { DomainError } from "../errors";
import { addressRanges, clientAddress, inRanges } from "./client-address";

/** Networks allowed to call /internal/* (INTERNAL_ALLOWED_CIDRS, comma separated). */
export function isInternalAddress(address: string | null): boolean {
  return inRanges(address, addressRanges(process.env.INTERNAL_ALLOWED_CIDRS ?? "127.0.0.0/8,::1/128", "INTERNAL_ALLOWED_CIDRS"));
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
