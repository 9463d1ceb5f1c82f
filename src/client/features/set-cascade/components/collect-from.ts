// CYCLE-34: the choices of "Collect values from …" on the KPI assignment dialogs: '' keeps the default (the
// period it is assigned in, or what the assignment has), then each period of last year and this year.
import type { Frequency } from "../../../../domain/periods";
import { collectFromChoices, monthLabel } from "../../../../domain/reporting-calendar";

export const COLLECT_FROM_LABEL = "Collect values from";

/** The options of the field; `current` (edit) is the month the assignment collects from now. */
export function collectFromOptions(
  frequency: Frequency,
  year: number,
  startMonth: number,
  current?: string,
): { value: string; label: string }[] {
  const first = current
    ? { value: "", label: `As it is (from ${monthLabel(current)})` }
    : { value: "", label: "The period it is assigned in" };
  return [first, ...collectFromChoices(frequency, year, startMonth)];
}
