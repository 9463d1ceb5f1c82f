// docs/decisions/025: KPI Input's words (UI-13, UI-14, UI-56, UI-60, UI-93). German in src/locales/de/kpiOverview.json.
import { defineMessage, defineMessages } from "react-intl";

export const kpiOverviewMessages = defineMessages({
  // Page (UI-13)
  year: { id: "kpiOverview.year", defaultMessage: "Year" },
  import: { id: "kpiOverview.import", defaultMessage: "Import" },
  shownCount: defineMessage<{ readonly count: number }>({
    id: "kpiOverview.shownCount",
    defaultMessage: "{count, plural, one {# KPI} other {# KPIs}} shown",
  }),
  shownCountWithView: defineMessage<{ readonly count: number; readonly view: string }>({
    id: "kpiOverview.shownCountWithView",
    defaultMessage: "{count, plural, one {# KPI} other {# KPIs}} shown · {view}",
    description: "{view} names the period shown, e.g. 'Q2 2026'",
  }),
  total: defineMessage<{ readonly total: number }>({
    id: "kpiOverview.total",
    defaultMessage: "Total {total}",
    description: "How many KPIs the year has in all",
  }),
  searchPlaceholder: {
    id: "kpiOverview.searchPlaceholder",
    defaultMessage: "Search KPIs, functions, objectives, owners or descriptions",
  },
  searchLabel: { id: "kpiOverview.searchLabel", defaultMessage: "Search KPIs" },
  viewMode: { id: "kpiOverview.viewMode", defaultMessage: "View Mode" },
  viewPeriod: {
    id: "kpiOverview.viewPeriod",
    defaultMessage: "Period",
    description: "View mode: one period",
  },
  viewYtd: { id: "kpiOverview.viewYtd", defaultMessage: "Year-to-Date" },
  ytdThrough: { id: "kpiOverview.ytdThrough", defaultMessage: "YTD Through" },
  period: { id: "kpiOverview.period", defaultMessage: "Period" },
  function: { id: "kpiOverview.function", defaultMessage: "Function" },
  allFunctions: { id: "kpiOverview.allFunctions", defaultMessage: "All functions" },
  objective: { id: "kpiOverview.objective", defaultMessage: "Objective" },
  allObjectives: { id: "kpiOverview.allObjectives", defaultMessage: "All objectives" },
  owner: { id: "kpiOverview.owner", defaultMessage: "Owner" },
  allOwners: { id: "kpiOverview.allOwners", defaultMessage: "All owners" },
  clearAllFilters: { id: "kpiOverview.clearAllFilters", defaultMessage: "Clear All Filters" },
  noKpisFound: { id: "kpiOverview.noKpisFound", defaultMessage: "No KPIs found matching your criteria" },
  noData: { id: "kpiOverview.noData", defaultMessage: "No data" },
  pendingTitle: defineMessage<{ readonly values: string }>({
    id: "kpiOverview.pendingTitle",
    defaultMessage: "Pending approval ({values})",
    description: "{values} lists 'period: value' pairs waiting for approval",
  }),
  // Table (UI-13)
  kpiName: { id: "kpiOverview.kpiName", defaultMessage: "KPI Name" },
  linkedObjective: { id: "kpiOverview.linkedObjective", defaultMessage: "Linked Objective" },
  frequency: { id: "kpiOverview.frequency", defaultMessage: "Frequency" },
  status: { id: "kpiOverview.status", defaultMessage: "Status" },
  target: { id: "kpiOverview.target", defaultMessage: "Target" },
  actual: { id: "kpiOverview.actual", defaultMessage: "Actual" },
  noObjective: { id: "kpiOverview.noObjective", defaultMessage: "No objective" },
  calculated: { id: "kpiOverview.calculated", defaultMessage: "Calculated" },
  calculatedTitle: defineMessage<{ readonly formula: string }>({
    id: "kpiOverview.calculatedTitle",
    defaultMessage: "Calculated: {formula}",
  }),
  editActualsOf: defineMessage<{ readonly name: string }>({
    id: "kpiOverview.editActualsOf",
    defaultMessage: "Edit actual results of {name}",
  }),
  editActuals: { id: "kpiOverview.editActuals", defaultMessage: "Edit actual results" },
  unassigned: { id: "kpiOverview.unassigned", defaultMessage: "Unassigned", description: "No owner" },
  frequencyName: defineMessage<{ readonly frequency: string }>({
    id: "kpiOverview.frequencyName",
    defaultMessage: "{frequency, select, monthly {Monthly} quarterly {Quarterly} other {Annual}}",
  }),
  perspectiveName: defineMessage<{ readonly perspective: string }>({
    id: "kpiOverview.perspectiveName",
    defaultMessage:
      "{perspective, select, Financial {Financial} Customer {Customer} Internal_Process {Internal Process} other {Learning & Growth}}",
    description: "A BSC perspective's default name",
  }),
  statusExceedsTarget: { id: "kpiOverview.statusExceedsTarget", defaultMessage: "Exceeds Target" },
  statusOnTarget: { id: "kpiOverview.statusOnTarget", defaultMessage: "On Target" },
  statusNearTarget: { id: "kpiOverview.statusNearTarget", defaultMessage: "Near Target" },
  statusAtRisk: { id: "kpiOverview.statusAtRisk", defaultMessage: "At Risk" },
  statusBelowTarget: { id: "kpiOverview.statusBelowTarget", defaultMessage: "Below Target" },
  statusNoData: { id: "kpiOverview.statusNoData", defaultMessage: "No Data" },
  // Pager (UI-93)
  pagesLabel: { id: "kpiOverview.pagesLabel", defaultMessage: "KPI pages" },
  noKpis: { id: "kpiOverview.noKpis", defaultMessage: "No KPIs" },
  pageRange: defineMessage<{ readonly first: string; readonly last: string; readonly total: string }>({
    id: "kpiOverview.pageRange",
    defaultMessage: "{first}–{last} of {total}",
  }),
  rowsPerPage: { id: "kpiOverview.rowsPerPage", defaultMessage: "Rows per page" },
  firstPage: { id: "kpiOverview.firstPage", defaultMessage: "First page" },
  previousPage: { id: "kpiOverview.previousPage", defaultMessage: "Previous page" },
  nextPage: { id: "kpiOverview.nextPage", defaultMessage: "Next page" },
  lastPage: { id: "kpiOverview.lastPage", defaultMessage: "Last page" },
  pageOf: defineMessage<{ readonly page: string; readonly count: string }>({
    id: "kpiOverview.pageOf",
    defaultMessage: "Page {page} of {count}",
  }),
  // Actual Results dialog (UI-14, UI-56, UI-60)
  closedPeriodHint: {
    id: "kpiOverview.closedPeriodHint",
    defaultMessage:
      "Closed. To change it, ask an administrator to reopen the period or submit a change request.",
  },
  closedPeriodsNote: defineMessage<{ readonly count: number; readonly periods: string }>({
    id: "kpiOverview.closedPeriodsNote",
    defaultMessage:
      "{count, plural, one {{periods} is closed. To change it, ask an administrator to reopen the period or submit a change request.} other {{periods} are closed. To change them, ask an administrator to reopen the period or submit a change request.}}",
    description: "{periods} lists the closed periods' names",
  }),
  submittedTitle: { id: "kpiOverview.submittedTitle", defaultMessage: "Submitted for approval" },
  submittedDescription: {
    id: "kpiOverview.submittedDescription",
    defaultMessage: "Your values were submitted for approval. Scores use them once they are approved.",
  },
  actualsUpdated: { id: "kpiOverview.actualsUpdated", defaultMessage: "Actual results updated successfully" },
  periodClosed: { id: "kpiOverview.periodClosed", defaultMessage: "This period is closed" },
  unknownError: { id: "kpiOverview.unknownError", defaultMessage: "Unknown error" },
  actualsFailed: defineMessage<{ readonly reason: string }>({
    id: "kpiOverview.actualsFailed",
    defaultMessage: "Failed to update actual results: {reason}",
  }),
  actualResultsTitle: { id: "kpiOverview.actualResultsTitle", defaultMessage: "Actual Results" },
  actualResultsDescription: defineMessage<{ readonly kpi: string; readonly year: string }>({
    id: "kpiOverview.actualResultsDescription",
    defaultMessage: "{kpi} · {year}. Only periods with data need filling; leave a period empty for no data.",
  }),
  saveActualResults: { id: "kpiOverview.saveActualResults", defaultMessage: "Save Actual Results" },
  requestChange: { id: "kpiOverview.requestChange", defaultMessage: "Request change" },
  closed: { id: "kpiOverview.closed", defaultMessage: "Closed", description: "A period closed for input" },
  closedInputTitle: defineMessage<{ readonly period: string; readonly hint: string }>({
    id: "kpiOverview.closedInputTitle",
    defaultMessage: "{period}: {hint}",
  }),
  closedTargetHint: defineMessage<{ readonly target: string }>({
    id: "kpiOverview.closedTargetHint",
    defaultMessage: "Closed · Target: {target}",
  }),
  targetHint: defineMessage<{ readonly target: string }>({
    id: "kpiOverview.targetHint",
    defaultMessage: "Target: {target}",
  }),
  targetPendingHint: defineMessage<{ readonly target: string; readonly pending: string }>({
    id: "kpiOverview.targetPendingHint",
    defaultMessage: "Target: {target} · Pending approval: {pending}",
  }),
});
