// @ts-check
// Reader analytics: one beacon when a page is shown, one when a search result is followed. No
// cookie and nothing stored in the browser; the server counts visitors by a daily salted hash.
// A beacon is sent after the page is in use and its failure is ignored: it never costs a reader.
(function () {
  "use strict";
  const page = /** @type {HTMLElement | null} */ (document.querySelector("[data-page-path]"));
  // "Page not found" tells which address the reader asked for, so the team can find broken links.
  const missing = /** @type {HTMLElement | null} */ (document.querySelector("[data-not-found-path]"));
  const siteBase = document.body.dataset.siteBase;
  if ((!page && !missing) || siteBase === undefined || typeof navigator.sendBeacon !== "function") return;
  const beaconUrl = `${siteBase}/-/beacon`;
  const path = page ? page.dataset.pagePath || "" : undefined;
  const version = (page || missing)?.dataset.pageVersion || undefined;

  function send(/** @type {Record<string, string | undefined>} */ event) {
    try {
      // A string is sent as text/plain: no preflight, and the request outlives the page.
      navigator.sendBeacon(beaconUrl, JSON.stringify(event));
    } catch {
      // Recording is never worth an error.
    }
  }

  function sendView() {
    const referrer = document.referrer || undefined;
    if (missing) send({ type: "not_found", path: missing.dataset.notFoundPath || "", version, referrer });
    else send({ type: "view", path, version, referrer });
  }
  // A page prerendered by the browser is counted when the reader actually opens it.
  if (/** @type {{ prerendering?: boolean }} */ (document).prerendering) {
    document.addEventListener("prerenderingchange", sendView, { once: true });
  } else {
    sendView();
  }

  function sendClick(/** @type {HTMLAnchorElement} */ link) {
    const input = /** @type {HTMLInputElement | null} */ (link.closest(".search-dialog")?.querySelector("input"));
    const query = input?.value.trim();
    if (query) send({ type: "search_click", path, version, query, result_path: link.pathname });
  }

  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest(".search-dialog a") : null;
    if (link instanceof HTMLAnchorElement) sendClick(link);
  });
  // Enter in the search box opens the selected result without a click.
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Enter" || !(event.target instanceof Element) || !event.target.closest(".search-dialog input")) return;
      const link = document.querySelector(".search-dialog [aria-selected=true] a");
      if (link instanceof HTMLAnchorElement) sendClick(link);
    },
    true,
  );
})();
