import { useIntl } from "react-intl";
import { commonMessages } from "./messages";
import { ThemeToggleButton } from "./theme-toggle-button";
import { WithTooltip } from "./ui/tooltip";

/** Sidebar (UI-2) and Theme (UI-3): the theme button with the app's tooltip. */
export function ThemeToggle({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <WithTooltip label={intl.formatMessage(commonMessages.toggleTheme)}>
      <ThemeToggleButton className={className} />
    </WithTooltip>
  );
}
