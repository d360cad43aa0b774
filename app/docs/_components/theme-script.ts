export const themeStorageKey = "docs-theme";

/** Runs before paint: the stored choice, else the system preference. */
export const themeScript = `try{var t=localStorage.getItem("${themeStorageKey}");if(t==="dark"||(!t&&matchMedia("(prefers-color-scheme: dark)").matches))document.documentElement.classList.add("dark")}catch(e){}`;
