import { Moon, Sun } from "lucide-react";
import type { ComponentProps } from "react";
import { useTheme } from "../lib/use-theme";
import { Button } from "./ui/button";

/**
 * Theme (UI-3): flips light and dark and saves the choice. Without the tooltip library, for the landing
 * page's own entry (LANDING-7); the native title shows the label on hover instead.
 */
export function ThemeToggleButton(props: ComponentProps<typeof Button>) {
  const { theme, toggleTheme } = useTheme();
  return (
    // The props first: a tooltip trigger passes its handlers and ref through them.
    <Button
      {...props}
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      aria-pressed={theme === "dark"}
      onClick={toggleTheme}
    >
      {theme === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
