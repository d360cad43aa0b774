import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";

/** Which addresses a request to a URL users supply may reach. */
export interface AddressPolicy {
  /** Whether `address` (the URL's literal, or one `hostname` resolves to) may be connected to. */
  accepts: (address: string, hostname: string) => boolean;
  /** The error for a host that is, or resolves to, a refused address. */
  refusal: (host: string) => Error;
}

/**
 * DNS resolution that hands the socket only addresses the policy accepts, so what is checked
 * is what is connected to (no second lookup for a rebinding answer to slip in). A host name
 * resolving to any refused address fails with the policy's refusal.
 */
function guardedLookup({ accepts, refusal }: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (addresses.some((entry) => !accepts(entry.address, hostname))) return callback(refusal(hostname), "", 0);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * An http(s) request (not yet ended) to a URL a user supplied, reaching only addresses the
 * policy accepts. An address literal is checked here and its refusal thrown at once (Node
 * looks up host names only); a host name's addresses are checked as they are connected to.
 */
export function guardedRequest(
  url: URL,
  options: http.RequestOptions,
  policy: AddressPolicy,
  onResponse: (response: http.IncomingMessage) => void,
): http.ClientRequest {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !policy.accepts(host, host)) throw policy.refusal(host);
  const client = url.protocol === "https:" ? https : http;
  return client.request(url, { ...options, lookup: guardedLookup(policy) }, onResponse);
}
