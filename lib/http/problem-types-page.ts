import type { ErrorCode } from "../errors";
import { escapeHtml } from "../html";
import { internalErrorType, problemTypeAnchor, problemTypes } from "./problem";

/** A description's `code` spans as HTML. */
const withCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");

const types = [
  ...(Object.entries(problemTypes) as [ErrorCode, (typeof problemTypes)[ErrorCode]][]),
  ["internal_error", internalErrorType] as const,
].sort(([, a], [, b]) => a.status - b.status);

/**
 * The page every problem document's `type` points at: a section per type, whose id is the
 * type URI's fragment (problemTypeAnchor), with its status, `code` and when it is answered.
 */
export const problemTypesPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Problem types · Docs Platform API</title>
    <style>
      :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
      body { max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
      section { border-top: 1px solid color-mix(in srgb, currentColor 20%, transparent); padding: 0.25rem 0; }
      section:target { background: color-mix(in srgb, Highlight 25%, transparent); }
      h2 { font-size: 1.1rem; margin-bottom: 0.25rem; }
      code { font-size: 0.9em; }
    </style>
  </head>
  <body>
    <h1>Problem types</h1>
    <p>Every error of the API is an <a href="https://www.rfc-editor.org/rfc/rfc9457">RFC 9457</a> problem document
      (<code>application/problem+json</code>). Its <code>type</code> links to its section here; match on its
      <code>code</code>, and quote its <code>request_id</code> when reporting a failure. The
      <a href="/api/reference">API reference</a> lists the problems each endpoint may answer.</p>
${types
  .map(
    ([code, type]) => `    <section id="${problemTypeAnchor(code)}">
      <h2>${type.status} ${escapeHtml(type.title)}</h2>
      <p><code>${code}</code>: ${withCode(type.when)}</p>
    </section>`,
  )
  .join("\n")}
  </body>
</html>
`;
