// Theme (UI-3): dark if saved as dark, or if nothing is saved and the system prefers dark.
// Runs before first paint as an external file because the server's CSP forbids inline scripts.
// Keep in step with resolveTheme() in src/client/lib/theme.ts.
(() => {
  try {
    const saved = window.localStorage.getItem("theme");
    const prefersDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
    const dark = saved === "dark" || (saved !== "light" && prefersDark);
    document.documentElement.classList.toggle("dark", dark);
  } catch (_error) {
    // Storage or matchMedia unavailable: stay light.
  }
})();
