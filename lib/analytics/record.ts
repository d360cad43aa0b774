import { hash, randomBytes, randomUUID } from "node:crypto";
import { BoundedCache } from "../bounded-cache";
import { Prisma } from "../generated/prisma/client";
import { clientAddress } from "../http/client-address";
import type { HeaderReader } from "../http/incoming";
import { queryRows } from "../db";
import { log } from "../log";
import { sign } from "../secrets";

/**
 * What readers do on published sites, recorded without slowing them: each record* call only
 * appends to an in-memory buffer, written in batches (a second after the first event, or at
 * 500 events) by one multi-row INSERT per table and one upsert of the day's counters. A
 * failed write is logged and dropped; it never reaches the request that recorded the event.
 */

interface EventBase {
  documentationId: string;
  /** The version's slug as the site names it; null or unknown: the project's default version. */
  versionSlug: string | null;
  visitorHash: string;
  at: Date;
}

interface ViewEvent extends EventBase {
  kind: "view";
  path: string;
  referrerHost: string | null;
  country: string | null;
  device: DeviceClass;
}

/** A visit to an address of the site that names no page. */
interface NotFoundEvent extends EventBase {
  kind: "not_found";
  /** The address under the site, version slug included, as a redirect's `from` names it. */
  path: string;
  referrerHost: string | null;
}

interface SearchEventInput extends EventBase {
  kind: "search";
  query: string;
  resultCount: number;
}

interface ClickEvent extends EventBase {
  kind: "click";
  query: string;
  resultPath: string;
}

interface QuestionEvent extends EventBase {
  kind: "question";
  id: string;
  question: string;
  answered: boolean;
  citedPaths: string[];
}

interface FeedbackEvent extends EventBase {
  kind: "feedback";
  id: string;
  path: string;
  helpful: boolean;
  comment: string | null;
}

type AnalyticsEvent = ViewEvent | NotFoundEvent | SearchEventInput | ClickEvent | QuestionEvent | FeedbackEvent;
type Input<E extends AnalyticsEvent> = Omit<E, "kind" | "at" | "id" | "versionSlug"> & { versionSlug?: string | null; at?: Date };

export type DeviceClass = "desktop" | "mobile" | "tablet";

const batchSize = 500;
const flushDelayMs = 1000;
/** Past this many waiting events (the database unreachable for a while), the oldest go. */
const bufferLimit = 50_000;

interface Recorder {
  buffer: AnalyticsEvent[];
  timer: NodeJS.Timeout | null;
  /** The last write asked for: it resolves when it, and every write before it, is done. */
  flushing: Promise<void>;
  /** A write is asked for and has not started: it will take every event recorded until it does. */
  flushQueued: boolean;
  exitHooked: boolean;
}

// On globalThis: Next bundles each route separately, and one buffer per process is wanted.
const recorder: Recorder = ((globalThis as { [key: symbol]: Recorder })[Symbol.for("docs-platform.analytics")] ??= {
  buffer: [],
  timer: null,
  flushing: Promise.resolve(),
  flushQueued: false,
  exitHooked: false,
});

function enqueue(event: AnalyticsEvent): void {
  recorder.buffer.push(event);
  if (recorder.buffer.length > bufferLimit) recorder.buffer.splice(0, recorder.buffer.length - bufferLimit);
  if (!recorder.exitHooked) {
    recorder.exitHooked = true;
    // A process about to exit with events waiting writes them first (best effort: a signal
    // that ends the process at once leaves no time).
    process.once("beforeExit", () => void flushAnalytics());
  }
  if (recorder.buffer.length >= batchSize) {
    void flushAnalytics();
  } else if (!recorder.timer) {
    recorder.timer = setTimeout(() => void flushAnalytics(), flushDelayMs);
    recorder.timer.unref();
  }
}

function withDefaults<E extends AnalyticsEvent>(input: Input<E>): Pick<EventBase, "versionSlug" | "at"> {
  return { versionSlug: input.versionSlug ?? null, at: input.at ?? new Date() };
}

