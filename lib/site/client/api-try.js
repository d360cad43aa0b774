// @ts-check
// "Try it" on generated API reference pages: a form built from the operation the page embeds
// (`.api-try[data-operation]`), sent by fetch from the reader's browser straight to the API's
// server with the credential the reader types. Nothing passes through the documentation site;
// the credential stays in this tab (sessionStorage) so other operations of the page's API reuse it.
(function () {
  "use strict";
  const panels = /** @type {HTMLElement[]} */ ([...document.querySelectorAll(".api-try[data-operation]")]);
  if (panels.length === 0 || typeof fetch !== "function") return;

  /**
   * @typedef {{ name: string, in: "path" | "query" | "header", required: boolean, example?: string }} Parameter
   * @typedef {{ type: "bearer" } | { type: "basic" } | { type: "apiKey", name: string, in: "header" | "query" | "cookie" }} Auth
   * @typedef {{ method: string, path: string, servers: string[], parameters: Parameter[], body?: { type: string, example: string }, auth?: Auth }} Operation
   */

  let fieldCount = 0;

  /** @template {keyof HTMLElementTagNameMap} K @param {K} tag @param {Record<string, string>} [attributes] @param {string} [text] */
  function element(tag, attributes = {}, text = "") {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    if (text) node.textContent = text;
    return node;
  }

  /** A labelled input (or textarea) appended to `parent`. */
  function field(/** @type {HTMLElement} */ parent, /** @type {string} */ label, /** @type {string} */ value, multiline = false, type = "text") {
    const id = `api-try-field-${++fieldCount}`;
    const row = element("div", { class: "api-try-field" });
    row.append(element("label", { for: id }, label));
    const input = multiline ? element("textarea", { id, rows: "8", spellcheck: "false" }) : element("input", { id, type, autocomplete: "off", spellcheck: "false" });
    input.value = value;
    row.append(input);
    parent.append(row);
    return input;
  }

  function credentialKey(/** @type {Auth} */ auth) {
    return `docs-api-try:${location.host}:${auth.type}:${"name" in auth ? auth.name : ""}`;
  }

  function build(/** @type {HTMLElement} */ panel) {
    /** @type {Operation} */
    let operation;
    try {
      operation = JSON.parse(panel.dataset.operation || "");
    } catch {
      return;
    }
    const form = element("form", { class: "api-try-form", "aria-label": `Try ${operation.method} ${operation.path}` });
    const servers = operation.servers.length > 0 ? operation.servers : [""];
    const server = field(form, "Server", servers[0] || "", false, "url");
    if (servers.length > 1) {
      const list = element("datalist", { id: `api-try-servers-${fieldCount}` });
      for (const url of servers) list.append(element("option", { value: url }));
      server.setAttribute("list", list.id);
      form.append(list);
    }
    const auth = operation.auth;
    /** @type {HTMLInputElement | HTMLTextAreaElement | null} */
    let credential = null;
    if (auth && !(auth.type === "apiKey" && auth.in === "cookie")) {
      const label = auth.type === "bearer" ? "Bearer token" : auth.type === "basic" ? "Username:password" : `API key (${auth.name})`;
      credential = field(form, label, "", false, "password");
      try {
        credential.value = sessionStorage.getItem(credentialKey(auth)) || "";
      } catch {
        // Storage refused: the reader types it again.
      }
    }
    const inputs = operation.parameters.map((parameter) => ({
      parameter,
      input: field(form, `${parameter.name} (${parameter.in}${parameter.required ? ", required" : ""})`, parameter.example ?? ""),
    }));
    const body = operation.body ? field(form, `Body (${operation.body.type})`, operation.body.example, true) : null;
    const send = element("button", { type: "submit", class: "api-try-send" }, `Send ${operation.method}`);
    form.append(send);
    const result = element("div", { class: "api-try-result", role: "status", "aria-live": "polite" });
    form.append(result);
    panel.replaceChildren(form);

    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      // Only to an absolute address: a relative one would send the reader's credential to this site.
      if (!/^https?:\/\/[^/]/i.test(server.value)) {
        result.replaceChildren(element("p", { class: "api-try-error" }, "Enter the address of the API's server (https://…)."));
        return;
      }
      let path = operation.path;
      const query = new URLSearchParams();
      const headers = new Headers();
      for (const { parameter, input } of inputs) {
        const value = input.value;
        if (value === "" && !parameter.required) continue;
        if (parameter.in === "path") path = path.replaceAll(`{${parameter.name}}`, encodeURIComponent(value));
        else if (parameter.in === "query") query.append(parameter.name, value);
        else headers.set(parameter.name, value);
      }
      if (auth && credential && credential.value) {
        try {
          sessionStorage.setItem(credentialKey(auth), credential.value);
        } catch {
          // Not remembered; the request still goes.
        }
        if (auth.type === "bearer") headers.set("Authorization", `Bearer ${credential.value}`);
        else if (auth.type === "basic") headers.set("Authorization", `Basic ${btoa(credential.value)}`);
        else if (auth.in === "query") query.append(auth.name, credential.value);
        else headers.set(auth.name, credential.value);
      }
      /** @type {RequestInit} */
      const init = { method: operation.method, headers, mode: "cors", credentials: "omit" };
      if (body && operation.body && body.value !== "" && operation.method !== "GET" && operation.method !== "HEAD") {
        headers.set("Content-Type", operation.body.type);
        init.body = body.value;
      }
      const search = query.toString();
      const address = `${server.value.replace(/\/$/, "")}${path}${search ? `?${search}` : ""}`;
      send.disabled = true;
      result.replaceChildren(element("p", {}, `Sending ${operation.method} ${address}…`));
      const started = performance.now();
      try {
        const response = await fetch(address, init);
        const text = await response.text();
        let shown = text;
        try {
          shown = JSON.stringify(JSON.parse(text), null, 2);
        } catch {
          // Not JSON: shown as received.
        }
        const headerLines = [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n");
        result.replaceChildren(
          element("p", { class: response.ok ? "api-try-ok" : "api-try-error" }, `${response.status} ${response.statusText} · ${Math.round(performance.now() - started)} ms`),
          element("pre", { class: "api-try-headers" }, headerLines),
          element("pre", { class: "api-try-body" }, shown),
        );
      } catch (error) {
        result.replaceChildren(
          element("p", { class: "api-try-error" }, `The request failed: ${error instanceof Error ? error.message : String(error)}. The server may be unreachable, or not allow requests from this site (CORS).`),
        );
      } finally {
        send.disabled = false;
      }
    });
  }

  panels.forEach(build);
})();
