"use client";

import { useLayoutEffect, useSyncExternalStore } from "react";

import type { Theme } from "./theme-preference";

const script = (theme: Theme) =>
  `(function(){var t=${JSON.stringify(theme)};var d=t==="dark"||(t==="system"&&window.matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light";})();`;

/** Sets the `dark` class on <html> from the user's preference (or the system setting); same logic as the script above. */
export function applyTheme(theme: Theme) {
  const dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

const noSubscription = () => () => {};

/**
 * Applies the theme before first paint (inline script, so pages never flash light) and
 * again after client-side navigation or a preference change.
 */
export function ThemeSync({ theme }: { theme: Theme }) {
  // The script belongs in the server's HTML only: mounted on the client (a not-found page's
  // tree is), it would never run, and React warns about it.
  const inServerHtml = useSyncExternalStore(noSubscription, () => false, () => true);
  useLayoutEffect(() => {
    applyTheme(theme);
    if (theme !== "system") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyTheme("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [theme]);
  return inServerHtml ? <script dangerouslySetInnerHTML={{ __html: script(theme) }} suppressHydrationWarning /> : null;
}
