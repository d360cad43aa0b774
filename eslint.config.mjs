import coreWebVitals from "eslint-config-next/core-web-vitals";
import typescript from "eslint-config-next/typescript";

/** An import of one of our top-level folders, by alias or relative path. */
const folder = (name) => `^(@/|(\\.\\./)+)${name}(/|$)`;

/** What no module of lib/ may import: lib is used by the app and by inngest/, never the reverse. */
const libBoundaries = [
  { regex: folder("inngest"), message: "lib/ must not import inngest/: define jobs in lib/<domain>/jobs.ts and list them in lib/jobs/registry.ts." },
  { regex: folder("app"), message: "lib/ must not import app/." },
  { regex: "^next/navigation$", message: "Redirects and not-found pages belong to the app layer (app/, components/)." },
];
const nextServer = { regex: "^next/server$", message: "Only lib/http (the adapter to Next's route handlers) uses Next's request and response classes." };
/**
 * Domain modules know nothing of the incoming request: the route wrapper parses it and hands
 * them plain values (an Upload for bodies read as files). lib/http's outbound modules (requests
 * to other servers behind the address guard, and the server's own origin) are not about it.
 */
const inboundHttp = {
  regex: "^(@/lib/|(\\.\\./)+)http/(?!(guarded-request|receiver-url|origin)$)",
  message: "Domain modules must not import lib/http: take plain inputs from the route (see lib/upload.ts for bodies).",
};
/** Folders and files whose work is HTTP itself. */
const httpLayer = [
  "lib/http/**",
  "lib/auth/**", // authentication reads requests
  "lib/site/**", // serves the published sites
  "lib/openapi/**", // the API document: routes, problems
  "lib/client/**", // the browser's API client
  "lib/*/views.ts", // the API's JSON answers, declared in routes' `responses`
  "lib/ask/answer.ts", // answers a reader's question as an event stream
  "lib/analytics/record.ts", // a page view's visitor hash reads the request's address
  "lib/audit/request.ts", // the audit scope the route wrapper opens for a request
];

const config = [
  { ignores: ["lib/generated/**", ".next*/**", "node_modules/**", ".data/**", "next-env.d.ts", "playwright-report/**", "test-results/**"] },
  ...coreWebVitals,
  ...typescript,
  // Rules replace one another rather than merge, so each group of files lists all it may not import.
  { files: ["lib/**/*.{ts,tsx}"], rules: { "no-restricted-imports": ["error", { patterns: [...libBoundaries, nextServer, inboundHttp] }] } },
  { files: httpLayer, rules: { "no-restricted-imports": ["error", { patterns: [...libBoundaries, nextServer] }] } },
  { files: ["lib/http/**", "lib/auth/authenticate.ts"], rules: { "no-restricted-imports": ["error", { patterns: libBoundaries }] } },
  // Import cycles. Type-only imports vanish from the compiled code, and a dynamic import runs
  // after every module has loaded, so neither can meet a half-initialized module.
  { files: ["**/*.{ts,tsx,mts,mjs}"], rules: { "import/no-cycle": ["error", { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] } },
];

export default config;
