import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { pageContent, publish } from "./documentation";
import type { BenchContext, LoadResult } from "./harness";

/**
 * Issue targets, for a page in the middle of published sites of 12, 1,000 and 10,000 pages:
 * at least the throughput of bare GET /api/health at 32 connections, at most 150 KB of HTML;
 * Lighthouse (its default mobile emulation) performance, accessibility, best practices and
 * SEO each at least 95 on a page of the 1,000-page site.
 */
const maxHtmlBytes = 150 * 1024;
const minLighthouseScore = 95;
const lighthouseCategories = ["performance", "accessibility", "best-practices", "seo"];
/** Lighthouse counts an audit as passed from this score on. */
const auditPassScore = 0.9;
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

interface Organization {
  organization_id: string;
  slug: string;
}

interface Site {
  label: string;
  /** The page under load, e.g. /docs/reader-bench/thousand-pages/section-2/page-125. */
  pagePath: string;
  /** A sentence of that page's text, to tell it from any other answer. */
  pageSentence: string;
}

/**
 * A project of `sections` sections of `pagesPerSection` corpus pages and nothing else (the blank
 * project's first section is reused and its introduction removed), published.
 */
async function publishedSite(context: BenchContext, organization: Organization, label: string, sections: number, pagesPerSection: number): Promise<Site> {
  const { request } = context;
  const documentation = await request<{ documentation_id: string; slug: string }>("POST", `/api/v1/documentation/${organization.organization_id}`, { name: `Reader ${label}` });
  const base = `/api/v1/documentation/${organization.organization_id}/${documentation.documentation_id}`;
  const blank = await request<{ version_id: string; section_id: string; entry_id: string }>("POST", `${base}/initialize-blank`, {});
  const version = `${base}/version/${blank.version_id}`;
  for (let section = 0; section < sections; section++) {
    const fields = { title: `Section ${section}`, slug: `section-${section}` };
    let sectionId = blank.section_id;
    if (section === 0) await request("PUT", `${version}/section/${sectionId}`, fields);
    else sectionId = (await request<{ section_id: string }>("POST", `${version}/section`, fields)).section_id;
    // The batch endpoint takes up to 5,000 entries a call.
    for (let first = 0; first < pagesPerSection; first += 5000) {
      const pages = Array.from({ length: Math.min(5000, pagesPerSection - first) }, (_, index) => first + index);
      await request("POST", `${version}/section/${sectionId}/entry/batch`, {
        entries: pages.map((page) => ({ title: `Page ${page} of section ${section}`, slug: `page-${page}`, content: pageContent(section, page, pagesPerSection, sections) })),
      });
    }
  }
  await request("DELETE", `${version}/section/${blank.section_id}/entry/${blank.entry_id}`);
  const published = await publish(context, documentation.documentation_id);
  context.report(`${label}: publish`, published.seconds, "s");
  // The middle section's middle page: neither the site's first page nor a section's.
  const section = Math.floor(sections / 2);
  const page = Math.floor(pagesPerSection / 2);
  return {
    label,
    pagePath: `/docs/${organization.slug}/${documentation.slug}/section-${section}/page-${page}`,
    pageSentence: `Page ${page} of section ${section} explains configuring the deployment pipeline for service ${section * 1000 + page}.`,
  };
}

/** What Chromium sends: readers' browsers take the page compressed. */
const browserHeaders = { "accept-encoding": "gzip, deflate, br, zstd" };

