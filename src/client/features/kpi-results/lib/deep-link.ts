import type { PeriodState } from "../../../../domain/period-state";
import { frequencyOfKey, isPeriodKey, type PeriodKey } from "../../../../domain/periods";

/**
 * UI-101: what a link into KPI Results asks for: `?kpi=<kpiAssignmentId>&year=<year>&period=<periodKey>`
 * opens that KPI's detail dialog in that year and period; `&commentary=1` opens its commentary editor
 * for that period. The notifications' links and actions are built this way (NOTIFY-3).
 */
export type KpiLink = {
  kpiAssignmentId: string;
  year: number | null;
  period: PeriodKey | null;
  commentary: boolean;
};

export const KPI_LINK_PARAMS = ["kpi", "year", "period", "commentary"] as const;

export function readKpiLink(search: URLSearchParams): KpiLink | null {
  const kpiAssignmentId = search.get("kpi");
  if (!kpiAssignmentId) return null;
  const yearText = search.get("year");
  const year = yearText !== null && /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  const periodText = search.get("period");
  return {
    kpiAssignmentId,
    year,
    period: isPeriodKey(periodText) ? periodText : null,
    commentary: search.get("commentary") === "1",
  };
}

/** The link's parameters taken out, the rest kept, so closing the dialog does not open it again. */
export function withoutKpiLink(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of KPI_LINK_PARAMS) rest.delete(name);
  return rest;
}

/** The screen's period filters showing the KPI's own period: its frequency, that period, the period view. */
export function periodStateFor(period: PeriodKey): PeriodState {
  const frequency = frequencyOfKey(period);
  return { frequency, period, view: frequency === "annual" ? "ytd" : "period" };
}
