// @ts-check
/**
 * Behaviour of the markdown components in rendered pages (lib/rendering/components.ts writes
 * the HTML): tab groups and code groups switch panels (click, and Left/Right/Home/End as the
 * WAI-ARIA tabs pattern says), groups of one name switch together and remember the chosen
 * label, code blocks get a Copy button, and blocks that scroll sideways take keyboard focus. A
 * plain browser script with no imports: the published site serves it with its own script, and
 * the editor preview loads it too.
 * `window.docsComponents.enhance(root)` wires what is inside `root`; enhancing twice adds nothing.
 */
(function () {
  if (typeof window === "undefined" || typeof document === "undefined") return;

  const storagePrefix = "docs-tabs:";
  const copiedFor = 2000;

  /** @param {string} group */
  function storedLabel(group) {
    try {
      return window.localStorage.getItem(storagePrefix + group);
    } catch {
      // Storage can be disabled (private windows, sandboxed frames): the choice is not kept.
      return null;
    }
  }

  /** @param {string} group @param {string} label */
  function storeLabel(group, label) {
    try {
      window.localStorage.setItem(storagePrefix + group, label);
    } catch {
      // As above: switching still works for this page.
    }
  }

  /** @param {Element} group @returns {HTMLElement[]} */
  function tabsOf(group) {
    return Array.from(group.querySelectorAll(':scope > [role="tablist"] > [role="tab"]')).filter((tab) => tab instanceof HTMLElement);
  }

  /** @param {Element} tab */
  const labelOf = (tab) => (tab.textContent ?? "").trim();

  /** Marks `tab` selected in its group and shows its panel only. @param {Element} group @param {HTMLElement} tab */
  function select(group, tab) {
    for (const other of tabsOf(group)) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panelId = other.getAttribute("aria-controls");
      const panel = Array.from(group.children).find((child) => child.id === panelId);
      if (panel instanceof HTMLElement) panel.hidden = !selected;
    }
  }

  /** Selects `label` in every group of the page named `name` that has such a tab. @param {string} name @param {string} label */
  function selectEverywhere(name, label) {
    for (const group of document.querySelectorAll("[data-tabs]")) {
      if (group.getAttribute("data-group") !== name) continue;
      const tab = tabsOf(group).find((candidate) => labelOf(candidate) === label);
      if (tab) select(group, tab);
    }
  }

  /** The reader chose `tab`: remembered for the group's name, and applied to its other groups. @param {Element} group @param {HTMLElement} tab */
  function choose(group, tab) {
    select(group, tab);
    const name = group.getAttribute("data-group");
    if (!name) return;
    storeLabel(name, labelOf(tab));
    selectEverywhere(name, labelOf(tab));
  }

  /** @param {Element} group */
  function enhanceTabs(group) {
    const tablist = group.querySelector(':scope > [role="tablist"]');
    if (!tablist || group.hasAttribute("data-tabs-ready")) return;
    group.setAttribute("data-tabs-ready", "");
    tablist.addEventListener("click", (event) => {
      const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
      if (tab instanceof HTMLElement && tabsOf(group).includes(tab)) choose(group, tab);
    });
    tablist.addEventListener("keydown", (event) => {
      if (!(event instanceof KeyboardEvent) || event.altKey || event.ctrlKey || event.metaKey) return;
      const tabs = tabsOf(group);
      const current = tabs.findIndex((tab) => tab === event.target);
      if (current === -1) return;
      const targets = { ArrowRight: (current + 1) % tabs.length, ArrowLeft: (current - 1 + tabs.length) % tabs.length, Home: 0, End: tabs.length - 1 };
      if (!(event.key in targets)) return;
      event.preventDefault();
      const next = tabs[targets[/** @type {keyof typeof targets} */ (event.key)]];
      if (!next) return;
      next.focus();
      choose(group, next);
    });
    // Printed, every panel shows, each under its tab's label (components.css).
    for (const tab of tabsOf(group)) {
      const panel = Array.from(group.children).find((child) => child.id === tab.getAttribute("aria-controls"));
      if (panel instanceof HTMLElement) panel.dataset.printLabel = labelOf(tab);
    }
    const name = group.getAttribute("data-group");
    const remembered = name ? storedLabel(name) : null;
    const tab = remembered === null ? undefined : tabsOf(group).find((candidate) => labelOf(candidate) === remembered);
    if (tab) select(group, tab);
  }

  /**
   * Puts a Copy button (and a status for screen readers) in `pre`; the stylesheet keeps it in
   * the top right corner while the code scrolls. @param {HTMLElement} pre
   */
  function addCopyButton(pre) {
    if (pre.classList.contains("has-copy-button")) return;
    pre.classList.add("has-copy-button");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy code");
    const status = document.createElement("span");
    status.className = "copy-status";
    status.setAttribute("role", "status");
    pre.append(button, status);
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let reset;
    /** @param {string} text */
    const show = (text) => {
      button.textContent = text;
      status.textContent = text === "Copied" ? "Copied to clipboard" : text;
      clearTimeout(reset);
      reset = setTimeout(() => {
        button.textContent = "Copy";
        status.textContent = "";
      }, copiedFor);
    };
    button.addEventListener("click", () => {
      const code = (pre.querySelector("code") ?? pre).textContent ?? "";
      if (!navigator.clipboard) return show("Copy failed");
      navigator.clipboard.writeText(code).then(
        () => show("Copied"),
        () => show("Copy failed"),
      );
    });
  }

  /** @type {ResizeObserver | undefined} */
  let scrollWatcher;

  /**
   * A block that scrolls sideways (long lines of code, a wide table on a phone) takes keyboard
   * focus while it does, so it can be scrolled without a mouse (WCAG 2.1.1). @param {Element} block
   */
  function focusableWhileScrolling(block) {
    scrollWatcher ??= new ResizeObserver((entries) => {
      for (const { target } of entries) {
        if (target.scrollWidth > target.clientWidth) target.setAttribute("tabindex", "0");
        else target.removeAttribute("tabindex");
      }
    });
    // Observing a block again changes nothing.
    scrollWatcher.observe(block);
  }

  /**
   * Mermaid's module: `/_site/mermaid.mjs` names the installed version's (lib/site/assets.ts).
   * Loaded by the first page with a diagram, never by the others.
   * @type {Promise<{ initialize(config: object): void; render(id: string, source: string): Promise<{ svg: string }> }> | undefined}
   */
  let mermaid;
  /** The diagrams drawn so far, with their sources, to draw again in the other theme. @type {Map<HTMLElement, string>} */
  const diagrams = new Map();
  let diagramCount = 0;
  /** One drawing at a time: Mermaid's configuration is global. */
  let drawing = Promise.resolve();

  /** Draws `block`'s diagram from `source` in the page's current theme. @param {HTMLElement} block @param {string} source */
  async function drawDiagram(block, source) {
    try {
      const mermaidModule = "/_site/mermaid.mjs";
      // A module that did not load is asked for again by the next diagram.
      mermaid ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ mermaidModule).then(
        (loaded) => loaded.default,
        (error) => {
          mermaid = undefined;
          throw error;
        },
      );
      const renderer = await mermaid;
      const dark = document.documentElement.classList.contains("dark");
      // "strict": labels are sanitized and diagrams cannot run scripts or follow click handlers.
      renderer.initialize({ startOnLoad: false, securityLevel: "strict", theme: dark ? "dark" : "default" });
      const { svg } = await renderer.render(`mermaid-diagram-${++diagramCount}`, source);
      block.innerHTML = svg;
      const drawn = block.querySelector(":scope > svg");
      if (drawn && !drawn.hasAttribute("aria-labelledby") && !drawn.hasAttribute("aria-label")) drawn.setAttribute("aria-label", "Diagram");
      diagrams.set(block, source);
    } catch (error) {
      // The source stays, as code, with what Mermaid could not read.
      const message = block.querySelector(".diagram-error") ?? block.appendChild(document.createElement("p"));
      message.className = "diagram-error";
      message.textContent = `This diagram could not be drawn: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
    }
  }

  /** @param {HTMLElement} block @param {string} source */
  const queueDiagram = (block, source) => (drawing = drawing.then(() => drawDiagram(block, source)));

  /** Draws the diagrams again when the reader switches between light and dark; set up by the first diagram. @type {MutationObserver | undefined} */
  let themeWatcher;
  function watchTheme() {
    let dark = document.documentElement.classList.contains("dark");
    const watcher = new MutationObserver(() => {
      const now = document.documentElement.classList.contains("dark");
      if (now === dark) return;
      dark = now;
      for (const [block, source] of diagrams) {
        // The editor preview replaces its diagrams as the writer types.
        if (block.isConnected) queueDiagram(block, source);
        else diagrams.delete(block);
      }
    });
    watcher.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    return watcher;
  }

  /** @type {HTMLDialogElement | undefined} */
  let zoomDialog;

  /** Shows `image` at its full size, up to the window's, in a modal dialog. @param {HTMLImageElement} image */
  function showZoomed(image) {
    if (!zoomDialog) {
      zoomDialog = document.createElement("dialog");
      zoomDialog.className = "image-zoom-dialog";
      const close = document.createElement("button");
      close.type = "button";
      close.className = "image-zoom-close";
      close.textContent = "Close";
      // A click anywhere (the picture, the backdrop or Close) closes it, as Escape does.
      zoomDialog.addEventListener("click", () => zoomDialog?.close());
      zoomDialog.append(close, document.createElement("img"));
      document.body.append(zoomDialog);
    }
    const large = zoomDialog.querySelector("img");
    if (!large) return;
    large.src = image.currentSrc || image.src;
    large.alt = image.alt;
    zoomDialog.setAttribute("aria-label", image.alt || "Image");
    zoomDialog.showModal();
  }

  /**
   * Wraps an image shown smaller than it is (a wide screenshot in the column) in a button that
   * opens it at full size, so a keyboard reaches it too; answers whether it did.
   * @param {HTMLImageElement} image
   */
  function wrapForZoom(image) {
    // Not laid out (in a hidden tab panel, or for the other color scheme), or shown at about its size.
    if (image.closest("button") || image.clientWidth === 0 || image.naturalWidth <= image.clientWidth * 1.2) return false;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "image-zoom";
    button.setAttribute("aria-haspopup", "dialog");
    button.setAttribute("aria-label", image.alt ? `Enlarge image: ${image.alt}` : "Enlarge image");
    // An image for one color scheme takes its button with it when the reader switches.
    for (const scheme of ["only-dark", "only-light"]) if (image.classList.contains(scheme)) button.classList.add(scheme);
    image.replaceWith(button);
    button.append(image);
    button.addEventListener("click", () => showZoomed(image));
    return true;
  }

  /** @type {ResizeObserver | undefined} Watches images not laid out yet: a hidden tab panel opened, the theme switched. */
  let layoutWatcher;

  /**
   * Makes an image zoomable once it has loaded and is laid out smaller than it is. Linked
   * images keep their link.
   * @param {HTMLImageElement} image
   */
  function zoomable(image) {
    if (image.closest("a, button") || !image.closest(".docs-content")) return;
    const watch = () => {
      if (wrapForZoom(image) || image.clientWidth > 0) return;
      layoutWatcher ??= new ResizeObserver((entries) => {
        for (const { target } of entries) {
          if (target instanceof HTMLImageElement && target.clientWidth > 0) {
            layoutWatcher?.unobserve(target);
            wrapForZoom(target);
          }
        }
      });
      layoutWatcher.observe(image);
    };
    if (image.complete) watch();
    else image.addEventListener("load", watch, { once: true });
  }

  /** Wires the tab groups, code blocks, tables, formulas, diagrams and large images inside `root`. @param {ParentNode} root */
  function enhance(root) {
    for (const group of root.querySelectorAll("[data-tabs]")) enhanceTabs(group);
    for (const pre of root.querySelectorAll(".docs-content pre")) {
      if (!(pre instanceof HTMLElement)) continue;
      addCopyButton(pre);
      // With its Copy button the block's code scrolls inside it (components.css).
      focusableWhileScrolling(pre.querySelector(":scope > code") ?? pre);
    }
    for (const table of root.querySelectorAll(".docs-content table")) focusableWhileScrolling(table);
    for (const formula of root.querySelectorAll(".docs-content .katex-display")) focusableWhileScrolling(formula);
    for (const image of root.querySelectorAll(".docs-content img")) if (image instanceof HTMLImageElement) zoomable(image);
    for (const block of root.querySelectorAll("[data-mermaid]")) {
      if (!(block instanceof HTMLElement) || block.dataset.mermaidQueued) continue;
      block.dataset.mermaidQueued = "true";
      queueDiagram(block, block.querySelector("code")?.textContent ?? "");
      themeWatcher ??= watchTheme();
    }
  }

  Object.assign(window, { docsComponents: { enhance } });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => enhance(document));
  else enhance(document);
})();
