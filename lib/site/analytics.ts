import { isbot } from "isbot";
import { z } from "zod";
import {
  addFeedbackComment,
  deviceClass,
  type DeviceClass,
  recordFeedback,
  recordNotFound,
  recordPageView,
  recordSearch,
  recordSearchClick,
  referrerHost,
  requestCountry,
  visitorHash,
  visitorHashNow,
} from "../analytics/record";
import { BoundedCache } from "../bounded-cache";
import { DomainError, notFound } from "../errors";
import { hitRateLimits } from "../feedback/rate-limit";
import { readTextCapped } from "../http/body";
import type { HeaderReader } from "../http/incoming";
import { assertJsonDepth, assertStorableStrings, mayHoldUnstorableStrings } from "../http/input-checks";
import { fieldErrors } from "../http/route";
import { log } from "../log";
import type { NavVersion } from "../publishing/structure";
import type { LiveSite } from "./live-site";
import { resolveSitePath, type SiteParams, type SiteRequest, resolveSiteRequest } from "./serve";

/**
 * The published site's side of analytics: beacons sent by readers' browsers, the "Was this page
 * helpful?" votes, and searches. Bots are left out; nothing here may fail or slow a page.
 */

/** The largest beacon or vote body accepted; a browser's is a few hundred bytes. */
export const beaconLimitBytes = 4096;
/** Beacons one visitor may send a project per minute; past it they are dropped. */
const beaconsPerMinute = 120;

const PagePath = z.string().max(1000);
const VersionSlug = z.string().max(100).optional();

export const BeaconBody = z.discriminatedUnion("type", [
  z.object({ type: z.literal("view"), path: PagePath, version: VersionSlug, referrer: z.string().max(2000).optional() }),
  /** A reader on the site's "Page not found": `path` is the whole address under the site, version slug included. */
  z.object({ type: z.literal("not_found"), path: PagePath, version: VersionSlug, referrer: z.string().max(2000).optional() }),
  z.object({ type: z.literal("search_click"), path: PagePath.optional(), version: VersionSlug, query: z.string().trim().min(1).max(200), result_path: PagePath }),
]);

export const FeedbackBody = z.strictObject({
  path: PagePath,
  version: VersionSlug,
  helpful: z.boolean(),
  comment: z.string().trim().max(1000).optional(),
  /** The honeypot: a field people never see, so never fill. */
  website: z.string().max(1000).optional(),
});

export const FeedbackCommentBody = z.strictObject({
  id: z.uuid(),
  comment: z.string().trim().min(1).max(1000),
  website: z.string().max(1000).optional(),
});

/** What the rules read of a reader's request: its headers, whichever server received it. */
export interface ReaderRequest {
  headers: HeaderReader;
}

/** What the rules read of a reader's agent, worked out once per agent: isbot's pattern is long. */
interface ReaderAgent {
  bot: boolean;
  device: DeviceClass;
}

const readerAgents = new BoundedCache<string, ReaderAgent>(2_000);

function readerAgent(request: ReaderRequest): ReaderAgent {
  const userAgent = request.headers.get("user-agent");
  if (!userAgent) return { bot: true, device: "desktop" };
  let agent = readerAgents.get(userAgent);
  if (agent === undefined) readerAgents.set(userAgent, (agent = { bot: isbot(userAgent), device: deviceClass(userAgent) }));
  return agent;
}

function isBot(request: ReaderRequest): boolean {
  return readerAgent(request).bot;
}

/**
 * A small JSON body, whatever its declared type: `navigator.sendBeacon` sends a string as
 * text/plain, which a browser may send across origins without asking first.
 */
async function readSmallJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return parseSmallJson(await readTextCapped(request, beaconLimitBytes), schema);
}

/** A small body's text (at most beaconLimitBytes, already read) as the schema's value, or a 400. */
export function parseSmallJson<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  let value: unknown;
  try {
    assertJsonDepth(text);
    value = JSON.parse(text);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("invalid_input", "The body is not valid JSON.");
  }
  if (mayHoldUnstorableStrings(text)) assertStorableStrings(value, "body");
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DomainError("invalid_input", "The request is invalid.", { errors: fieldErrors(parsed.error, "body") });
  return parsed.data;
}

