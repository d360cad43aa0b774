/** Query parameters that only track a visit; two URLs differing in them are one page. */
const trackingParameter = /^(utm_\w+|gclid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|ref_src)$/i;

/** Longer addresses are not followed (an entry's `source_path` holds 1,000 characters). */
const maxUrlLength = 1000;

/**
 * The one spelling of a page's address, so each page is fetched once: absolute, http(s),
 * without fragment, credentials or tracking parameters, other parameters sorted, and
 * `index.html` as its directory. Null for anything else (mailto:, javascript:, malformed).
 */
export function normalizePageUrl(href: string, base?: URL): URL | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  url.username = "";
  url.password = "";
  for (const key of [...url.searchParams.keys()]) if (trackingParameter.test(key)) url.searchParams.delete(key);
  url.searchParams.sort();
  url.pathname = url.pathname.replace(/\/index\.html?$/i, "/");
  return url.href.length > maxUrlLength ? null : url;
}

/** The part of a site an import covers. */
export interface ImportScope {
  origin: string;
  /** Pages whose path starts with it are in scope; it ends with "/". */
  directory: string;
}

/**
 * `/docs/` and `/docs/intro.html` cover `/docs/…`; `/docs` covers itself and `/docs/…`, as
 * a path without an extension is read as a directory whichever way it is spelled.
 */
export function importScope(start: URL): ImportScope {
  const path = start.pathname;
  const last = path.slice(path.lastIndexOf("/") + 1);
  const directory = last === "" ? path : last.includes(".") ? path.slice(0, path.length - last.length) : `${path}/`;
  return { origin: start.origin, directory };
}

export function inScope(url: URL, scope: ImportScope): boolean {
  return url.origin === scope.origin && (url.pathname.startsWith(scope.directory) || `${url.pathname}/` === scope.directory);
}

/** The decoded path segments of a page below the scope's directory ("" last for a directory's own page). */
export function segmentsInScope(url: URL, scope: ImportScope): string[] {
  const relative = url.pathname.startsWith(scope.directory) ? url.pathname.slice(scope.directory.length) : "";
  return relative.split("/").map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}