export function recordPageView(view: Input<ViewEvent>): void {
  // Spelled out rather than spread: every page view of every reader comes through here.
  enqueue({
    kind: "view",
    documentationId: view.documentationId,
    versionSlug: view.versionSlug ?? null,
    path: view.path,
    referrerHost: view.referrerHost,
    country: view.country,
    device: view.device,
    visitorHash: view.visitorHash,
    at: view.at ?? new Date(),
  });
}

export function recordNotFound(visit: Input<NotFoundEvent>): void {
  enqueue({ ...visit, ...withDefaults(visit), kind: "not_found" });
}

/** How long a search may still be revised by a longer or shorter query typed after it. */
const typingWindowMs = 10_000;

export function recordSearch(search: Input<SearchEventInput>): void {
  const event: SearchEventInput = { ...search, ...withDefaults(search), kind: "search", query: normalizedQuery(search.query) };
  // The search box searches as one types: "inst", "insta", "install" is one search, the last.
  for (let index = recorder.buffer.length - 1; index >= Math.max(0, recorder.buffer.length - 200); index--) {
    const earlier = recorder.buffer[index]!;
    if (event.at.getTime() - earlier.at.getTime() > typingWindowMs) break;
    if (earlier.kind === "search" && earlier.visitorHash === event.visitorHash && earlier.documentationId === event.documentationId &&
        (event.query.startsWith(earlier.query) || earlier.query.startsWith(event.query))) {
      recorder.buffer[index] = event;
      return;
    }
  }
  enqueue(event);
}

export function recordSearchClick(click: Input<ClickEvent>): void {
  enqueue({ ...click, ...withDefaults(click), kind: "click", query: normalizedQuery(click.query) });
}

export function recordQuestion(question: Input<QuestionEvent>): void {
  enqueue({ ...question, ...withDefaults(question), kind: "question", id: randomUUID(), question: question.question.slice(0, 2000) });
}

/** Returns the feedback's id, by which the reader may add a comment to their vote later. */
export function recordFeedback(feedback: Input<FeedbackEvent>): string {
  const id = randomUUID();
  enqueue({ ...feedback, ...withDefaults(feedback), kind: "feedback", id });
  return id;
}

/**
 * Adds a comment to a vote given earlier by the same visitor, once. False when there is no
 * such vote (another visitor's, one with a comment already, or one past the day).
 */
export async function addFeedbackComment(input: { documentationId: string; id: string; visitorHash: string; comment: string }): Promise<boolean> {
  const waiting = recorder.buffer.find(
    (event): event is FeedbackEvent =>
      event.kind === "feedback" && event.id === input.id && event.documentationId === input.documentationId,
  );
  if (waiting) {
    if (waiting.visitorHash !== input.visitorHash || waiting.comment !== null) return false;
    waiting.comment = input.comment;
    return true;
  }
  await recorder.flushing;
  const rows = await queryRows<{ id: string }>(Prisma.sql`
    UPDATE "PageFeedback" SET "comment" = ${input.comment}
    WHERE "id" = ${input.id} AND "documentationId" = ${input.documentationId} AND "visitorHash" = ${input.visitorHash}
      AND "comment" IS NULL AND "createdAt" > (now() AT TIME ZONE 'UTC') - interval '1 day'
    RETURNING "id"`);
  return rows.length > 0;
}

/** Writes every waiting event; resolves when written (or the failure logged), never rejects. */
export function flushAnalytics(): Promise<void> {
  if (recorder.timer) {
    clearTimeout(recorder.timer);
    recorder.timer = null;
  }
  // One write at a time, and at most one waiting behind it. A write takes what is recorded
  // when it starts; what comes during it waits for a batch of its own (full, or the timer's).
  // Draining as events arrive, a busy site wrote a trickle of small batches back to back,
  // paying each statement's cost for a few dozen rows.
  if (recorder.flushQueued) return recorder.flushing;
  recorder.flushQueued = true;
  recorder.flushing = recorder.flushing.then(async () => {
    recorder.flushQueued = false;
    for (let waiting = recorder.buffer.length; waiting > 0 && recorder.buffer.length > 0; ) {
      const batch = recorder.buffer.splice(0, Math.min(waiting, batchSize * 4));
      waiting -= batch.length;
      try {
        await writeBatch(batch);
      } catch (error) {
        log.warn("analytics events not recorded", { events: batch.length, error: error instanceof Error ? error.message : String(error) });
      }
    }
  });
  return recorder.flushing;
}