/** The version a reader's page belongs to (its slug; the default version when none or unknown). */
function versionOf(target: Pick<SiteRequest, "site">, slug: string | undefined): NavVersion {
  return target.site.versions.find((version) => version.slug === slug) ?? target.site.defaultVersion;
}

function isPage(target: Pick<SiteRequest, "site">, version: NavVersion, path: string): boolean {
  return target.site.index.get(version.slug)?.byPath.has(path) ?? false;
}

/** A link's path on this site (as the search dialog links results) → its version and page path. */
function pageOfLink(target: BeaconTarget, link: string): { version: NavVersion; path: string } | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(link, "http://site.invalid").pathname);
  } catch {
    return null;
  }
  const base = target.linkBase;
  if (base && !pathname.startsWith(`${base}/`) && pathname !== base) return null;
  const segments = pathname.slice(base.length).split("/").filter(Boolean);
  const place = resolveSitePath(target.site, segments);
  return isPage(target, place.version, place.path) ? place : null;
}

type BeaconWindows = BoundedCache<string, { start: number; count: number }>;
// On globalThis: the route's bundle and the collector in front of Next (lib/site/beacon-collector.ts) count together.
const beaconWindows: BeaconWindows = ((globalThis as { [key: symbol]: BeaconWindows })[Symbol.for("docs-platform.beacon-windows")] ??= new BoundedCache(100_000));

/** In memory: a beacon is worth no database round trip; each instance limits what it receives. */
function beaconAllowed(documentationId: string, visitor: string, now = Date.now()): boolean {
  const key = `${documentationId}:${visitor}`;
  const window = beaconWindows.get(key);
  if (!window || now - window.start >= 60_000) {
    beaconWindows.set(key, { start: now, count: 1 });
    return true;
  }
  window.count += 1;
  return window.count <= beaconsPerMinute;
}

/** `POST -/beacon`: a page view, an address not found, or a click on a search result. Always 204 once well formed. */
export async function receiveBeacon(request: Request, params: SiteParams): Promise<void> {
  const body = await readSmallJson(request, BeaconBody);
  const target = await resolveSiteRequest(request, params);
  await recordBeacon(request, { site: target.site, linkBase: target.address.linkBase }, body);
}

/** The site a beacon reached, and where the reader's page links its pages (SiteAddress.linkBase). */
export interface BeaconTarget {
  site: LiveSite;
  linkBase: string;
}

/**
 * The rules of a well-formed beacon, for the route and the collector alike: bots, pages the
 * site does not have and visitors past their limit are left out; the rest joins the write
 * buffer (lib/analytics/record.ts), written later. Done at once once the day's salt is
 * known (every beacon but a day's first); until then the returned promise tells when.
 */
export function recordBeacon(request: ReaderRequest, target: BeaconTarget, body: z.output<typeof BeaconBody>): Promise<void> | undefined {
  const agent = readerAgent(request);
  if (agent.bot) return;
  const documentationId = target.site.documentationId;
  const visitor = visitorHashNow(request, documentationId);
  if (visitor !== undefined) return countBeacon(request, target, body, { visitor, device: agent.device });
  return visitorHash(request, documentationId).then((hash) => countBeacon(request, target, body, { visitor: hash, device: agent.device }));
}

