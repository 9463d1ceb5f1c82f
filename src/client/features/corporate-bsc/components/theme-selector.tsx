import { Layers } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Theme } from "../../../../domain/schemas/library";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { corporateBscMessages as m } from "../messages";

const CHIP =
  "inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** Strategic Themes selector (UI-10): 'All Themes' plus one button per theme with its colour dot. */
export function ThemeSelector({
  themes,
  selected,
  onSelect,
}: {
  themes: readonly Theme[];
  selected: string | null;
  onSelect: (themeId: string | null) => void;
}) {
  const intl = useIntl();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Layers className="size-4 text-primary" aria-hidden="true" />
          <FormattedMessage {...m.strategicThemes} />
        </CardTitle>
        <CardDescription>
          <FormattedMessage {...m.themesDescription} />
        </CardDescription>
      </CardHeader>
      <CardContent
        className="flex flex-wrap gap-2"
        role="group"
        aria-label={intl.formatMessage(m.themesGroup)}
      >
        <button
          type="button"
          aria-pressed={selected === null}
          onClick={() => onSelect(null)}
          className={cn(
            CHIP,
            selected === null
              ? "border-primary bg-primary text-primary-foreground"
              : "bg-card hover:bg-accent",
          )}
        >
          <FormattedMessage {...m.allThemes} />
        </button>
        {themes.map((theme) => {
          const active = selected === theme.id;
          return (
            <button
              key={theme.id}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(active ? null : theme.id)}
              className={cn(CHIP, active ? "bg-accent text-accent-foreground" : "bg-card hover:bg-accent")}
              style={
                active ? { borderColor: theme.color, boxShadow: `inset 0 0 0 1px ${theme.color}` } : undefined
              }
            >
              <span
                className="size-2.5 rounded-full"
                style={{ background: theme.color }}
                aria-hidden="true"
              />
              {theme.name}
            </button>
          );
        })}
        {themes.length === 0 && (
          <p className="self-center text-sm text-muted-foreground">
            <FormattedMessage {...m.noThemes} />
          </p>
        )}
      </CardContent>
    </Card>
  );
}
