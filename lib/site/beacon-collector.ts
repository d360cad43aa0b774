import type { IncomingMessage, ServerResponse } from "node:http";
import { DomainError, tooLarge } from "../errors";
import type { EarlyAnswerer, ForwardToNext } from "../http/ahead-of-next";
import { incomingHeaders } from "../http/incoming";
import { endWithProblem } from "../http/problem";
import { log } from "../log";
import { BeaconBody, beaconLimitBytes, parseSmallJson, recordBeacon } from "./analytics";
import { cachedSite, cachedSiteNow } from "./cache";
import { customDomainOf } from "./domains";
import type { LiveSite, SiteKey } from "./live-site";

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

/** The body as text to `done`, refused past the limit (declared or read) without reading the rest. */
function readCapped(request: IncomingMessage, limitBytes: number, done: (error: Error | null, text: string) => void): void {
  if (Number(request.headers["content-length"] ?? 0) > limitBytes) return done(tooLarge(limitBytes), "");
  const chunks: Buffer[] = [];
  let total = 0;
  request.on("data", (chunk: Buffer) => {
    total += chunk.length;
    if (total > limitBytes) {
      request.removeAllListeners("data");
      done(tooLarge(limitBytes), "");
    } else chunks.push(chunk);
  });
  request.on("end", () => done(null, chunks.length === 1 ? chunks[0]!.toString("utf8") : Buffer.concat(chunks).toString("utf8")));
  request.on("error", (error) => done(error, ""));
}

function sendProblem(response: ServerResponse, error: DomainError): void {
  // A refused body is not read to its end: the connection goes with it.
  void endWithProblem(response, error, error.code === "payload_too_large" ? { connection: "close" } : {});
}

/** A beacon is always answered, even when recording fails; only a malformed one is refused. */
function answerRecorded(response: ServerResponse, error: unknown): void {
  if (error instanceof DomainError) return sendProblem(response, error);
  if (error) log.warn("beacon not recorded", { error: error instanceof Error ? error.message : String(error) });
  if (!response.headersSent) response.writeHead(204);
  response.end();
}

/**
 * Reads, checks and records a beacon to a public site (null: the site is not known, the
 * database being away), then answers. The common case, a site in memory and the day's salt
 * known, takes no promise: every page view sends a beacon.
 */
function collect(request: IncomingMessage, response: ServerResponse, site: LiveSite | null, linkBase: string): void {
  readCapped(request, beaconLimitBytes, (readError, text) => {
    let recording: Promise<void> | undefined;
    try {
      if (readError) throw readError;
      const body = parseSmallJson(text, BeaconBody);
      // The parsed headers, not the raw ones: the socket's peer is written there (lib/http/client-address.ts).
      if (site) recording = recordBeacon({ headers: incomingHeaders(request) }, { site, linkBase }, body);
    } catch (error) {
      return answerRecorded(response, error);
    }
    if (recording) recording.then(() => answerRecorded(response, null), (error: unknown) => answerRecorded(response, error ?? new Error("recording failed")));
    else answerRecorded(response, null);
  });
}

async function collectOnceResolved(request: IncomingMessage, response: ServerResponse, address: BeaconAddress, forward: ForwardToNext): Promise<void> {
  let site: LiveSite | null = null;
  try {
    const cached = await cachedSite(address.key);
    // Unknown and private sites are the route's: it answers 404, or checks the reader's access.
    if (!cached || !cached.site.isPublic) return forward(request, response);
    site = cached.site;
  } catch (error) {
    // The database away: the beacon is read, checked and dropped, as a failed write would be.
    log.warn("beacon not recorded", { error: error instanceof Error ? error.message : String(error) });
  }
  collect(request, response, site, address.linkBase);
}

/**
 * The collector, ahead of Next (lib/http/ahead-of-next.ts): a beacon to a site is taken, any
 * other request left to Next.
 */
export const collectBeacon: EarlyAnswerer = (request, response, forward) => {
  const address = beaconAddress(request);
  if (!address) return false;
  const known = cachedSiteNow(address.key);
  if (known?.isPublic) {
    collect(request, response, known, address.linkBase);
    return true;
  }
  return collectOnceResolved(request, response, address, forward);
};
