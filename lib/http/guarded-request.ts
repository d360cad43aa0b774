import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Whether an address is publicly routable unicast, the only kind a request to a URL users
 * supply may reach by default. Refused: private (10/8, 172.16/12, 192.168/16, fc00::/7),
 * loopback, link-local (169.254/16 with cloud metadata services, fe80::/10), multicast,
 * broadcast, unspecified (0.0.0.0, ::), carrier-grade NAT, reserved and documentation ranges,
 * and IPv6 forms that carry an IPv4 address inside: an IPv4-mapped address (::ffff:127.0.0.1)
 * is judged as the IPv4 address it names, NAT64, 6to4 and Teredo are refused.
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === "unicast";
}

/** Which addresses a request to a URL users supply may reach. */
export interface AddressPolicy {
  /**
   * What configuration allows beyond public addresses (an allowlist, local development):
   * whether `address` (the URL's literal, or one `hostname` resolves to) may be connected to.
   */
  allows?: (address: string, hostname: string) => boolean;
  /** The error for a host that is, or resolves to, a refused address. */
  refusal: (host: string) => Error;
}

const accepts = (policy: AddressPolicy, address: string, hostname: string) =>
  isPublicAddress(address) || (policy.allows?.(address, hostname) ?? false);

/**
 * DNS resolution that hands the socket only addresses the policy accepts, so what is checked
 * is what is connected to (no second lookup for a rebinding answer to slip in). A host name
 * resolving to any refused address fails with the policy's refusal.
 */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (addresses.some((entry) => !accepts(policy, entry.address, hostname))) return callback(policy.refusal(hostname), "", 0);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * An http(s) request (not yet ended) to a URL a user supplied, reaching only addresses the
 * policy accepts: every outbound request to such a URL (imports, backups, push, webhooks)
 * goes through here. An address literal is checked here and its refusal thrown at once (Node
 * looks up host names only); a host name's addresses are checked as they are connected to.
 */
export function guardedRequest(
  url: URL,
  options: http.RequestOptions,
  policy: AddressPolicy,
  onResponse: (response: http.IncomingMessage) => void,
): http.ClientRequest {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !accepts(policy, host, host)) throw policy.refusal(host);
  const client = url.protocol === "https:" ? https : http;
  // No agent: a pooled socket would skip the lookup, and a keep-alive connection opened
  // for one host must not carry a request that was checked for another.
  return client.request(url, { ...options, agent: false, lookup: guardedLookup(policy) }, onResponse);
}

/** Answers larger than this are refused by `guardedFetch` (identity provider documents are a few KB). */
const guardedFetchLimitBytes = 1024 * 1024;

/**
 * A `fetch` for libraries that take one (openid-client), over `guardedRequest`: the same
 * address checks at connection time, redirects never followed, answers capped in size.
 */
export function guardedFetch(policy: AddressPolicy) {
  return async (
    resource: string | URL,
    init: { method?: string; headers?: HeadersInit; body?: string | URLSearchParams | ArrayBuffer | Uint8Array | ReadableStream | null; signal?: AbortSignal } = {},
  ): Promise<Response> => {
    const { body: given } = init;
    const body = given == null ? undefined : given instanceof Uint8Array ? Buffer.from(given) : Buffer.from(await new Response(given).arrayBuffer());
    const headers = Object.fromEntries(new Headers(init.headers));
    if (init.body instanceof URLSearchParams) headers["content-type"] ??= "application/x-www-form-urlencoded;charset=UTF-8";
    return new Promise<Response>((resolve, reject) => {
      const request = guardedRequest(new URL(resource), { method: init.method ?? "GET", headers, signal: init.signal }, policy, (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > guardedFetchLimitBytes) response.destroy(new Error(`The answer of ${resource} exceeds ${guardedFetchLimitBytes} bytes`));
          else chunks.push(chunk);
        });
        response.on("error", reject);
        response.on("end", () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) answerHeaders.append(name, item);
          }
          const status = response.statusCode ?? 502;
          const empty = status === 204 || status === 205 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: response.statusMessage, headers: answerHeaders }));
        });
      });
      request.on("error", reject);
      request.end(body);
    });
  };
}
