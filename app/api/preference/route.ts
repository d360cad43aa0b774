import { route } from "@/lib/http/route";
import { invalidInput } from "@/lib/errors";
import {
  deletePreference,
  getPreference,
  OptionalPreferenceKeyQuery,
  PreferenceKeyBody,
  PreferenceKeyQuery,
  putPreference,
  PutPreferenceBody,
} from "@/lib/preferences/service";
import { PreferenceView } from "@/lib/preferences/views";

// Preferences are a person's: an organization token is refused (403).

export const GET = route({ summary: "Get a preference", query: PreferenceKeyQuery, problems: ["forbidden", "not_found"], responses: { 200: PreferenceView } }, ({ principal, query }) =>
  getPreference(principal, query.key),
);

export const PUT = route({ summary: "Set a preference", body: PutPreferenceBody, problems: ["forbidden"], responses: { 200: PreferenceView } }, ({ principal, body }) =>
  putPreference(principal, body.key, body.value),
);

/** The key comes as `?key=` or in a JSON body `{ "key": … }`. */
export const DELETE = route(
  { summary: "Delete a preference", query: OptionalPreferenceKeyQuery, body: PreferenceKeyBody, bodyOptional: true, problems: ["forbidden"], responses: { 204: null } },
  ({ principal, query, body }) => {
    const key = query.key ?? body?.key;
    if (!key) throw invalidInput("Name the preference with `?key=` or a JSON body `{ \"key\": … }`.", [{ path: "query.key", message: "required" }]);
    return deletePreference(principal, key);
  },
);
