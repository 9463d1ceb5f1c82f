import { Moon, Sun } from "lucide-react";
import { useTheme } from "../lib/use-theme";
import { Button } from "./ui/button";
import { WithTooltip } from "./ui/tooltip";

/** Sidebar (UI-2) and Theme (UI-3): flips light and dark and saves the choice. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  return (
    <WithTooltip label="Toggle theme">
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label="Toggle theme"
        aria-pressed={theme === "dark"}
        onClick={toggleTheme}
      >
        {theme === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      </Button>
    </WithTooltip>
  );
}
