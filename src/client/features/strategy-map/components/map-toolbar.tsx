import { Download, FileImage, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { StrategyMap } from "../../../../domain/schemas/strategy-map";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { strategyMapMessages as m } from "../messages";

function ThemeChip({
  active,
  color,
  label,
  onClick,
}: {
  active: boolean;
  color?: string | null;
  label: ReactNode;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        "inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        active ? "bg-accent text-accent-foreground" : "bg-card hover:bg-accent",
      )}
      style={active && color ? { borderColor: color } : undefined}
    >
      {color ? (
        <span className="size-2.5 rounded-full" style={{ background: color }} aria-hidden="true" />
      ) : null}
      {label}
    </button>
  );
}

/** STRAT-26: the map's own theme chips (absent when a theme is picked outside it); STRAT-31: the exports. */
export function MapToolbar({
  themes,
  ownTheme,
  onTheme,
  onSvg,
  onPng,
}: {
  /** null: the theme is picked outside the map, so no chips. */
  themes: StrategyMap["themes"] | null;
  ownTheme: string | null;
  onTheme: (themeId: string | null) => void;
  onSvg: () => void;
  onPng: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
      {themes && themes.length > 0 ? (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">
            <FormattedMessage {...m.highlightTheme} />
          </legend>
          <ThemeChip
            active={ownTheme === null}
            onClick={() => onTheme(null)}
            label={<FormattedMessage {...m.allThemes} />}
          />
          {themes.map((t) => (
            <ThemeChip
              key={t.id}
              active={ownTheme === t.id}
              color={t.color}
              onClick={() => onTheme(ownTheme === t.id ? null : t.id)}
              label={t.name}
            />
          ))}
        </fieldset>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onSvg}>
          <Download aria-hidden="true" /> SVG
        </Button>
        <Button variant="outline" size="sm" onClick={onPng}>
          <FileImage aria-hidden="true" /> PNG
        </Button>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> <FormattedMessage {...m.print} />
        </Button>
      </div>
    </div>
  );
}
