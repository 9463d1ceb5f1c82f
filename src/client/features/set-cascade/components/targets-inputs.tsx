import { FormattedMessage, useIntl } from "react-intl";
import { type Frequency, periodKeysFor, yearLabel } from "../../../../domain/periods";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { setCascadeMessages as m } from "../messages";
import { periodText } from "./names";

/** The text typed per period key ('' = no target); targetTextsSchema reads it. */
export type TargetTexts = Record<string, string>;

/** The typed texts of a stored map: '' where there is no value. */
export function targetTextsOf(values: Record<string, number | null> | undefined): TargetTexts {
  const texts: TargetTexts = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    texts[key] = value === null || value === undefined ? "" : String(value);
  }
  return texts;
}

/** Targets inputs (PERIOD-6): every key of the frequency is sent; one with no value typed is null. */
export function targetsMapOf(
  frequency: Frequency,
  values: Record<string, number | null>,
): Record<string, number | null> {
  return Object.fromEntries(periodKeysFor(frequency).map((key) => [key, values[key] ?? null]));
}

export function TargetsInputs({
  frequency,
  year,
  texts,
  onChange,
  unit,
  error,
}: {
  frequency: Frequency;
  year: number;
  texts: TargetTexts;
  onChange: (texts: TargetTexts) => void;
  unit?: string | null;
  error?: string;
}) {
  // PERIOD-9: months from the fiscal start; FISCAL-6: the year as the screens name it.
  const intl = useIntl();
  const startMonth = useFiscalStartMonth();
  const keys = periodKeysFor(frequency, startMonth);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">
        <FormattedMessage {...m.targetsFor} values={{ year: yearLabel(year, startMonth) }} />
        {unit ? <span className="font-normal text-muted-foreground"> ({unit})</span> : null}
      </legend>
      <div
        className={
          keys.length > 4 ? "grid grid-cols-3 gap-2 sm:grid-cols-4" : "grid grid-cols-2 gap-2 sm:grid-cols-4"
        }
      >
        {keys.map((key) => {
          const id = `target-${key}`;
          return (
            <div key={key} className="grid gap-1">
              <Label htmlFor={id} className="text-xs text-muted-foreground">
                {periodText(intl, key)}
              </Label>
              <Input
                id={id}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                aria-label={intl.formatMessage(m.periodTargetLabel, { period: periodText(intl, key) })}
                value={texts[key] ?? ""}
                onChange={(event) => onChange({ ...texts, [key]: event.target.value })}
              />
            </div>
          );
        })}
      </div>
      {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
