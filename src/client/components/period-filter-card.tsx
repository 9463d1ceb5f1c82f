import { type ReactNode, useState } from "react";
import { initialPeriodState, type PeriodState, withFrequency } from "../../domain/period-state";
import { currentYear } from "../../domain/periods";
import { cn } from "../lib/cn";
import { useFiscalStartMonth, useOrganizationMonth } from "../lib/fiscal-year";
import { FilterField, FrequencySelect, PeriodSelect, ViewTypeSelect } from "./period-filters";
import { Card, CardContent } from "./ui/card";
import { YearSelect } from "./year-select";

/**
 * The year and period a scorecard screen shows. FISCAL-4: until one is picked, today's fiscal year;
 * UI-10, UI-17: quarterly by default, today's quarter (PERIOD-3, PERIOD-7).
 */
export function usePeriodFilters() {
  const fiscalStart = useFiscalStartMonth();
  // SETTINGS-17: this month on the organization's clocks.
  const orgMonth = useOrganizationMonth();
  const [yearChoice, setYear] = useState<number | null>(null);
  const year = yearChoice ?? currentYear(orgMonth, fiscalStart);
  const [periodChoice, setPeriodChoice] = useState<PeriodState | null>(null);
  const periodState = periodChoice ?? initialPeriodState("quarterly", orgMonth, fiscalStart);
  return { fiscalStart, orgMonth, year, setYear, periodState, setPeriodState: setPeriodChoice };
}

export type PeriodFilters = ReturnType<typeof usePeriodFilters>;

/**
 * Corporate BSC's and KPI Results' filter card: frequency, period, view and year, after an optional
 * filter of the screen's own (KPI Results' function) and above an optional caption.
 */
export function PeriodFilterCard({
  filters: { fiscalStart, orgMonth, year, setYear, periodState, setPeriodState },
  yearId,
  leading,
  caption,
}: {
  filters: PeriodFilters;
  /** The year select's id (e2e tests find Corporate BSC's as #bsc-year). */
  yearId: string;
  leading?: ReactNode;
  caption?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="grid gap-4 p-4">
        <div className={cn("grid grid-cols-2 gap-3 sm:gap-4", leading ? "lg:grid-cols-5" : "lg:grid-cols-4")}>
          {leading ? <div className="col-span-2 lg:col-span-1">{leading}</div> : null}
          <FrequencySelect
            value={periodState.frequency}
            onChange={(frequency) =>
              setPeriodState(withFrequency(periodState, frequency, orgMonth, fiscalStart))
            }
          />
          <PeriodSelect
            frequency={periodState.frequency}
            value={periodState.period}
            year={year}
            startMonth={fiscalStart}
            onChange={(period) => setPeriodState({ ...periodState, period })}
          />
          <ViewTypeSelect
            value={periodState.view}
            frequency={periodState.frequency}
            onChange={(view) => setPeriodState({ ...periodState, view })}
          />
          <FilterField label="Year" id={yearId}>
            <YearSelect
              id={yearId}
              value={year}
              onChange={setYear}
              className="w-full"
              startMonth={fiscalStart}
            />
          </FilterField>
        </div>
        {caption ? <p className="text-sm text-muted-foreground">{caption}</p> : null}
      </CardContent>
    </Card>
  );
}
