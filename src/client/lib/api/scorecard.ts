// GET /api/scorecard and GET /api/kpi-assignments/{id}/history (issue 7), shared by KPI Results,
// Corporate BSC and the score explanations. Writes to KPI assignments, settings or the cascade
// invalidate queryKeys.scorecard, which prefixes every scorecard key here.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ViewType } from "../../../domain/aggregation";
import type { Frequency, PeriodKey } from "../../../domain/periods";
import type { KpiHistory, ScorecardResponse } from "../../../domain/schemas/scorecard";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

export type {
  KpiHistory,
  ScorecardKpiRow,
  ScorecardObjectiveRow,
  ScorecardPerspectiveRow,
  ScorecardResponse,
} from "../../../domain/schemas/scorecard";

export type ScorecardParams = {
  /** Omitted: the CEO function. */
  functionId?: string | null;
  year: number;
  frequency: Frequency;
  period: PeriodKey;
  view: ViewType;
};

function scorecardUrl(params: ScorecardParams): string {
  const search = new URLSearchParams({
    year: String(params.year),
    frequency: params.frequency,
    period: params.period,
    view: params.view,
  });
  if (params.functionId) search.set("functionId", params.functionId);
  return `/api/scorecard?${search.toString()}`;
}

export const getScorecard = (params: ScorecardParams, signal?: AbortSignal) =>
  api.get<ScorecardResponse>(scorecardUrl(params), { signal });

export function scorecardQueryOptions(params: ScorecardParams) {
  return queryOptions({
    queryKey: [...queryKeys.scorecard, { ...params, functionId: params.functionId ?? null }],
    queryFn: ({ signal }) => getScorecard(params, signal),
    // Changing a filter keeps the last answer on screen until the new one arrives (no flash of empty).
    placeholderData: keepPreviousData,
  });
}

export const useScorecard = (params: ScorecardParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...scorecardQueryOptions(params), enabled: options.enabled ?? true });

export const getKpiHistory = (id: string, year: number, years: number, signal?: AbortSignal) =>
  api.get<KpiHistory>(`/api/kpi-assignments/${encodeURIComponent(id)}/history?year=${year}&years=${years}`, {
    signal,
  });

/** Under the scorecard key, so any write that refreshes scores refreshes the trends too. */
export function kpiHistoryQueryOptions(id: string, year: number, years = 2) {
  return queryOptions({
    queryKey: [...queryKeys.scorecard, "history", { id, year, years }],
    queryFn: ({ signal }) => getKpiHistory(id, year, years, signal),
  });
}

export const useKpiHistory = (id: string, year: number, years = 2, options: { enabled?: boolean } = {}) =>
  useQuery({ ...kpiHistoryQueryOptions(id, year, years), enabled: options.enabled ?? true });
