// CYCLE-34: the choices of "Collect values from …" on the KPI assignment dialogs: '' keeps the default (the
// period it is assigned in, or what the assignment has), then each period of last year and this year.
import type { Frequency } from "../../../../domain/periods";
import { collectFromChoices } from "../../../../domain/reporting-calendar";
import { translate } from "../../../i18n/translate";
import { setCascadeMessages as m } from "../messages";
import { monthYearText } from "./names";

/** The options of the field; `current` (edit) is the month the assignment collects from now. */
export function collectFromOptions(
  frequency: Frequency,
  year: number,
  startMonth: number,
  current?: string,
): { value: string; label: string }[] {
  const first = current
    ? { value: "", label: translate(m.collectAsItIs, { month: monthYearText(current) }) }
    : { value: "", label: translate(m.collectAssignedPeriod) };
  return [first, ...collectFromChoices(frequency, year, startMonth)];
}
