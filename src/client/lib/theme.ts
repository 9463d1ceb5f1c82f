// Theme (UI-3): dark if saved as dark, or if nothing is saved and the system prefers dark.
// The pure rule is on top; the browser helpers below it touch the DOM only when called.

export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";

/** Mirrors the inline script of index.html, which applies the same rule before first paint. */
export function resolveTheme(saved: string | null, systemPrefersDark: boolean): Theme {
  if (saved === "dark") return "dark";
  if (saved === "light") return "light";
  return systemPrefersDark ? "dark" : "light";
}

export function toggledTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark";
}

const DARK_QUERY = "(prefers-color-scheme: dark)";

function readSaved(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The theme the page should show now. */
export function readTheme(): Theme {
  return resolveTheme(readSaved(), window.matchMedia(DARK_QUERY).matches);
}

/** The theme currently applied to <html>. */
export function appliedTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

/** The toggle flips the theme and saves it (UI-3). */
export function saveTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
  applyTheme(theme);
}

/** While nothing is saved, follow the system when it switches. Returns the unsubscribe function. */
export function followSystemTheme(onChange: (theme: Theme) => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const listener = () => {
    if (readSaved() !== null) return;
    const theme = readTheme();
    applyTheme(theme);
    onChange(theme);
  };
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}
