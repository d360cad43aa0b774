import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { DomainError, tooLarge } from "../errors";
import type { EarlyAnswerer, ForwardToNext } from "../http/ahead-of-next";
import { incomingHeaders } from "../http/incoming";
import { problemResponse } from "../http/problem";
import { log } from "../log";
import { BeaconBody, beaconLimitBytes, parseSmallJson, recordBeacon } from "./analytics";
import { cachedSite, type CachedSite } from "./cache";
import { customDomainOf } from "./domains";
import type { SiteKey } from "./live-site";

/**
 * Readers' beacons answered by the HTTP server itself, before Next.js sees them: one costs
 * Next's pipeline (proxy, routing, a web Request, the route wrapper) about as much as serving
 * a page, and every page view sends one. Here it costs parsing a few hundred bytes. The rules
 * are the route's (recordBeacon); the route stays for where this is not installed (development,
 * serverless hosts) and answers what this leaves to it: unknown sites (404) and private ones
 * (whose readers' access it checks). Every other request reaches Next untouched.
 */

const platformBeacon = /^\/docs\/([^/]+)\/([^/]+)\/-\/beacon$/;
/** On a custom domain the site lives at the root (proxy.ts rewrites it under the site's route). */
const customDomainBeacon = "/-/beacon";

interface BeaconAddress {
  key: SiteKey;
  /** Where the reader's page links its pages: the beacon's own address without `/-/beacon`. */
  linkBase: string;
}

/** The site a request posts a beacon to, or null when it is no beacon. */
function beaconAddress(request: IncomingMessage): BeaconAddress | null {
  if (request.method !== "POST" || !request.url) return null;
  const pathname = request.url.split("?", 1)[0]!;
  const host = customDomainOf(request.headers.host);
  if (host) return pathname === customDomainBeacon ? { key: { host }, linkBase: "" } : null;
  const slugs = platformBeacon.exec(pathname);
  if (!slugs) return null;
  try {
    return { key: { organization: decodeURIComponent(slugs[1]!), documentation: decodeURIComponent(slugs[2]!) }, linkBase: pathname.slice(0, -customDomainBeacon.length) };
  } catch {
    return null; // malformed escapes: Next answers as it does
  }
}

/** The body as text, refused past the limit (declared or read) without reading the rest. */
function readCapped(request: IncomingMessage, limitBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers["content-length"] ?? 0) > limitBytes) return reject(tooLarge(limitBytes));
    const chunks: Buffer[] = [];
    let total = 0;
    request.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > limitBytes) {
        request.removeAllListeners("data");
        reject(tooLarge(limitBytes));
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

async function sendProblem(response: ServerResponse, error: DomainError): Promise<void> {
  const problem = problemResponse(error, randomUUID());
  // A refused body is not read to its end: the connection goes with it.
  if (error.code === "payload_too_large") problem.headers.set("connection", "close");
  response.writeHead(problem.status, Object.fromEntries(problem.headers));
  response.end(await problem.text());
}

async function answerBeacon(request: IncomingMessage, response: ServerResponse, address: BeaconAddress, forward: ForwardToNext): Promise<void> {
  let cached: CachedSite | null | undefined;
  try {
    cached = await cachedSite(address.key);
  } catch (error) {
    // The database away: the beacon is read, checked and dropped, as a failed write would be.
    log.warn("beacon not recorded", { error: error instanceof Error ? error.message : String(error) });
  }
  if (cached === null || cached?.site.isPublic === false) return forward(request, response);
  try {
    const body = parseSmallJson(await readCapped(request, beaconLimitBytes), BeaconBody);
    // The parsed headers, not the raw ones: the socket's peer is written there (lib/http/client-address.ts).
    if (cached) await recordBeacon({ headers: incomingHeaders(request) }, { site: cached.site, linkBase: address.linkBase }, body);
  } catch (error) {
    if (error instanceof DomainError) return sendProblem(response, error);
    log.warn("beacon not recorded", { error: error instanceof Error ? error.message : String(error) });
  }
  response.writeHead(204).end();
}

/**
 * The collector, ahead of Next (lib/http/ahead-of-next.ts): a beacon to a site is taken, any
 * other request left to Next. A beacon is always answered, even when recording fails.
 */
export const collectBeacon: EarlyAnswerer = (request, response, forward) => {
  const address = beaconAddress(request);
  if (!address) return false;
  return answerBeacon(request, response, address, forward).catch((error: unknown) => {
    log.error("beacon collector failed", { error: error instanceof Error ? error.message : String(error) });
    if (!response.headersSent) response.writeHead(204);
    response.end();
  });
};
