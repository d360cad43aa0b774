/** Where a route file serves, how its operations are named and grouped in the API document. */

/** A route file under app/api, loaded lazily (Next, Vite and a plain Node script each list them their own way). */
export interface RouteSource {
  /** The file's path from the repository root, e.g. `app/api/v1/organization/route.ts`. */
  file: string;
  load: () => Promise<Record<string, unknown>>;
}

/**
 * next-auth runs its own sign-in flow outside route(); the catch-all answers paths the API
 * does not have. Neither is part of the API.
 */
export const undocumentedRouteFiles = new Set(["app/api/auth/[...nextauth]/route.ts", "app/api/[...path]/route.ts"]);

/** `app/api/v1/organization/[organization_id]/route.ts` → `/api/v1/organization/{organization_id}`. */
export function apiPathOf(file: string): string {
  const segments = file
    .replace(/^\/?app\//, "")
    .replace(/\/route\.[jt]s$/, "")
    .split("/")
    .filter((segment) => segment !== "" && !/^\(.*\)$/.test(segment));
  return "/" + segments.map((segment) => segment.replace(/^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/, "{$1}")).join("/");
}

export const pathParametersOf = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

/** Ordered: the first pattern matching a path names its tag. */
const tagRules: [RegExp, string][] = [
  [/^\/api\/v1\/admin\//, "Administration"],
  [/^\/api\/internal\//, "Internal"],
  [/^\/api\/(health|inngest|openapi\.json|reference|problems)\b/, "Operations"],
  [/\/analytics\b/, "Analytics"],
  [/\/ai\//, "AI"],
  [/\/search\b/, "Search"],
  [/\/publish\b/, "Publishing"],
  [/\/(redirects|preview)\b/, "Publishing"],
  [/\/backup\b/, "Backups"],
  [/\/(initialize-[\w-]+|import|templates)\b/, "Initialization"],
  [/\/entry\b/, "Entries"],
  [/\/section\b/, "Sections"],
  [/\/(version|set-(default|latest|deprecated))\b/, "Versions"],
  [/\/(asset|file-resources)\b/, "Assets"],
  [/\/(event|events)\b/, "Events"],
  [/\/(push)\b/, "Push notifications"],
  [/\/(tasks|feedback)\b/, "Feedback"],
  [/\/support\b/, "Support"],
  [/\/subscription\b/, "Subscriptions"],
  [/\/git-provider\b/, "Git provider"],
  [/\/tokens\b/, "Tokens"],
  [/\/(user|users|invitations)\b/, "Members"],
  [/\/(preference|preferences|wizard-progress|complete-onboarding)\b/, "Preferences"],
  [/^\/api\/v1\/documentation\//, "Documentation"],
  [/^\/api\/v1\/organization\b/, "Organizations"],
];

/**
 * The domain a path belongs to. Paths no rule knows (a newly added area) take the first
 * fixed segment after their scope (`…/{organization_id}/webhooks/…` → `Webhooks`).
 */
export function tagOf(path: string): string {
  const rule = tagRules.find(([pattern]) => pattern.test(path));
  if (rule) return rule[1];
  const segments = path.split("/").filter((segment) => segment !== "" && segment !== "api" && segment !== "v1");
  const scope = segments.findIndex((segment) => segment.startsWith("{"));
  const isFixed = (segment: string) => !segment.startsWith("{");
  const named = segments.slice(scope + 1).find(isFixed) ?? segments.find(isFixed) ?? "API";
  return words(named).join(" ").replace(/^./, (first) => first.toUpperCase());
}

const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
const pascal = (segment: string) => words(segment).map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");

/**
 * `GET /api/v1/organization/{organization_id}/user/active` → `getOrganizationUserActive`; a
 * trailing parameter reads `…ByUserId`. Paths outside /api/v1 that would repeat a v1 name
 * keep their prefix; the caller makes any remaining repeat unique.
 */
export function operationIdOf(method: string, path: string, taken: Set<string>): string {
  const segments = path.split("/").filter((segment) => segment !== "" && segment !== "api");
  const name = (kept: string[]) =>
    method.toLowerCase() +
    kept
      .map((segment, index) => {
        const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
        if (!parameter) return pascal(segment);
        return index === kept.length - 1 ? `By${pascal(parameter)}` : "";
      })
      .join("");
  const candidates = [name(segments.filter((segment) => segment !== "v1")), name(["unversioned", ...segments])];
  const chosen = candidates.find((candidate) => !taken.has(candidate)) ?? `${candidates[0]}${taken.size}`;
  taken.add(chosen);
  return chosen;
}
