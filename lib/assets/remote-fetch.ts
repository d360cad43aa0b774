import { lookup } from "node:dns/promises";
import type http from "node:http";
import { isIP } from "node:net";
import type { Readable } from "node:stream";
import ipaddr from "ipaddr.js";
import { DomainError, invalidInput, tooLarge } from "../errors";
import { guardedRequest, isPublicAddress, type AddressPolicy } from "../http/guarded-request";

const timeoutMs = Number(process.env.ASSET_IMPORT_TIMEOUT_MS ?? 15_000);
const maxRedirects = 3;

interface Allowlist {
  hosts: Set<string>;
  ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][];
}

/** ASSET_IMPORT_ALLOWED_HOSTS: comma-separated host names, addresses or CIDR ranges. */
function allowlist(): Allowlist {
  const hosts = new Set<string>();
  const ranges: Allowlist["ranges"] = [];
  for (const item of (process.env.ASSET_IMPORT_ALLOWED_HOSTS ?? "").split(",").map((value) => value.trim().toLowerCase())) {
    if (!item) continue;
    if (item.includes("/") && ipaddr.isValidCIDR(item)) ranges.push(ipaddr.parseCIDR(item));
    else if (ipaddr.isValid(item)) {
      const address = ipaddr.process(item);
      ranges.push([address, address.kind() === "ipv4" ? 32 : 128]);
    } else hosts.add(item);
  }
  return { hosts, ranges };
}

/** Whether the allowlist names the host or the address's range (public addresses need no mention). */
function isListed(list: Allowlist, address: string, hostname: string): boolean {
  if (list.hosts.has(hostname.toLowerCase())) return true;
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return list.ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
}

const importPolicy = (list: Allowlist): AddressPolicy => ({ allows: (address, hostname) => isListed(list, address, hostname), refusal: refused });

const refused = (host: string) =>
  invalidInput(`The URL's host ${host} resolves to a private, loopback or otherwise internal address.`, [{ path: "body.url", message: "address not allowed" }]);

/**
 * Refuses at once a URL whose host is, or resolves to, an address the fetch would refuse,
 * for work that fetches later (an import job). A host that does not resolve is left to the
 * fetch; the fetch checks again what it connects to.
 */
export async function assertAllowedHost(url: URL): Promise<void> {
  const list = allowlist();
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((entry) => entry.address),
        () => [],
      );
  if (addresses.some((address) => !isPublicAddress(address) && !isListed(list, address, host))) throw refused(host);
}

export interface RemoteFile {
  body: Readable;
  /** The URL answered, after redirects. */
  url: URL;
  /** The last path segment of the final URL, if any. */
  filename: string | null;
  contentType: string | null;
  declaredLength: number | null;
}

export interface RemoteFetchOptions {
  /** The `Accept` header. */
  accept: string;
  userAgent: string;
  /** Ends the request early (the importer's overall time limit). */
  signal?: AbortSignal;
}

const assetRequest: RemoteFetchOptions = { accept: "image/*, application/pdf", userAgent: "docs-platform-asset-import" };

function get(url: URL, list: Allowlist, signal: AbortSignal, options: RemoteFetchOptions): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers = { accept: options.accept, "user-agent": options.userAgent };
    const request = guardedRequest(url, { signal, timeout: timeoutMs, headers }, importPolicy(list), resolve);
    request.on("timeout", () => request.destroy(new DomainError("upstream_timeout", "The remote server did not answer in time.")));
    request.on("error", reject);
    request.end();
  });
}

/**
 * Fetches a file from a public http(s) URL with timeouts, a size limit and at most a few
 * redirects, refusing internal addresses (see ASSET_IMPORT_ALLOWED_HOSTS).
 */
export async function fetchRemoteFile(rawUrl: string, limitBytes: number, options = assetRequest): Promise<RemoteFile> {
  const list = allowlist();
  const timeout = AbortSignal.timeout(timeoutMs * 2);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let url = new URL(rawUrl);
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw invalidInput("Only http and https URLs can be imported.", [{ path: "body.url", message: "unsupported scheme" }]);
    }
    let response: http.IncomingMessage;
    try {
      response = await get(url, list, signal, options);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if ((error as Error).name === "AbortError" || (error as Error).name === "TimeoutError") {
        throw new DomainError("upstream_timeout", "The remote server did not answer in time.");
      }
      throw new DomainError("upstream_failed", `${url.href} could not be fetched: ${(error as Error).message}`);
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (redirects >= maxRedirects) throw new DomainError("upstream_failed", "The URL redirects too many times.");
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new DomainError("upstream_failed", `The remote server answered ${status}.`);
    }
    const declaredLength = response.headers["content-length"] ? Number(response.headers["content-length"]) : null;
    if (declaredLength !== null && declaredLength > limitBytes) {
      response.destroy();
      throw tooLarge(limitBytes);
    }
    return { body: response, url, filename: lastSegment(url) || null, contentType: response.headers["content-type"] ?? null, declaredLength };
  }
}

function lastSegment(url: URL): string {
  const segment = url.pathname.split("/").pop() ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape stays as sent
  }
}
