import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Frequency, PeriodValues } from "../../../../domain/periods";
import type { KpiHistory } from "../../../../domain/schemas/scorecard";
import { aggregationOf, fillAcross, type SpreadMethod, spreadAnnualTarget } from "../../../../domain/targets";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useRead } from "../../../lib/resources";
import { setCascadeMessages as m } from "../messages";
import type { TargetTexts } from "./targets-inputs";

/**
 * Targets without typing every box (TARGET-2, TARGET-3, TARGET-4): spread an annual target over the
 * periods (evenly or by last year's actual results) by the KPI's aggregation (TARGET-1), or fill one
 * value across. The boxes below are filled; nothing is saved until the dialog is.
 */
export function TargetTools({
  assignmentId,
  kpi,
  year,
  texts,
  onChange,
}: {
  /** The KPI assignment, for last year's actuals; none while assigning. */
  assignmentId?: string;
  kpi: { frequency: Frequency; isCumulative: boolean; aggregation?: string | null };
  year: number;
  texts: TargetTexts;
  onChange: (texts: TargetTexts) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [annualText, setAnnualText] = useState("");
  const [method, setMethod] = useState<SpreadMethod>("even");
  const [note, setNote] = useState<string | null>(null);
  const aggregation = aggregationOf(kpi);
  const history = useRead<KpiHistory>(`/api/kpi-assignments/${assignmentId ?? "none"}/history`, {
    params: { year: year - 1, years: 1 },
    enabled: Boolean(assignmentId) && method === "last-year" && aggregation === "sum",
  });
  if (kpi.frequency === "annual") return null;

  const annual = annualText.trim() === "" ? Number.NaN : Number(annualText.trim());
  const valid = Number.isFinite(annual);

  function apply(values: Record<string, number | null>) {
    const next: TargetTexts = { ...texts };
    for (const [key, value] of Object.entries(values)) next[key] = value === null ? "" : String(value);
    onChange(next);
  }

  function spread() {
    const profile: PeriodValues = {};
    for (const period of history.data?.years.find((y) => y.year === year - 1)?.periods ?? []) {
      if (period.actual !== null) profile[period.periodKey as keyof PeriodValues] = period.actual;
    }
    const result = spreadAnnualTarget({ annual, frequency: kpi.frequency, aggregation, method, profile });
    // docs/decisions/025: the domain's notes (TARGET-1, TARGET-3) in the screens' language, by what it did.
    if (!result.ok) {
      setNote(intl.formatMessage(m.annualTargetNotNumber));
      return;
    }
    apply(result.values);
    if (aggregation !== "sum") setNote(intl.formatMessage(m.eachPeriodGets, { annual, aggregation }));
    else if (result.note !== null) setNote(intl.formatMessage(m.noProfileSpreadEvenly));
    else setNote(intl.formatMessage(m.spreadDone, { annual, year }));
  }

  return (
    <fieldset
      className="grid gap-2 rounded-lg border border-dashed p-3"
      aria-label={intl.formatMessage(m.fillTargets)}
    >
      <legend className="px-1 text-sm font-medium">
        <FormattedMessage {...m.fillTargets} />
      </legend>
      <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-annual`} className="text-xs text-muted-foreground">
            <FormattedMessage {...m.annualTargetFor} values={{ year }} />
          </Label>
          <Input
            id={`${id}-annual`}
            type="number"
            step="any"
            inputMode="decimal"
            value={annualText}
            onChange={(event) => setAnnualText(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-method`} className="text-xs text-muted-foreground">
            <FormattedMessage {...m.spread} />
          </Label>
          <select
            id={`${id}-method`}
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={method}
            disabled={aggregation !== "sum"}
            onChange={(event) => setMethod(event.target.value as SpreadMethod)}
          >
            <option value="even">{intl.formatMessage(m.evenly)}</option>
            {assignmentId ? (
              <option value="last-year">{intl.formatMessage(m.byLastYearProfile, { year: year - 1 })}</option>
            ) : null}
          </select>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!valid || (method === "last-year" && history.isPending)}
          onClick={spread}
        >
          <FormattedMessage {...m.spread} />
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!valid}
          onClick={() => {
            apply(fillAcross(annual, kpi.frequency));
            setNote(intl.formatMessage(m.filledAcross, { annual }));
          }}
        >
          <FormattedMessage {...m.fillAcross} />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground" role="status" aria-live="polite">
        {note ?? intl.formatMessage(m.aggregationHint, { aggregation })}
      </p>
    </fieldset>
  );
}