/** Search queries as counted: trimmed, spaces collapsed, lower-cased, at most 200 characters. */
export function normalizedQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLowerCase().slice(0, 200);
}

const dayMs = 86_400_000;
/** The day utcDay answered last: every event asks, and nearly all fall on the same day. */
let lastDay = { start: 0, end: 0, day: "" };

/** A moment's UTC day, as YYYY-MM-DD. */
export function utcDay(at: Date | number): string {
  const time = typeof at === "number" ? at : at.getTime();
  if (time < lastDay.start || time >= lastDay.end) {
    const start = Math.floor(time / dayMs) * dayMs;
    lastDay = { start, end: start + dayMs, day: new Date(start).toISOString().slice(0, 10) };
  }
  return lastDay.day;
}

// --- Visitors ----------------------------------------------------------------------------

const salts = new Map<string, Promise<string>>();
/** The same salts once read: a beacon's hash then needs no promise. */
const knownSalts = new Map<string, string>();

/** The day's random salt, created by whichever instance needs it first. */
function daySalt(day: string): Promise<string> {
  let salt = salts.get(day);
  if (!salt) {
    salt = (async () => {
      const [row] = await queryRows<{ salt: string }>(Prisma.sql`
        WITH created AS (
          INSERT INTO "AnalyticsSalt" ("day", "salt") VALUES (${day}::date, ${randomBytes(32).toString("base64url")})
          ON CONFLICT ("day") DO NOTHING RETURNING "salt"
        )
        SELECT "salt" FROM created UNION ALL SELECT "salt" FROM "AnalyticsSalt" WHERE "day" = ${day}::date`);
      return row!.salt;
    })();
    salt.then((value) => knownSalts.set(day, value), () => salts.delete(day));
    for (const known of salts.keys()) if (known < day) salts.delete(known);
    for (const known of knownSalts.keys()) if (known < day) knownSalts.delete(known);
    salts.set(day, salt);
  }
  return salt;
}

/**
 * Makes a reader countable for one day without a cookie and without keeping their address:
 * a hash of the client address and user agent under the day's salt, per project. Once the
 * salt is deleted the hash leads nowhere, and the next day the same reader has another hash.
 */
export async function visitorHash(request: { headers: HeaderReader }, documentationId: string, at: Date | number = Date.now()): Promise<string> {
  const day = utcDay(at);
  let salt = knownSalts.get(day);
  if (salt === undefined) {
    try {
      salt = await daySalt(day);
    } catch {
      // Still countable while the database is away; this fallback's salt is the app secret's.
      salt = sign("analytics-visitor", day);
    }
  }
  return hashedVisitor(salt, request, documentationId);
}

/** visitorHash without waiting: undefined until the day's salt has been read. */
export function visitorHashNow(request: { headers: HeaderReader }, documentationId: string): string | undefined {
  const salt = knownSalts.get(utcDay(Date.now()));
  return salt === undefined ? undefined : hashedVisitor(salt, request, documentationId);
}

/**
 * Hashes already taken under a salt: a reader sends a beacon per page, and a lookup costs a
 * tenth of hashing. Only the salt of the day in use is kept, so a hash outlives it nowhere.
 */
const recentHashes = { salt: "", hashes: new BoundedCache<string, string>(20_000) };

function hashedVisitor(salt: string, request: { headers: HeaderReader }, documentationId: string): string {
  if (recentHashes.salt !== salt) {
    recentHashes.salt = salt;
    recentHashes.hashes.clear();
  }
  const visitor = `${documentationId}\n${clientAddress(request) ?? ""}\n${request.headers.get("user-agent") ?? ""}`;
  let hashed = recentHashes.hashes.get(visitor);
  if (hashed === undefined) recentHashes.hashes.set(visitor, (hashed = hash("sha256", `${salt}\n${visitor}`, "base64url").slice(0, 22)));
  return hashed;
}

/** The device class a user agent claims. */
export function deviceClass(userAgent: string | null): DeviceClass {
  const agent = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(agent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(agent)) return "mobile";
  return "desktop";
}

/** Referrers repeat (a search engine, the site's own pages): each is parsed once. */
const referrerHosts = new BoundedCache<string, string | null>(2_000);

