/**
 * Dates as "Nov 20, 2026". Formatted in UTC so the server's HTML and the browser's
 * hydration agree whatever the time zones.
 */
export function formatDate(value: string | Date): string {
  return new Date(value).toLocaleDateString("en", { dateStyle: "medium", timeZone: "UTC" });
}

/** Dates with the time, e.g. "Nov 20, 2026, 14:05 UTC" (UTC for the same reason as formatDate). */
export function formatDateTime(value: string | Date): string {
  return `${new Date(value).toLocaleString("en", { dateStyle: "medium", timeStyle: "short", hourCycle: "h23", timeZone: "UTC" })} UTC`;
}

export function formatNumber(value: number): string {
  return value.toLocaleString("en");
}

/** Byte counts in binary units: "0 B", "512 KiB", "1.5 GiB". */
export function formatBytes(bytes: number): string {
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toLocaleString("en", { maximumFractionDigits: 1 })} ${units[unit]}`;
}