function countBeacon(request: ReaderRequest, target: BeaconTarget, body: z.output<typeof BeaconBody>, { visitor, device }: { visitor: string; device: DeviceClass }): undefined {
  const documentationId = target.site.documentationId;
  if (!beaconAllowed(documentationId, visitor)) return;
  if (body.type === "view") {
    const version = versionOf(target, body.version);
    if (!isPage(target, version, body.path)) return;
    const fromHost = referrerHost(body.referrer);
    recordPageView({
      documentationId,
      versionSlug: version.slug,
      path: body.path,
      // Moving between the site's own pages is no referral.
      referrerHost: fromHost && fromHost !== hostOf(request) ? fromHost : null,
      country: requestCountry(request),
      device,
      visitorHash: visitor,
    });
  } else if (body.type === "not_found") {
    const version = versionOf(target, body.version);
    // An address that names a page now (a tab left open across a publish) is no broken link.
    const named = resolveSitePath(target.site, body.path.split("/").filter(Boolean));
    if (isPage(target, named.version, named.path)) return;
    const fromHost = referrerHost(body.referrer);
    recordNotFound({
      documentationId,
      versionSlug: version.slug,
      path: body.path,
      // A link on the site's own pages is a broken link of the site's: its host is kept.
      referrerHost: fromHost,
      visitorHash: visitor,
    });
  } else {
    const result = pageOfLink(target, body.result_path);
    if (!result) return;
    recordSearchClick({ documentationId, versionSlug: result.version.slug, query: body.query, resultPath: result.path, visitorHash: visitor });
  }
}

function hostOf(request: ReaderRequest): string | null {
  return (request.headers.get("host") ?? "").replace(/:\d+$/, "").toLowerCase() || null;
}

async function feedbackLimits(documentationId: string, visitor: string): Promise<void> {
  // Keyed by the visitor's daily hash: the limits table keeps no address either.
  await hitRateLimits([{ key: `page-feedback:${documentationId}:${visitor}`, limit: 20, windowSeconds: 3600 }]);
}

/**
 * `POST -/feedback`: a reader's vote on a page, with an optional comment. Answers the vote's
 * id, by which the same reader may add a comment afterwards. A bot, or a filled honeypot, is
 * answered alike but not recorded.
 */
export async function receiveFeedback(request: Request, params: SiteParams): Promise<{ id: string }> {
  const body = await readSmallJson(request, FeedbackBody);
  const target = await resolveSiteRequest(request, params);
  const version = versionOf(target, body.version);
  if (!isPage(target, version, body.path)) throw notFound("Page");
  if (body.website || isBot(request)) return { id: crypto.randomUUID() };
  const documentationId = target.site.documentationId;
  const visitor = await visitorHash(request, documentationId);
  await feedbackLimits(documentationId, visitor);
  const id = recordFeedback({
    documentationId,
    versionSlug: version.slug,
    path: body.path,
    helpful: body.helpful,
    comment: body.comment || null,
    visitorHash: visitor,
  });
  return { id };
}

/** `PATCH -/feedback`: the comment a reader adds to the vote they just gave. */
export async function receiveFeedbackComment(request: Request, params: SiteParams): Promise<void> {
  const body = await readSmallJson(request, FeedbackCommentBody);
  const target = await resolveSiteRequest(request, params);
  if (body.website || isBot(request)) return;
  const documentationId = target.site.documentationId;
  const visitor = await visitorHash(request, documentationId);
  await feedbackLimits(documentationId, visitor);
  if (!(await addFeedbackComment({ documentationId, id: body.id, visitorHash: visitor, comment: body.comment }))) {
    throw notFound("Feedback");
  }
}

/** Result counts of search answers, which are cached: every search counts, answered anew or not. */
const resultCounts = new BoundedCache<string, number>(20_000);

export function rememberResultCount(target: SiteRequest, answerName: string, count: number): void {
  resultCounts.set(`${target.site.documentationId}|${target.site.stamp}|${answerName}`, count);
}

/** Records a search of the site once its answer is known; never throws. */
export function recordSiteSearch(target: SiteRequest, answerName: string, query: { q: string; version?: string }, response: Response): void {
  if (isBot(target.request)) return;
  void (async () => {
    let count = resultCounts.get(`${target.site.documentationId}|${target.site.stamp}|${answerName}`);
    if (count === undefined && response.status === 200) {
      count = ((await response.clone().json()) as { results: unknown[] }).results.length;
    }
    if (count === undefined) return;
    recordSearch({
      documentationId: target.site.documentationId,
      versionSlug: query.version ? versionOf(target, query.version).slug : null,
      query: query.q,
      resultCount: count,
      visitorHash: await visitorHash(target.request, target.site.documentationId),
    });
  })().catch((error: unknown) => log.warn("search not recorded", { error: error instanceof Error ? error.message : String(error) }));
}