/** The host of a referrer, without the address's path and query (which may hold personal data). */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  let host = referrerHosts.get(referrer);
  if (host === undefined) referrerHosts.set(referrer, (host = parsedReferrerHost(referrer)));
  return host;
}

function parsedReferrerHost(referrer: string): string | null {
  try {
    const { protocol, hostname } = new URL(referrer);
    return protocol === "http:" || protocol === "https:" ? hostname.slice(0, 253) : null;
  } catch {
    return null;
  }
}

/** The country a CDN in front states, if any. */
export function requestCountry(request: { headers: HeaderReader }): string | null {
  const code = (request.headers.get("cf-ipcountry") ?? request.headers.get("x-vercel-ip-country") ?? "").toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : null;
}

// --- Writing -----------------------------------------------------------------------------

interface DayCounts {
  views: number;
  visitors: number;
  searches: number;
  zeroResultSearches: number;
  searchClicks: number;
  questions: number;
  unanswered: number;
  helpful: number;
  notHelpful: number;
  notFound: number;
}

async function writeBatch(events: AnalyticsEvent[]): Promise<void> {
  const { versionIds, documentations } = await resolveVersions(events);
  // A project deleted meanwhile takes its events along, not the rest of the batch.
  const batch = events.filter((event) => documentations.has(event.documentationId));
  if (batch.length === 0) return;
  const versionOf = (event: AnalyticsEvent) => versionIds.get(`${event.documentationId}\n${event.versionSlug ?? ""}`) ?? null;
  const views = batch.filter((event): event is ViewEvent => event.kind === "view");
  const notFound = batch.filter((event): event is NotFoundEvent => event.kind === "not_found");
  const searches = batch.filter((event): event is SearchEventInput | ClickEvent => event.kind === "search" || event.kind === "click");
  const questions = batch.filter((event): event is QuestionEvent => event.kind === "question");
  const feedback = batch.filter((event): event is FeedbackEvent => event.kind === "feedback");

  // The high-volume tables take their rows as one JSON parameter: the driver quotes array
  // parameters element by element in JavaScript, JSON.stringify does it natively. As jsonb they
  // are parsed once: `->>` on json text parses the row again for every field (about a quarter
  // more of the database's time per beacon).
  if (views.length > 0) {
    const rows = views.map((v) => [v.documentationId, versionOf(v), utcDay(v.at), v.path, v.referrerHost, v.country, v.device, v.visitorHash, v.at.toISOString()]);
    await queryRows(Prisma.sql`
      INSERT INTO "PageView" ("documentationId", "versionId", "day", "path", "referrerHost", "country", "device", "visitorHash", "createdAt")
      SELECT r->>0, r->>1, (r->>2)::date, r->>3, r->>4, r->>5, r->>6, r->>7, (r->>8)::timestamp FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) AS r`);
  }
  if (notFound.length > 0) {
    const rows = notFound.map((v) => [v.documentationId, versionOf(v), utcDay(v.at), v.path, v.referrerHost, v.visitorHash, v.at.toISOString()]);
    await queryRows(Prisma.sql`
      INSERT INTO "NotFoundView" ("documentationId", "versionId", "day", "path", "referrerHost", "visitorHash", "createdAt")
      SELECT r->>0, r->>1, (r->>2)::date, r->>3, r->>4, r->>5, (r->>6)::timestamp FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) AS r`);
  }
  if (searches.length > 0) {
    const rows = searches.map((s) => [s.documentationId, versionOf(s), utcDay(s.at), s.kind, s.query, s.kind === "search" ? s.resultCount : null,
      s.kind === "click" ? s.resultPath : null, s.visitorHash, s.at.toISOString()]);
    await queryRows(Prisma.sql`
      INSERT INTO "SearchEvent" ("documentationId", "versionId", "day", "kind", "query", "resultCount", "resultPath", "visitorHash", "createdAt")
      SELECT r->>0, r->>1, (r->>2)::date, r->>3, r->>4, (r->>5)::int, r->>6, r->>7, (r->>8)::timestamp FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) AS r`);
  }
  if (questions.length > 0) {
    await queryRows(Prisma.sql`
      INSERT INTO "AskQuestion" ("id", "documentationId", "versionId", "day", "question", "answered", "citedPaths", "visitorHash", "createdAt")
      SELECT q.id, q.doc, q.version, q.day, q.question, q.answered, ARRAY(SELECT jsonb_array_elements_text(q.cited::jsonb)), q.visitor, q.at
      FROM unnest(${questions.map((q) => q.id)}::text[], ${questions.map((q) => q.documentationId)}::text[], ${questions.map(versionOf)}::text[],
        ${questions.map((q) => utcDay(q.at))}::date[], ${questions.map((q) => q.question)}::text[], ${questions.map((q) => q.answered)}::boolean[],
        ${questions.map((q) => JSON.stringify(q.citedPaths))}::text[], ${questions.map((q) => q.visitorHash)}::text[],
        ${questions.map((q) => q.at.toISOString())}::timestamp[]) AS q(id, doc, version, day, question, answered, cited, visitor, at)`);
  }
  if (feedback.length > 0) {
    await queryRows(Prisma.sql`
      INSERT INTO "PageFeedback" ("id", "documentationId", "versionId", "day", "path", "helpful", "comment", "visitorHash", "createdAt")
      SELECT * FROM unnest(${feedback.map((f) => f.id)}::text[], ${feedback.map((f) => f.documentationId)}::text[], ${feedback.map(versionOf)}::text[],
        ${feedback.map((f) => utcDay(f.at))}::date[], ${feedback.map((f) => f.path)}::text[], ${feedback.map((f) => f.helpful)}::boolean[],
        ${feedback.map((f) => f.comment)}::text[], ${feedback.map((f) => f.visitorHash)}::text[], ${feedback.map((f) => f.at.toISOString())}::timestamp[])`);
  }

  // The day's counters, for all versions ("") and for the event's version when known.
  const counts = new Map<string, DayCounts>();
  const countsOf = (event: AnalyticsEvent, versionKey: string) => {
    const key = `${event.documentationId}\n${versionKey}\n${utcDay(event.at)}`;
    let entry = counts.get(key);
    if (!entry) counts.set(key, (entry = { views: 0, visitors: 0, searches: 0, zeroResultSearches: 0, searchClicks: 0, questions: 0, unanswered: 0, helpful: 0, notHelpful: 0, notFound: 0 }));
    return entry;
  };
  for (const event of batch) {
    const versionId = versionOf(event);
    for (const entry of versionId ? [countsOf(event, ""), countsOf(event, versionId)] : [countsOf(event, "")]) {
      if (event.kind === "view") entry.views += 1;
      else if (event.kind === "not_found") entry.notFound += 1;
      else if (event.kind === "search") {
        entry.searches += 1;
        if (event.resultCount === 0) entry.zeroResultSearches += 1;
      } else if (event.kind === "click") entry.searchClicks += 1;
      else if (event.kind === "question") {
        entry.questions += 1;
        if (!event.answered) entry.unanswered += 1;
      } else if (event.helpful) entry.helpful += 1;
      else entry.notHelpful += 1;
    }
  }
  for (const key of await newVisitors(views, versionOf)) counts.get(key)!.visitors += 1;

  const rows = [...counts].map(([key, entry]) => ({ key: key.split("\n") as [string, string, string], ...entry }));
  await queryRows(Prisma.sql`
    INSERT INTO "AnalyticsDay" ("documentationId", "versionKey", "day", "views", "visitors", "searches", "zeroResultSearches", "searchClicks", "questions", "unanswered", "helpful", "notHelpful", "notFound")
    SELECT * FROM unnest(${rows.map((r) => r.key[0])}::text[], ${rows.map((r) => r.key[1])}::text[], ${rows.map((r) => r.key[2])}::date[],
      ${rows.map((r) => r.views)}::int[], ${rows.map((r) => r.visitors)}::int[], ${rows.map((r) => r.searches)}::int[],
      ${rows.map((r) => r.zeroResultSearches)}::int[], ${rows.map((r) => r.searchClicks)}::int[], ${rows.map((r) => r.questions)}::int[],
      ${rows.map((r) => r.unanswered)}::int[], ${rows.map((r) => r.helpful)}::int[], ${rows.map((r) => r.notHelpful)}::int[], ${rows.map((r) => r.notFound)}::int[])
    ON CONFLICT ("documentationId", "versionKey", "day") DO UPDATE SET
      "views" = "AnalyticsDay"."views" + excluded."views",
      "visitors" = "AnalyticsDay"."visitors" + excluded."visitors",
      "searches" = "AnalyticsDay"."searches" + excluded."searches",
      "zeroResultSearches" = "AnalyticsDay"."zeroResultSearches" + excluded."zeroResultSearches",
      "searchClicks" = "AnalyticsDay"."searchClicks" + excluded."searchClicks",
      "questions" = "AnalyticsDay"."questions" + excluded."questions",
      "unanswered" = "AnalyticsDay"."unanswered" + excluded."unanswered",
      "helpful" = "AnalyticsDay"."helpful" + excluded."helpful",
      "notHelpful" = "AnalyticsDay"."notHelpful" + excluded."notHelpful",
      "notFound" = "AnalyticsDay"."notFound" + excluded."notFound"`);
}

