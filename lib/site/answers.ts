import type { HeaderReader } from "../http/incoming";
import { requestOrigin } from "../http/origin";
import type { SiteChange } from "./changes";
import { customDomainOf } from "./domains";

/** A ready answer of a published site: the same bytes and headers for every reader who may see it. */
export interface SiteAnswer {
  body: Uint8Array;
  /** The strong validator, also among the headers. */
  etag: string;
  headers: Record<string, string>;
}

/** Whether an `If-None-Match` names this answer's version (weakly compared, as for a GET). */
export const heldByClient = (answer: SiteAnswer, ifNoneMatch: string | null | undefined) =>
  !!ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === answer.etag);

/** The answer as HTTP: 304 when the client already holds this version. */
export function respond(answer: SiteAnswer, ifNoneMatch: string | null): Response {
  if (heldByClient(answer, ifNoneMatch)) {
    return new Response(null, { status: 304, headers: answer.headers });
  }
  // A copy: a Response takes its bytes' buffer over, leaving the original empty.
  return new Response(answer.body.slice(), { headers: answer.headers });
}

/**
 * Answers of public sites by address, for the proxy to send before any routing: what a CDN in
 * front of the platform would do, in process. Each is valid as long as the site state it was
 * made from (SITE_CACHE_TTL_MS) and is dropped at once when its site changes.
 */
interface Remembered {
  answer: SiteAnswer;
  documentationId: string;
  organizationId: string;
  validUntil: number;
}

// On globalThis: the proxy and the route bundles share one map.
const holder = globalThis as typeof globalThis & { __docsPublicAnswers?: Map<string, Remembered> };
const remembered = (holder.__docsPublicAnswers ??= new Map());
/** Addresses remembered at once; the bytes are shared with the rendered-page cache. */
const capacity = 5_000;

/**
 * A request's address: its custom domain, or the platform's origin as the request reached it
 * (pages link to it: lib/http/origin), its path, and whether it asks for markdown (a page's
 * address answers either: `Vary: Accept`, with Accept reduced to what changes the answer).
 */
export const publicAddress = (host: string, pathname: string, accept: string | null) => `${host}|${pathname}${prefersMarkdown(accept) ? "|md" : ""}`;

/**
 * Whether an Accept header asks for markdown before HTML, as AI agents' fetches do
 * (`text/markdown, text/html;q=0.9`). Browsers never name markdown, so one substring check
 * answers for them before any parsing.
 */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept?.includes("text/markdown")) return false;
  const quality = (type: string) => {
    for (const item of accept.toLowerCase().split(",")) {
      const [name, ...parameters] = item.split(";").map((part) => part.trim());
      if (name !== type) continue;
      const q = parameters.find((parameter) => parameter.startsWith("q="));
      return q ? Number(q.slice(2)) || 0 : 1;
    }
    return 0;
  };
  const markdown = quality("text/markdown");
  return markdown > 0 && markdown >= quality("text/html");
}

export function rememberPublicAnswer(address: string, entry: Remembered): void {
  remembered.delete(address);
  if (remembered.size >= capacity) remembered.delete(remembered.keys().next().value!);
  remembered.set(address, entry);
}

function recallPublicAnswer(address: string): SiteAnswer | null {
  const entry = remembered.get(address);
  if (!entry) return null;
  if (entry.validUntil > Date.now()) return entry.answer;
  remembered.delete(address);
  return null;
}

/** The remembered answer to a GET of `pathname` without a query, on the host the request names. */
export function recallRequestAnswer(request: { headers: HeaderReader; url?: string }, pathname: string): SiteAnswer | null {
  return recallPublicAnswer(publicAddress(customDomainOf(request.headers.get("host")) ?? requestOrigin(request), pathname, request.headers.get("accept")));
}

export function forgetPublicAnswers(change: SiteChange): void {
  for (const [address, entry] of remembered) {
    if ("documentationId" in change ? entry.documentationId === change.documentationId : entry.organizationId === change.organizationId) {
      remembered.delete(address);
    }
  }
}
