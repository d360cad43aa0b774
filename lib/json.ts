/** Whether a JSON value is an object (not an array, not null). */
export const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A JSON column that holds an object (`{}` by default) as an object; anything else reads as `{}`. */
export const jsonObject = (value: unknown): Record<string, unknown> => (isJsonObject(value) ? value : {});