/**
 * Visitors this process has written for a day (project, version key, day, visitor): a reader
 * views several pages a day, and once written the row is there; only unknown ones are sent.
 * On globalThis for the same reason as the buffer.
 */
type WrittenVisitors = BoundedCache<string, true>;
const writtenVisitors: WrittenVisitors = ((globalThis as { [key: symbol]: WrittenVisitors })[Symbol.for("docs-platform.analytics-visitors")] ??= new BoundedCache(50_000));

/** The counter keys (project, version key, day) of each visitor not seen before that day. */
async function newVisitors(views: ViewEvent[], versionOf: (event: AnalyticsEvent) => string | null): Promise<string[]> {
  const seen = new Map<string, [string, string, string, string]>();
  for (const view of views) {
    const versionId = versionOf(view);
    for (const versionKey of versionId ? ["", versionId] : [""]) {
      const row: [string, string, string, string] = [view.documentationId, versionKey, utcDay(view.at), view.visitorHash];
      const key = row.join("\n");
      if (!writtenVisitors.get(key)) seen.set(key, row);
    }
  }
  if (seen.size === 0) return [];
  const rows = [...seen.values()];
  const inserted = await queryRows<{ documentationId: string; versionKey: string; day: string }>(Prisma.sql`
    INSERT INTO "AnalyticsDayVisitor" ("documentationId", "versionKey", "day", "visitorHash")
    SELECT r->>0, r->>1, (r->>2)::date, r->>3 FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) AS r
    ON CONFLICT DO NOTHING
    RETURNING "documentationId", "versionKey", to_char("day", 'YYYY-MM-DD') AS "day"`);
  // Written now, or by another instance before: either way the row exists.
  for (const key of seen.keys()) writtenVisitors.set(key, true);
  return inserted.map((row) => `${row.documentationId}\n${row.versionKey}\n${row.day}`);
}

