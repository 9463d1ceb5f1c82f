import { ThemeToggleButton } from "./theme-toggle-button";
import { WithTooltip } from "./ui/tooltip";

/** Sidebar (UI-2) and Theme (UI-3): the theme button with the app's tooltip. */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <WithTooltip label="Toggle theme">
      <ThemeToggleButton className={className} />
    </WithTooltip>
  );
}
