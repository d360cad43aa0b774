// @ts-check
// The published site's behaviour: search dialog (/ or Ctrl/⌘-K, arrow keys), sidebar sections
// loaded when opened, the mobile menu, the theme switch and "copy page". Plain script, no
// build step: pages are HTML rendered once per publish, and this file is cached for good.
(function () {
  "use strict";
  const body = document.body;
  const siteBase = body.dataset.siteBase || "";
  const platformBase = body.dataset.platformBase || "";

  /** Search results name pages at the platform's address; a custom domain serves them at its root. */
  function local(/** @type {string} */ url) {
    return siteBase !== platformBase && url.startsWith(platformBase + "/") ? siteBase + url.slice(platformBase.length) : url;
  }

  // Theme: the reader's choice is kept in this browser (the pre-paint script in <head> applies it).
  document.querySelector("[data-theme-toggle]")?.addEventListener("click", () => {
    const dark = document.documentElement.classList.toggle("dark");
    try {
      localStorage.setItem("docs-theme", dark ? "dark" : "light");
    } catch {
      // Storage may be unavailable (private mode); the switch still applies to this page.
    }
  });

  // The announcement: closed, it stays closed in this browser until its message changes.
  document.querySelector("[data-banner-dismiss]")?.addEventListener("click", (event) => {
    const banner = event.currentTarget instanceof Element ? event.currentTarget.closest(".site-banner") : null;
    if (!(banner instanceof HTMLElement)) return;
    banner.hidden = true;
    try {
      localStorage.setItem(banner.dataset.bannerKey ?? "", banner.dataset.bannerId ?? "");
    } catch {
      // Storage may be unavailable (private mode): it is closed on this page only.
    }
    // Focus goes on to what followed the button: the header's first control shown (the menu button only on phones).
    const next = Array.from(document.querySelectorAll(".site-header a, .site-header button")).find((control) => control instanceof HTMLElement && control.offsetParent !== null);
    if (next instanceof HTMLElement) next.focus();
  });

  // Printing (or saving as PDF): in light colours, with every accordion open; as it was after.
  /** @type {HTMLDetailsElement[]} */
  let openedForPrint = [];
  let darkBeforePrint = false;
  window.addEventListener("beforeprint", () => {
    darkBeforePrint = document.documentElement.classList.contains("dark");
    document.documentElement.classList.remove("dark");
    openedForPrint = Array.from(document.querySelectorAll(".docs-content details:not([open])")).filter((details) => details instanceof HTMLDetailsElement);
    for (const details of openedForPrint) details.open = true;
  });
  window.addEventListener("afterprint", () => {
    document.documentElement.classList.toggle("dark", darkBeforePrint);
    for (const details of openedForPrint) details.open = false;
    openedForPrint = [];
  });

  // Mobile menu.
  const sidebar = document.getElementById("sidebar");
  const menuButton = document.querySelector(".menu-button");
  menuButton?.addEventListener("click", () => {
    const open = sidebar?.classList.toggle("open") ?? false;
    menuButton.setAttribute("aria-expanded", String(open));
  });

  // Sidebar: closed sections and folders load their pages the first time they are opened.
  /** @param {Element} target @param {string} url */
  async function loadInto(target, url) {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) return;
    const template = document.createElement("template");
    template.innerHTML = await response.text();
    const list = template.content.firstElementChild;
    if (!list) return;
    for (const link of list.querySelectorAll("a")) {
      if (link.getAttribute("href") === location.pathname) link.setAttribute("aria-current", "page");
    }
    target.replaceWith(list);
  }
  sidebar?.addEventListener(
    "toggle",
    (event) => {
      const details = /** @type {HTMLDetailsElement} */ (event.target);
      const url = details.dataset.nav;
      if (!details.open || !url) return;
      delete details.dataset.nav;
      const placeholder = details.querySelector(":scope > ul");
      if (placeholder) void loadInto(placeholder, url);
    },
    true,
  );
  sidebar?.addEventListener("click", (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest("[data-nav-all]");
    const list = button?.closest("ul");
    if (button instanceof HTMLElement && list) void loadInto(list, button.dataset.navAll || "");
  });
  document.querySelector(".sidebar [aria-current=page]")?.scrollIntoView({ block: "center" });

  // Copy the page as markdown.
  document.querySelector("[data-copy-page]")?.addEventListener("click", async (event) => {
    const button = /** @type {HTMLButtonElement} */ (event.currentTarget);
    const response = await fetch(button.dataset.copyPage || "", { credentials: "same-origin" });
    if (!response.ok) return;
    await navigator.clipboard.writeText(await response.text());
    const label = button.textContent;
    button.textContent = "Copied";
    setTimeout(() => (button.textContent = label), 2000);
  });

  // Table of contents: the heading being read is marked.
  const tocLinks = [...document.querySelectorAll(".toc a")];
  if (tocLinks.length > 0 && "IntersectionObserver" in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          for (const link of tocLinks) link.toggleAttribute("aria-current", link.getAttribute("href") === `#${entry.target.id}`);
        }
      },
      { rootMargin: "0px 0px -70% 0px" },
    );
    for (const link of tocLinks) {
      const heading = document.getElementById(decodeURIComponent((link.getAttribute("href") || "").slice(1)));
      if (heading) observer.observe(heading);
    }
  }

  const searchUrl = body.dataset.search;
  if (searchUrl) setUpSearch(searchUrl);
  // Everything answers clicks and keys from here on (end-to-end tests wait for this mark).
  document.documentElement.dataset.hydrated = "";

  // Search: a dialog opened by the header's button, "/" or Ctrl/⌘-K; arrows move, Enter opens.
  function setUpSearch(/** @type {string} */ searchUrl) {
    /** @type {HTMLDialogElement | null} */
    let dialog = null;
    /** @type {HTMLInputElement} */
    let input;
    /** @type {HTMLUListElement} */
    let list;
    /** @type {HTMLParagraphElement} */
    let status;
    let selected = -1;
    /** @type {AbortController | null} */
    let inFlight = null;

    function select(/** @type {number} */ index) {
      const items = [...list.children];
      if (items.length === 0) return;
      selected = (index + items.length) % items.length;
      items.forEach((item, position) => item.setAttribute("aria-selected", String(position === selected)));
      input.setAttribute("aria-activedescendant", items[selected].id);
      items[selected].scrollIntoView({ block: "nearest" });
    }

    /** @param {{title: string, url: string | null, snippet: string, section: {title: string}}[]} results */
    function show(results, /** @type {string} */ query) {
      list.replaceChildren();
      selected = -1;
      input.removeAttribute("aria-activedescendant");
      results.forEach((result, index) => {
        const item = document.createElement("li");
        item.id = `search-result-${index}`;
        item.setAttribute("role", "option");
        // The option itself leads to the page (a click, or Enter in the field): a link inside
        // it would be a second interactive element nested in the first.
        item.dataset.href = local(result.url || "#");
        const section = document.createElement("span");
        section.className = "result-section";
        section.textContent = result.section.title;
        const title = document.createElement("strong");
        title.textContent = result.title;
        const snippet = document.createElement("span");
        snippet.className = "result-snippet";
        // Snippets arrive escaped, with <mark> as their only markup.
        snippet.innerHTML = result.snippet;
        item.append(section, document.createElement("br"), title, snippet);
        list.append(item);
      });
      status.textContent = results.length === 0 ? `No results for “${query}”.` : `${results.length} result${results.length === 1 ? "" : "s"}`;
      // Other parts of the site may add entries of their own at the top (Ask AI: "Ask AI about …").
      document.dispatchEvent(new CustomEvent("site:search-results", { detail: { list, query } }));
      // The first page found is chosen; entries added above it are an arrow key away.
      const firstResult = [...list.children].findIndex((item) => item.id === "search-result-0");
      if (list.children.length > 0) select(Math.max(firstResult, 0));
    }

    async function search() {
      const query = input.value.trim();
      inFlight?.abort();
      if (query.length < 2) {
        list.replaceChildren();
        status.textContent = "Type to search.";
        return;
      }
      inFlight = new AbortController();
      status.textContent = "Searching…";
      try {
        const params = new URLSearchParams({ q: query, version: body.dataset.searchVersion || "" });
        const response = await fetch(`${searchUrl}?${params}`, { signal: inFlight.signal, credentials: "same-origin" });
        if (response.ok) show((await response.json()).results, query);
        else status.textContent = "Search is unavailable right now.";
      } catch {
        // A newer query aborted this one.
      }
    }

    /** Opens the dialog; with a query (a "Page not found" offers the missing address's words), searches for it at once. */
    function openSearch(/** @type {string | undefined} */ query) {
      if (!dialog) {
        dialog = document.createElement("dialog");
        dialog.className = "search-dialog";
        dialog.setAttribute("aria-label", "Search the documentation");
        input = document.createElement("input");
        input.type = "search";
        input.placeholder = document.querySelector(".search-button span")?.textContent || "Search";
        input.setAttribute("aria-label", "Search the documentation");
        input.setAttribute("role", "combobox");
        input.setAttribute("aria-expanded", "true");
        input.setAttribute("aria-controls", "search-results");
        list = document.createElement("ul");
        list.id = "search-results";
        list.setAttribute("role", "listbox");
        status = document.createElement("p");
        status.className = "search-status";
        status.setAttribute("role", "status");
        status.textContent = "Type to search.";
        dialog.append(input, status, list);
        document.body.append(dialog);
        let timer = 0;
        input.addEventListener("input", () => {
          clearTimeout(timer);
          timer = window.setTimeout(search, 120);
        });
        input.addEventListener("keydown", (event) => {
          if (event.key === "ArrowDown") select(selected + 1);
          else if (event.key === "ArrowUp") select(selected - 1);
          else if (event.key === "Enter" && selected >= 0) {
            // A click, so an entry may act instead of navigating.
            /** @type {HTMLElement | undefined} */ (list.children[selected])?.click();
          } else if (event.key === "Escape") {
            // A search field would only clear itself on the first Escape.
            dialog?.close();
          } else return;
          event.preventDefault();
        });
        dialog.addEventListener("click", (event) => {
          if (event.target === dialog) dialog?.close();
        });
        // A result opens its page; with Ctrl, ⌘ or Shift, or the middle button, in a new tab.
        const openResult = (/** @type {MouseEvent} */ event) => {
          const href = /** @type {HTMLElement} */ (event.target).closest("li")?.dataset.href;
          if (!href || (event.type === "auxclick" && event.button !== 1)) return;
          if (event.type === "auxclick" || event.ctrlKey || event.metaKey || event.shiftKey) window.open(href, "_blank", "noopener");
          else location.assign(href);
        };
        list.addEventListener("click", openResult);
        list.addEventListener("auxclick", openResult);
      }
      if (!dialog.open) dialog.showModal();
      if (query) {
        input.value = query;
        void search();
      }
      input.select();
    }

    for (const opener of document.querySelectorAll("[data-search-open]")) {
      opener.addEventListener("click", () => openSearch(/** @type {HTMLElement} */ (opener).dataset.searchQuery));
    }
    document.addEventListener("keydown", (event) => {
      const typing = event.target instanceof HTMLElement && event.target.closest("input, textarea, select, [contenteditable]");
      if ((event.key === "k" && (event.metaKey || event.ctrlKey)) || (event.key === "/" && !typing)) {
        event.preventDefault();
        openSearch(undefined);
      }
    });
  }
})();
