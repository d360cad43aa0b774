// @ts-check
// Ask AI: a chat panel answering readers' questions from the docs, with the sources it cites.
// Opened by the header's "Ask AI" button or the search dialog's "Ask AI about …" entry. The
// answer streams as Server-Sent Events from POST {site}/-/ask (docs/api/ai.md). The
// conversation lives in this page only (pages are the same for every reader).
(function () {
  "use strict";
  const body = document.body;
  const askUrl = body.dataset.ask;
  if (!askUrl) return;
  const siteBase = body.dataset.siteBase || "";
  const platformBase = body.dataset.platformBase || "";
  /** Turns the API keeps (it refuses more). */
  const maxTurns = 10;

  /** @typedef {{n: number, title: string, url: string, heading: string, quote: string}} Citation */
  /** @type {{role: "user" | "assistant", content: string}[]} */
  const history = [];
  /** @type {HTMLDialogElement | null} */
  let dialog = null;
  /** @type {HTMLElement} */
  let log;
  /** @type {HTMLTextAreaElement} */
  let input;
  /** @type {HTMLButtonElement} */
  let send;
  /** @type {AbortController | null} */
  let inFlight = null;

  /** Answers name pages at the platform's address; a custom domain serves them at its root. */
  function local(/** @type {string} */ url) {
    return siteBase !== platformBase && url.startsWith(platformBase + "/") ? siteBase + url.slice(platformBase.length) : url;
  }

  /** @param {string} tag @param {string} [className] @param {string} [text] */
  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /**
   * An answer's Markdown, shown safely: code blocks, inline code, bold, and `[n]` as a link to
   * the cited source. Everything else is text (never parsed as HTML).
   * @param {HTMLElement} target @param {string} text @param {Citation[]} citations
   */
  function render(target, text, citations) {
    target.replaceChildren();
    text.split(/```[^\n]*\n?/).forEach((part, index) => {
      if (index % 2 === 1) {
        const pre = element("pre");
        pre.append(element("code", undefined, part.replace(/\n$/, "")));
        target.append(pre);
        return;
      }
      for (const paragraph of part.split(/\n{2,}/)) {
        if (!paragraph.trim()) continue;
        const p = element("p");
        for (const piece of paragraph.split(/(`[^`\n]+`|\*\*[^*\n]+\*\*|\[\d+(?:,\s*\d+)*\])/)) {
          if (/^`[^`]+`$/.test(piece)) p.append(element("code", undefined, piece.slice(1, -1)));
          else if (/^\*\*.+\*\*$/.test(piece)) p.append(element("strong", undefined, piece.slice(2, -2)));
          else if (/^\[\d/.test(piece)) {
            const numbers = piece.slice(1, -1).split(",").map((n) => Number(n.trim()));
            for (const n of numbers) {
              const cited = citations.find((citation) => citation.n === n);
              if (!cited) continue;
              const link = /** @type {HTMLAnchorElement} */ (element("a", "ask-cite", `[${n}]`));
              link.href = local(cited.url);
              link.title = `${cited.title} › ${cited.heading}`;
              p.append(link);
            }
          } else p.append(piece);
        }
        target.append(p);
      }
    });
  }

  /** @param {HTMLElement} target @param {Citation[]} citations */
  function showSources(target, citations) {
    if (citations.length === 0) return;
    const sources = element("div", "ask-sources");
    sources.append(element("p", "ask-sources-title", "Sources"));
    const list = element("ol");
    for (const citation of citations) {
      const item = element("li");
      item.value = citation.n;
      const link = /** @type {HTMLAnchorElement} */ (element("a", undefined, citation.heading === citation.title ? citation.title : `${citation.title} › ${citation.heading}`));
      link.href = local(citation.url);
      item.append(link, element("blockquote", undefined, citation.quote));
      list.append(item);
    }
    sources.append(list);
    target.append(sources);
  }

  /** What a refusal means to a reader. @param {Response} response */
  async function refusal(response) {
    /** @type {{detail?: string}} */
    let problem = {};
    try {
      problem = await response.json();
    } catch {
      // Not a problem document: the status says enough.
    }
    switch (response.status) {
      case 402:
        return "Ask AI is unavailable right now: this site has used up its AI credits. Try the search instead.";
      case 429: {
        const seconds = Number(response.headers.get("retry-after"));
        return `You've asked a lot of questions in a short time. Try again ${seconds > 0 ? `in ${seconds} seconds` : "soon"}.`;
      }
      case 503:
        return "Ask AI isn't set up on this server yet. Try the search instead.";
      case 404:
        return "Ask AI isn't available on this site.";
      default:
        return problem.detail || "Something went wrong. Please try again.";
    }
  }

  /** Reads Server-Sent Events from a response, calling `on` for each. @param {Response} response @param {(name: string, data: any) => void} on */
  async function readEvents(response, on) {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name && data) on(name, JSON.parse(data));
      }
    }
  }

  async function ask(/** @type {string} */ question) {
    question = question.trim();
    if (!question || inFlight) return;
    openPanel();
    input.value = "";
    log.append(element("div", "ask-message ask-user", question));
    const answer = element("div", "ask-message ask-assistant");
    answer.setAttribute("aria-busy", "true");
    const text = element("div", "ask-text");
    text.append(element("p", "ask-thinking", "Searching the docs…"));
    answer.append(text);
    log.append(answer);
    answer.scrollIntoView({ block: "end" });
    inFlight = new AbortController();
    send.disabled = true;
    let written = "";
    /** @type {Citation[]} */
    let sources = [];
    /** @param {string} message */
    const fail = (message) => {
      answer.classList.add("ask-failed");
      text.replaceChildren(element("p", undefined, message));
    };
    try {
      const response = await fetch(askUrl || "", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ question, version: body.dataset.askVersion || undefined, history: history.slice(-maxTurns) }),
        signal: inFlight.signal,
      });
      if (!response.ok) {
        fail(await refusal(response));
        return;
      }
      await readEvents(response, (name, data) => {
        if (name === "sources") sources = data.citations;
        else if (name === "delta") {
          written += data.text;
          render(text, written, sources);
          answer.scrollIntoView({ block: "end" });
        } else if (name === "done") {
          render(text, written, data.citations);
          if (data.unanswered) answer.classList.add("ask-unanswered");
          showSources(answer, data.citations);
          history.push({ role: "user", content: question }, { role: "assistant", content: written });
        } else if (name === "error") {
          fail(data.detail || "The answer could not be completed. Please try again.");
        }
      });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "AbortError")) fail("The connection was lost. Please try again.");
    } finally {
      answer.removeAttribute("aria-busy");
      inFlight = null;
      send.disabled = false;
      if (dialog?.open) input.focus();
    }
  }

  function build() {
    const panel = document.createElement("dialog");
    panel.className = "ask-dialog";
    panel.setAttribute("aria-labelledby", "ask-title");
    const head = element("div", "ask-head");
    const title = element("h2", undefined, "Ask AI");
    title.id = "ask-title";
    const close = /** @type {HTMLButtonElement} */ (element("button", "ask-close", "✕"));
    close.type = "button";
    close.setAttribute("aria-label", "Close");
    close.addEventListener("click", () => panel.close());
    head.append(title, close);
    log = element("div", "ask-log");
    log.setAttribute("role", "log");
    log.setAttribute("aria-live", "polite");
    log.append(element("p", "ask-hint", "Ask a question about these docs. Answers are written by AI from the documentation, with their sources; check them before relying on an answer."));
    const form = document.createElement("form");
    form.className = "ask-form";
    input = document.createElement("textarea");
    input.rows = 2;
    input.maxLength = 1000;
    input.placeholder = "Ask a question…";
    input.setAttribute("aria-label", "Your question");
    send = /** @type {HTMLButtonElement} */ (element("button", "ask-send", "Send"));
    send.type = "submit";
    form.append(input, send);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void ask(input.value);
    });
    // Enter sends; Shift+Enter starts a new line.
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        form.requestSubmit();
      }
    });
    panel.addEventListener("click", (event) => {
      if (event.target === panel) panel.close();
    });
    // Closing stops an answer being written.
    panel.addEventListener("close", () => inFlight?.abort());
    panel.append(head, log, form);
    document.body.append(panel);
    return panel;
  }

  /** A modal dialog: the page behind is inert (focus stays inside) and Escape closes it. */
  function openPanel() {
    dialog ??= build();
    if (!dialog.open) dialog.showModal();
    input.focus();
  }

  document.querySelector("[data-ask-open]")?.addEventListener("click", openPanel);

  // The search dialog's first entry: "Ask AI about “<query>”".
  document.addEventListener("site:search-results", (event) => {
    const { list, query } = /** @type {CustomEvent<{list: HTMLUListElement, query: string}>} */ (event).detail;
    const item = element("li", "search-ask");
    item.id = "search-ask";
    item.setAttribute("role", "option");
    item.append(element("strong", undefined, "Ask AI"), ` about “${query}”`);
    item.addEventListener("click", () => {
      /** @type {HTMLDialogElement | null} */ (list.closest("dialog"))?.close();
      void ask(query);
    });
    list.prepend(item);
  });
})();
