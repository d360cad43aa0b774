/**
 * The theme of public pages (the published documentation, the roadmap), for readers without
 * an account: their choice in this browser, else the system preference. (The dashboard keeps
 * its users' preference on the server: components/theme.tsx.)
 */
export const themeStorageKey = "docs-theme";

/** Runs before paint: the stored choice, else the system preference. */
export const themeScript = `try{var t=localStorage.getItem("${themeStorageKey}");if(t==="dark"||(!t&&matchMedia("(prefers-color-scheme: dark)").matches))document.documentElement.classList.add("dark")}catch(e){}`;
