// KPI Input's choices live in the URL (UI-92): a link or a reload opens the same page, filters and sort,
// and Back steps through them. Values the server would refuse are dropped here, never sent.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { ViewType } from "../../../../domain/aggregation";
import {
  DEFAULT_KPI_INPUT_SORT,
  KPI_INPUT_PAGE_SIZES,
  KPI_INPUT_SORT_KEYS,
  type KpiInputSort,
  type KpiInputSortKey,
} from "../../../../domain/kpi-input";
import { FREQUENCIES, type Frequency, isPeriodKeyOf, type PeriodKey } from "../../../../domain/periods";

/** UI-92: the page sizes offered. */
export const PAGE_SIZE_CHOICES = [25, 50, 100, 200] as const;

export type KpiInputState = {
  year: number | null;
  frequency: Frequency | null;
  period: PeriodKey | null;
  view: ViewType;
  search: string;
  functionId: string | null;
  objectiveId: string | null;
  ownerId: string | null;
  sort: KpiInputSort;
  page: number;
  pageSize: number;
};

/** The URL's names of the state's fields. */
const NAMES = {
  year: "year",
  frequency: "frequency",
  period: "period",
  view: "view",
  search: "q",
  functionId: "function",
  objectiveId: "objective",
  ownerId: "owner",
  sort: "sort",
  direction: "dir",
  page: "page",
  pageSize: "size",
} as const;

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

export function readKpiInputState(params: URLSearchParams): KpiInputState {
  const frequencyText = params.get(NAMES.frequency);
  const frequency = FREQUENCIES.find((one) => one === frequencyText) ?? null;
  const periodText = params.get(NAMES.period);
  const sortKey = KPI_INPUT_SORT_KEYS.find((key) => key === params.get(NAMES.sort));
  const size = wholeNumber(params.get(NAMES.pageSize), 1, KPI_INPUT_PAGE_SIZES.max);
  return {
    year: wholeNumber(params.get(NAMES.year), 1900, 2200),
    frequency,
    period:
      frequency && periodText && isPeriodKeyOf(frequency, periodText) ? (periodText as PeriodKey) : null,
    view: params.get(NAMES.view) === "ytd" ? "ytd" : "period",
    search: params.get(NAMES.search) ?? "",
    functionId: params.get(NAMES.functionId),
    objectiveId: params.get(NAMES.objectiveId),
    ownerId: params.get(NAMES.ownerId),
    sort: sortKey
      ? { key: sortKey, direction: params.get(NAMES.direction) === "desc" ? "desc" : "asc" }
      : DEFAULT_KPI_INPUT_SORT,
    page: wholeNumber(params.get(NAMES.page), 1, 100_000) ?? 1,
    pageSize: size ?? KPI_INPUT_PAGE_SIZES.default,
  };
}

/** The query GET /api/kpi-input is sent: only what was chosen; the server fills in the defaults. */
export function kpiInputParams(state: KpiInputState) {
  return {
    year: state.year ?? undefined,
    frequency: state.frequency ?? undefined,
    period: state.period ?? undefined,
    view: state.view === "period" ? undefined : state.view,
    search: state.search.trim() || undefined,
    functionId: state.functionId ?? undefined,
    objectiveId: state.objectiveId ?? undefined,
    ownerId: state.ownerId ?? undefined,
    sort: state.sort.key === DEFAULT_KPI_INPUT_SORT.key ? undefined : state.sort.key,
    direction: state.sort.direction === "asc" ? undefined : state.sort.direction,
    page: state.page === 1 ? undefined : state.page,
    pageSize: state.pageSize === KPI_INPUT_PAGE_SIZES.default ? undefined : state.pageSize,
  };
}

export type KpiInputChange = Partial<Omit<KpiInputState, "sort">> & { sort?: KpiInputSort };

/** Writes a change into the URL; any change but a page's starts again at page 1 (UI-92). */
export function applyKpiInputChange(params: URLSearchParams, change: KpiInputChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === "") next.delete(name);
    else next.set(name, String(value));
  };
  if ("year" in change) put(NAMES.year, change.year);
  if ("frequency" in change) put(NAMES.frequency, change.frequency);
  if ("period" in change) put(NAMES.period, change.period);
  if ("view" in change) put(NAMES.view, change.view === "period" ? null : change.view);
  if ("search" in change) put(NAMES.search, change.search);
  if ("functionId" in change) put(NAMES.functionId, change.functionId);
  if ("objectiveId" in change) put(NAMES.objectiveId, change.objectiveId);
  if ("ownerId" in change) put(NAMES.ownerId, change.ownerId);
  if (change.sort) {
    put(NAMES.sort, change.sort.key);
    put(NAMES.direction, change.sort.direction === "asc" ? null : change.sort.direction);
  }
  if ("pageSize" in change) put(NAMES.pageSize, change.pageSize);
  put(NAMES.page, "page" in change && change.page !== 1 ? change.page : null);
  return next;
}

export function useKpiInputState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readKpiInputState(params), [params]);
  const change = useCallback(
    (update: KpiInputChange, options: { replace?: boolean } = {}) =>
      setParams((current) => applyKpiInputChange(current, update), { replace: options.replace }),
    [setParams],
  );
  return { state, change };
}

export type { KpiInputSortKey };
