"use client";

import { useEffect } from "react";
import { themeStorageKey } from "./script";

const storedChoice = () => {
  try {
    return localStorage.getItem(themeStorageKey);
  } catch {
    return null;
  }
};

/**
 * Switches between light and dark, remembered in this browser. Until a reader chooses, the
 * page follows the system setting, also when it changes while the page is open.
 */
export function ThemeToggle() {
  useEffect(() => {
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => {
      if (!storedChoice()) document.documentElement.classList.toggle("dark", query.matches);
    };
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
  const toggle = () => {
    const dark = document.documentElement.classList.toggle("dark");
    localStorage.setItem(themeStorageKey, dark ? "dark" : "light");
  };
  return (
    <button type="button" onClick={toggle} aria-label="Toggle dark mode" className="rounded border border-line-strong px-2 py-1 text-sm">
      ◐
    </button>
  );
}