/** `documentationId \n slug` → version id; the empty slug (and unknown ones) → the default version. */
async function resolveVersions(batch: AnalyticsEvent[]): Promise<{ versionIds: Map<string, string>; documentations: Set<string> }> {
  const documentationIds = [...new Set(batch.map((event) => event.documentationId))];
  const versions = await queryRows<{ id: string | null; slug: string | null; documentationId: string; isDefault: boolean | null }>(Prisma.sql`
    SELECT v."id", v."slug", d."id" AS "documentationId", v."isDefault"
    FROM "Documentation" d LEFT JOIN "Version" v ON v."documentationId" = d."id"
    WHERE d."id" = ANY(${documentationIds}::text[])`);
  const resolved = new Map<string, string>();
  const documentations = new Set(versions.map((version) => version.documentationId));
  for (const version of versions) {
    if (!version.id) continue;
    resolved.set(`${version.documentationId}\n${version.slug}`, version.id);
    if (version.isDefault) resolved.set(`${version.documentationId}\n`, version.id);
  }
  for (const event of batch) {
    const key = `${event.documentationId}\n${event.versionSlug ?? ""}`;
    if (!resolved.has(key)) {
      const fallback = resolved.get(`${event.documentationId}\n`);
      if (fallback) resolved.set(key, fallback);
    }
  }
  return { versionIds: resolved, documentations };
}
