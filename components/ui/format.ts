/**
 * Dates as "Nov 20, 2026". Formatted in UTC so the server's HTML and the browser's
 * hydration agree whatever the time zones.
 */
export function formatDate(value: string | Date): string {
  return new Date(value).toLocaleDateString("en", { dateStyle: "medium", timeZone: "UTC" });
}
