"use client";

import { themeStorageKey } from "./theme-script";

export function ThemeToggle() {
  const toggle = () => {
    const dark = document.documentElement.classList.toggle("dark");
    localStorage.setItem(themeStorageKey, dark ? "dark" : "light");
  };
  return (
    <button type="button" onClick={toggle} aria-label="Toggle dark mode" className="rounded border border-zinc-200 px-2 py-1 text-sm dark:border-zinc-700">
      ◐
    </button>
  );
}
