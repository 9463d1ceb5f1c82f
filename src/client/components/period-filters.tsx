import { type ReactNode, useId } from "react";
import type { ViewType } from "../../domain/aggregation";
import type { PeriodState } from "../../domain/period-state";
import {
  FREQUENCIES,
  type Frequency,
  type PeriodKey,
  periodKeysFor,
  periodLabel,
} from "../../domain/periods";
import { Label } from "./ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

// The frequency / period / view-type pickers shared by KPI Input, KPI Results and Corporate BSC
// (UI-10, UI-17, PERIOD-7, PERIOD-3), in the organization's fiscal year (FISCAL-3, FISCAL-4, FISCAL-6):
// `startMonth` is its start month, 1 (January) when not given.

/** UI-10, UI-17: 'Monthly (12 periods), Quarterly (4), Annual (1)'. */
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  monthly: "Monthly (12 periods)",
  quarterly: "Quarterly (4 periods)",
  annual: "Annual (1 period)",
};

const FREQUENCY_NAMES: Record<Frequency, string> = {
  monthly: "Monthly",
  quarterly: "Quarterly",
  annual: "Annual",
};

export const ANNUAL_VIEW_NOTE = "Annual KPIs always use YTD view";

/** A small label above a filter control. */
export function FilterField({ label, id, children }: { label: string; id?: string; children: ReactNode }) {
  return (
    // A one-column grid of minmax(0, 1fr): a select with a long value truncates instead of overflowing.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** The 'all' choice of an OptionFilter (no value in the URL or the request). */
const ALL_OPTIONS = "__all__";

/**
 * A filter among `options`, with `allLabel` ('All owners', 'Any health') first; the screens of KPI
 * Input and Initiatives filter with it. An empty value is that first choice, and picking it gives null.
 */
export function OptionFilter({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  allLabel: string;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <FilterField label={label} id={id}>
      <Select
        value={value || ALL_OPTIONS}
        onValueChange={(next) => onChange(next === ALL_OPTIONS ? null : next)}
      >
        <SelectTrigger id={id} aria-label={label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_OPTIONS}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FilterField>
  );
}

export function FrequencySelect({
  value,
  onChange,
  options = FREQUENCIES,
  label = "Frequency",
}: {
  value: Frequency;
  onChange: (frequency: Frequency) => void;
  options?: readonly Frequency[];
  label?: string;
}) {
  const id = useId();
  return (
    <FilterField label={label} id={id}>
      <Select value={value} onValueChange={(next) => onChange(next as Frequency)}>
        <SelectTrigger id={id} aria-label={label}>
          {/* The closed picker shows the short name; the list says how many periods each has. */}
          <SelectValue>{FREQUENCY_NAMES[value]}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {options.map((frequency) => (
            <SelectItem key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FilterField>
  );
}

export function PeriodSelect({
  frequency,
  value,
  year,
  onChange,
  label = "View Period",
  startMonth = 1,
}: {
  frequency: Frequency;
  value: PeriodKey;
  year: number;
  onChange: (period: PeriodKey) => void;
  label?: string;
  /** PERIOD-9: months listed from the fiscal start; FISCAL-6 labels. */
  startMonth?: number;
}) {
  const id = useId();
  return (
    <FilterField label={label} id={id}>
      <Select
        value={value}
        onValueChange={(next) => onChange(next as PeriodKey)}
        disabled={frequency === "annual"}
      >
        <SelectTrigger id={id} aria-label={label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {periodKeysFor(frequency, startMonth).map((key) => (
            <SelectItem key={key} value={key}>
              {periodLabel(frequency, key, year, startMonth)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FilterField>
  );
}

export function ViewTypeSelect({
  value,
  frequency,
  onChange,
  label = "View Type",
  periodLabelText = "Period View",
}: {
  value: ViewType;
  frequency: Frequency;
  onChange: (view: ViewType) => void;
  label?: string;
  periodLabelText?: string;
}) {
  const id = useId();
  const annual = frequency === "annual";
  return (
    <FilterField label={label} id={id}>
      <Select
        value={annual ? "ytd" : value}
        onValueChange={(next) => onChange(next as ViewType)}
        disabled={annual}
      >
        <SelectTrigger id={id} aria-label={label} aria-describedby={annual ? `${id}-note` : undefined}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="period">{periodLabelText}</SelectItem>
          <SelectItem value="ytd">Year-to-Date (YTD)</SelectItem>
        </SelectContent>
      </Select>
      {annual && (
        <p id={`${id}-note`} className="text-xs text-muted-foreground">
          {ANNUAL_VIEW_NOTE}
        </p>
      )}
    </FilterField>
  );
}

/** The caption of a view: 'Q2 2026', 'YTD through March 2026', '2026 (YTD)'; FISCAL-6: 'FY2027 Q1'. */
export function viewCaption(state: PeriodState, year: number, startMonth = 1): string {
  const label = periodLabel(state.frequency, state.period, year, startMonth);
  if (state.frequency === "annual") return `${label} (YTD)`;
  return state.view === "ytd" ? `YTD through ${label}` : label;
}
