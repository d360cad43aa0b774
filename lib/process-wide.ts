/**
 * Next bundles each route, and the start-up code, with a copy of every module it imports, and
 * V8 compiles each copy's functions apart: code that start-up warmed up (lib/publishing/warm-up.ts)
 * ran cold again in the route that used it. In production, `processWide` answers the first
 * value registered under a name, so every copy uses that one; in development each copy keeps
 * its own, so that edits apply.
 */
export function processWide<T>(name: string, value: T): T {
  if (process.env.NODE_ENV !== "production") return value;
  const registry = globalThis as { [key: symbol]: T | undefined };
  return (registry[Symbol.for(`docs-platform.${name}`)] ??= value);
}
