import { currentYear, yearLabel } from "../../domain/periods";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

// PERIOD-3: every screen that picks a period also picks a year, defaulting to today's. Offers the years
// around today; a year outside that range stays selectable when it is the current value.
const YEARS_BACK = 5;
const YEARS_AHEAD = 1;

export function yearOptions(selected: number, now = new Date(), startMonth = 1): number[] {
  // FISCAL-4: around today's fiscal year.
  const thisYear = currentYear(now, startMonth);
  const years = new Set<number>([selected]);
  for (let year = thisYear - YEARS_BACK; year <= thisYear + YEARS_AHEAD; year++) years.add(year);
  return [...years].sort((a, b) => b - a);
}

export function YearSelect({
  value,
  onChange,
  id,
  className,
  startMonth = 1,
}: {
  value: number;
  onChange: (year: number) => void;
  id?: string;
  className?: string;
  /** FISCAL-6: a fiscal year not starting in January reads 'FY2027'. */
  startMonth?: number;
}) {
  return (
    <Select value={String(value)} onValueChange={(year) => onChange(Number(year))}>
      <SelectTrigger id={id} className={className ?? "w-28"} aria-label="Year">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {yearOptions(value, new Date(), startMonth).map((year) => (
          <SelectItem key={year} value={String(year)}>
            {yearLabel(year, startMonth)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
