/** The theme preference, readable on the server and in the browser. */
export const themes = ["system", "light", "dark"] as const;
export type Theme = (typeof themes)[number];
export const themePreferenceKey = "theme";

export const parseTheme = (value: string | undefined | null): Theme =>
  themes.includes(value as Theme) ? (value as Theme) : "system";
