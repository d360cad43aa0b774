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

export const GET = route({ query: PreferenceKeyQuery }, ({ principal, query }) => getPreference(principal, query.key));

export const PUT = route({ body: PutPreferenceBody }, ({ principal, body }) => putPreference(principal, body.key, body.value));

/** The key comes as `?key=` or in a JSON body `{ "key": … }`. */
export const DELETE = route(
  { query: OptionalPreferenceKeyQuery, body: PreferenceKeyBody, bodyOptional: true },
  ({ principal, query, body }) => {
    const key = query.key ?? body?.key;
    if (!key) throw invalidInput("Name the preference with `?key=` or a JSON body `{ \"key\": … }`.", [{ path: "query.key", message: "required" }]);
    return deletePreference(principal, key);
  },
);
