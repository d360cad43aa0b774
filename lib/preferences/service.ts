import { z } from "zod";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { forbidden, notFound } from "../errors";
import type { PreferenceView } from "./views";

const Key = z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, "1-100 letters, digits, dots, dashes, colons or underscores");

export const PreferenceKeyQuery = z.object({ key: Key });
export const OptionalPreferenceKeyQuery = z.object({ key: Key.optional() });
export const PreferenceKeyBody = z
  .strictObject({ key: Key })
  .optional()
  .meta({ examples: [{ key: "editor.font_size" }] });
export const PutPreferenceBody = z.strictObject({ key: Key, value: z.string().max(10_000) }).meta({ examples: [{ key: "editor.font_size", value: "16" }] });

const view = (preference: { key: string; value: string; updatedAt: Date }): PreferenceView => ({
  key: preference.key,
  value: preference.value,
  updated_at: preference.updatedAt,
});

/** Preferences belong to a person, whichever organization they are working in. */
function userOf(principal: Principal): string {
  if (principal.token?.kind === "organization") throw forbidden("Preferences need a personal token or the dashboard.");
  return principal.user.id;
}

export async function listPreferences(principal: Principal) {
  const rows = await db.preference.findMany({ where: { userId: userOf(principal) }, orderBy: { key: "asc" } });
  return rows.map(view);
}

export async function getPreference(principal: Principal, key: string) {
  const row = await db.preference.findUnique({ where: { userId_key: { userId: userOf(principal), key } } });
  if (!row) throw notFound(`Preference "${key}"`);
  return view(row);
}

export async function putPreference(principal: Principal, key: string, value: string) {
  const userId = userOf(principal);
  return view(
    await db.preference.upsert({ where: { userId_key: { userId, key } }, create: { userId, key, value }, update: { value } }),
  );
}

/** Removing a preference that is not set is not an error: either way the default applies. */
export async function deletePreference(principal: Principal, key: string) {
  await db.preference.deleteMany({ where: { userId: userOf(principal), key } });
}
