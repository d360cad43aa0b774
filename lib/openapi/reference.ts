import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The interactive API reference: Scalar's standalone browser bundle, served from
 * node_modules by this app (no CDN), reading the document from /api/openapi.json. The
 * system's fonts replace the ones Scalar's theme would fetch from fonts.scalar.com, and the
 * parts that call Scalar's own services are off (its agent, which searches an API registry
 * through proxy.scalar.com; the client button, which opens client.scalar.com; telemetry; the
 * developer toolbar it shows on local host names), so a reader's browser asks nothing of
 * another host. The element is not `#api-reference`: the bundle mounts a second, empty
 * reference on an element of that id by itself, which never renders.
 */
export const referencePage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Docs Platform API reference</title>
    <style>
      * { --scalar-font: system-ui, sans-serif !important; --scalar-font-code: ui-monospace, monospace !important; }
    </style>
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/reference/standalone.js"></script>
    <script>
      Scalar.createApiReference("#reference", {
        url: "/api/openapi.json",
        withDefaultFonts: false,
        hideClientButton: true,
        agent: { disabled: true },
        telemetry: false,
        showDeveloperTools: "never",
      });
    </script>
  </body>
</html>
`;

const bundlePath = path.join(process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js");
let bundle: Promise<Buffer> | undefined;

/** The 3.5 MB bundle, read once per process. */
export function referenceBundle(): Promise<Buffer> {
  bundle ??= readFile(bundlePath);
  bundle.catch(() => (bundle = undefined));
  return bundle;
}