/** The page's HTML as the server sends it uncompressed; throws unless it is that page's HTML. */
async function pageHtml(context: BenchContext, site: Site): Promise<Buffer> {
  const response = await fetch(context.baseUrl + site.pagePath, { redirect: "manual", headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !contentType.startsWith("text/html")) {
    throw new Error(`GET ${site.pagePath} answered ${response.status} ${contentType}: ${body.toString("utf8", 0, 300)}`);
  }
  if (!body.toString("utf8").includes(site.pageSentence)) throw new Error(`GET ${site.pagePath} answered HTML without the page's text`);
  return body;
}

/** The compressed answers a browser may get, decoded as a browser does: each must hold the page's text. */
async function unreadableEncodings(context: BenchContext, site: Site): Promise<string[]> {
  const problems: string[] = [];
  // fetch decodes gzip and br, as browsers do.
  for (const accepted of ["br", "gzip"]) {
    const response = await fetch(context.baseUrl + site.pagePath, { redirect: "manual", headers: { "accept-encoding": accepted } });
    const text = await response.text();
    if (response.status !== 200 || !text.includes(site.pageSentence)) {
      const sent = response.headers.get("content-encoding") ?? "none";
      problems.push(`${site.label} page with Accept-Encoding: ${accepted} (${response.status}, Content-Encoding: ${sent}) does not hold its text once decoded`);
    }
  }
  return problems;
}

const failedAnswers = (result: LoadResult) => result.unexpected + result.errors;

/** Page against health at the same load, health measured right before the page. */
async function measureSite(context: BenchContext, site: Site): Promise<string[]> {
  const { load, report } = context;
  const { byteLength } = await pageHtml(context, site);
  const unreadable = await unreadableEncodings(context, site);
  // One request at a time, so that none is left running: the page's code paths run optimized
  // once warm, as on a server that has been serving it.
  for (const until = performance.now() + 3000; performance.now() < until; ) await pageHtml(context, site);
  if (!(await context.settle())) console.log("  WARNING: the server was still busy after 3 minutes; the figures below were measured on a busy server");
  const common = { connections: 32, durationSeconds: 10, token: null, headers: browserHeaders };
  const health = await load({ ...common, path: "/api/health", expect: { status: 200, contentType: "application/json" } });
  const page = await load({ ...common, path: site.pagePath, expect: { status: 200, contentType: "text/html" } });
  report(`${site.label}: page throughput, 32 connections`, page.requestsPerSecond, "req/s");
  report(`${site.label}: page latency p50`, page.latencyMedianMs, "ms");
  report(`${site.label}: page latency p99`, page.latencyP99Ms, "ms");
  report(`${site.label}: page, server CPU per answer`, page.serverCpuMsPerRequest, "ms");
  report(`${site.label}: GET /api/health just before, 32 connections`, health.requestsPerSecond, "req/s");
  report(`${site.label}: GET /api/health, server CPU per answer`, health.serverCpuMsPerRequest, "ms");
  report(`${site.label}: GET /api/health latency p99`, health.latencyP99Ms, "ms");
  report(`${site.label}: ratio page / health`, page.requestsPerSecond / health.requestsPerSecond, "", { min: 1 });
  report(`${site.label}: page HTML, uncompressed`, byteLength, "bytes", { max: maxHtmlBytes });
  report(`${site.label}: page encodings (br, gzip) a browser cannot read`, unreadable.length, "", { max: 0 });
  report(`${site.label}: page answers not 2xx`, page.non2xx, "", { max: 0 });
  report(`${site.label}: page answers not 200 text/html, or lost`, failedAnswers(page), "", { max: 0 });
  report(`${site.label}: health answers not 200 JSON, or lost`, failedAnswers(health), "", { max: 0 });
  const failures = [...unreadable];
  if (failedAnswers(page) > 0) {
    failures.push(`${site.label} page: ${page.non2xx} non-2xx, ${page.unexpected} not 200 text/html, ${page.errors} errors or timeouts`);
  }
  if (failedAnswers(health) > 0) failures.push(`${site.label} health: ${health.non2xx} non-2xx, ${health.unexpected} not 200 JSON, ${health.errors} errors or timeouts`);
  return failures;
}

/** Lighthouse with its default settings (mobile emulation, simulated throttling) in Chromium. */
async function audit(context: BenchContext, site: Site) {
  const url = context.baseUrl + site.pagePath;
  if (new URL(url).hostname !== "127.0.0.1") throw new Error(`Lighthouse audits this machine's server only, not ${url}`);
  const chrome = await launch({ chromePath: chromium, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"], logLevel: "silent" });
  let result;
  try {
    result = await lighthouse(url, { port: chrome.port, onlyCategories: lighthouseCategories, logLevel: "error", output: "json" });
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error("Lighthouse returned no result");
  const { lhr } = result;
  for (const warning of lhr.runWarnings) console.log(`  Lighthouse warning: ${warning}`);
  // Its categories then score null: they are printed as missed.
  if (lhr.runtimeError) console.log(`  LIGHTHOUSE FAILED: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const id of lighthouseCategories) {
    const category = lhr.categories[id]!;
    const score = category.score === null ? NaN : Math.round(category.score * 100);
    context.report(`Lighthouse ${category.title} (mobile), ${site.label}`, score, "", { min: minLighthouseScore });
    if (score >= minLighthouseScore) continue;
    // What to fix: the category's audits below Lighthouse's own pass mark, heaviest first.
    const failing = category.auditRefs
      .map((ref) => ({ ref, result: lhr.audits[ref.id]! }))
      .filter(({ result }) => result.score !== null && result.score < auditPassScore)
      .sort((a, b) => b.ref.weight - a.ref.weight);
    for (const { ref, result } of failing) {
      const value = result.displayValue ? ` (${result.displayValue})` : "";
      console.log(`    ${ref.id}: ${result.title}${value}, score ${Math.round(result.score! * 100)}, weight ${ref.weight}`);
    }
  }
}

export default async function reader(context: BenchContext) {
  // The bench's own organization: other benches' projects never share its sites.
  const organization = await context.request<Organization>("POST", "/api/v1/organization", { name: "Reader bench", billing_email: "reader-bench@example.test" });
  // Health answers warm before the first comparison, as they are after the other benches.
  await context.load({ path: "/api/health", connections: 32, durationSeconds: 3, token: null });

  const failures: string[] = [];
  const small = await publishedSite(context, organization, "12 pages", 4, 3);
  failures.push(...(await measureSite(context, small)));
  const thousand = await publishedSite(context, organization, "1,000 pages", 4, 250);
  const thousandFailures = await measureSite(context, thousand);
  failures.push(...thousandFailures);
  // Before the largest site, whose load may leave the server busy for long.
  if (!(await context.settle())) console.log("  WARNING: the server was still busy after 3 minutes; Lighthouse measured a busy server");
  if (thousandFailures.length > 0) console.log("  WARNING: Lighthouse audits the page as Chromium receives it, and the page failed the checks above");
  await audit(context, thousand);
  const tenThousand = await publishedSite(context, organization, "10,000 pages", 4, 2500);
  failures.push(...(await measureSite(context, tenThousand)));
  if (failures.length > 0) throw new Error(`readers got no readable page:\n    ${failures.join("\n    ")}`);
}
