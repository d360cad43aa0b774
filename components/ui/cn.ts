import { twMerge } from "tailwind-merge";

/** Joins class names, skipping falsy ones; a later Tailwind class overrides a conflicting earlier one. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes.filter(Boolean).join(" "));
}

/** The one focus ring of the dashboard, for every interactive element. */
export const focusRing =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:ring-offset-surface";
