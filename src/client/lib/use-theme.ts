import { useCallback, useSyncExternalStore } from "react";
import { appliedTheme, followSystemTheme, saveTheme, type Theme, toggledTheme } from "./theme";

// One tiny store so every toggle and logo in the page agrees on the theme.
const subscribers = new Set<() => void>();

function notify(): void {
  for (const subscriber of subscribers) subscriber();
}

function subscribe(callback: () => void): () => void {
  subscribers.add(callback);
  const stopFollowing = subscribers.size === 1 ? followSystemTheme(notify) : undefined;
  return () => {
    subscribers.delete(callback);
    stopFollowing?.();
  };
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, appliedTheme, () => "light" as Theme);
  const toggleTheme = useCallback(() => {
    saveTheme(toggledTheme(appliedTheme()));
    notify();
  }, []);
  return { theme, toggleTheme };
}
