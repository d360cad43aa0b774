// @ts-check
// "Was this page helpful?" at the end of every page: a vote (Yes or No buttons), thanks, then an
// optional comment on the vote. The vote is remembered in this browser so the page shows it on
// the next visit; the server keeps no cookie. Hidden without this script, which it needs.
(function () {
  "use strict";
  const widget = /** @type {HTMLElement | null} */ (document.querySelector(".page-feedback"));
  if (!widget || typeof fetch !== "function") return;
  const endpoint = widget.dataset.feedback || "";
  const path = widget.dataset.pagePath || "";
  const version = widget.dataset.pageVersion || "";
  const storageKey = `docs-feedback:${endpoint}:${version}:${path}`;
  const buttons = /** @type {HTMLButtonElement[]} */ ([...widget.querySelectorAll("[data-helpful]")]);
  const form = /** @type {HTMLFormElement} */ (widget.querySelector(".page-feedback-comment"));
  const textarea = /** @type {HTMLTextAreaElement} */ (form.querySelector("textarea"));
  const honeypot = /** @type {HTMLInputElement} */ (form.querySelector("[name=website]"));
  const status = /** @type {HTMLElement} */ (widget.querySelector(".page-feedback-status"));
  widget.hidden = false;

  /** @returns {{ helpful: boolean, id: string } | null} */
  function remembered() {
    try {
      return JSON.parse(localStorage.getItem(storageKey) || "null");
    } catch {
      return null;
    }
  }

  function showVote(/** @type {boolean} */ helpful) {
    for (const button of buttons) {
      button.setAttribute("aria-pressed", String(button.dataset.helpful === String(helpful)));
      button.disabled = true;
    }
  }

  /** @param {"POST" | "PATCH"} method @param {Record<string, unknown>} body */
  async function send(method, body) {
    const response = await fetch(endpoint, {
      method,
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ ...body, website: honeypot.value || undefined }),
    });
    if (response.status === 429) throw new Error("Too many answers from this browser; try again later.");
    if (!response.ok) throw new Error("Your feedback could not be sent; try again later.");
    return response;
  }

  const earlier = remembered();
  if (earlier) {
    showVote(earlier.helpful);
    status.textContent = "Thanks for your feedback.";
  }

  for (const button of buttons) {
    button.addEventListener("click", async () => {
      const helpful = button.dataset.helpful === "true";
      showVote(helpful);
      try {
        const response = await send("POST", { path, version, helpful });
        const { id } = await response.json();
        try {
          localStorage.setItem(storageKey, JSON.stringify({ helpful, id }));
        } catch {
          // Private browsing: the vote counts, it is just not remembered here.
        }
        status.textContent = "Thanks for your feedback! You can add a comment below.";
        form.dataset.id = id;
        form.hidden = false;
      } catch (error) {
        for (const other of buttons) {
          other.disabled = false;
          other.setAttribute("aria-pressed", "false");
        }
        status.textContent = error instanceof Error ? error.message : String(error);
      }
    });
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const comment = textarea.value.trim();
    if (!comment) {
      textarea.focus();
      return;
    }
    const submit = /** @type {HTMLButtonElement} */ (form.querySelector("[type=submit]"));
    submit.disabled = true;
    try {
      await send("PATCH", { id: form.dataset.id, comment });
      form.hidden = true;
      status.textContent = "Thanks, your comment was sent.";
    } catch (error) {
      submit.disabled = false;
      status.textContent = error instanceof Error ? error.message : String(error);
    }
  });
})();
