// docs/decisions/025: My KPIs' words (MYKPI-1..MYKPI-3). German in src/locales/de/myKpis.json.
import { defineMessage, defineMessages } from "react-intl";

export const myKpisMessages = defineMessages({
  dueWithPeriod: defineMessage<{ readonly label: string; readonly period: string }>({
    id: "myKpis.dueWithPeriod",
    defaultMessage: "{label} · {period}",
    description: "A badge: what is owed (Overdue, Due, Submitted) and for which period",
  }),
  upToDate: { id: "myKpis.upToDate", defaultMessage: "Up to date" },
  nothingDueYet: { id: "myKpis.nothingDueYet", defaultMessage: "Nothing due yet" },
  morePeriodsToReport: defineMessage<{ readonly count: number }>({
    id: "myKpis.morePeriodsToReport",
    defaultMessage: "{count} more {count, plural, one {period} other {periods}} to report",
  }),
  submittedForApproval: defineMessage<{ readonly count: number }>({
    id: "myKpis.submittedForApproval",
    defaultMessage: "{count} submitted for approval",
  }),
  moreSubmittedForApproval: defineMessage<{ readonly count: number }>({
    id: "myKpis.moreSubmittedForApproval",
    defaultMessage: "{count} more submitted for approval",
  }),
  updateResultOf: defineMessage<{ readonly name: string }>({
    id: "myKpis.updateResultOf",
    defaultMessage: "Update the result of {name}",
  }),
  updateKpiResult: { id: "myKpis.updateKpiResult", defaultMessage: "Update KPI Result" },
  columnKpi: { id: "myKpis.columnKpi", defaultMessage: "KPI" },
  columnFunction: { id: "myKpis.columnFunction", defaultMessage: "Function" },
  columnPeriod: { id: "myKpis.columnPeriod", defaultMessage: "Period" },
  columnTarget: { id: "myKpis.columnTarget", defaultMessage: "Target" },
  columnActual: { id: "myKpis.columnActual", defaultMessage: "Actual" },
  columnScore: { id: "myKpis.columnScore", defaultMessage: "Score" },
  columnStatus: { id: "myKpis.columnStatus", defaultMessage: "Status" },
  columnDue: { id: "myKpis.columnDue", defaultMessage: "Due" },
  columnActions: { id: "myKpis.columnActions", defaultMessage: "Actions" },
  noData: { id: "myKpis.noData", defaultMessage: "No data" },
  listLabel: { id: "myKpis.listLabel", defaultMessage: "My KPIs" },
  actualOfTarget: defineMessage<{
    readonly period: string;
    readonly actual: string;
    readonly target: string;
  }>({
    id: "myKpis.actualOfTarget",
    defaultMessage: "{period}: {actual} of {target}",
    description: "A KPI's card on a phone: the period, its actual and its target",
  }),
  counterOverdue: { id: "myKpis.counterOverdue", defaultMessage: "Overdue" },
  counterDue: { id: "myKpis.counterDue", defaultMessage: "Due" },
  counterSubmitted: { id: "myKpis.counterSubmitted", defaultMessage: "Submitted" },
  counterUpToDate: { id: "myKpis.counterUpToDate", defaultMessage: "Up to date" },
  ownedTitle: { id: "myKpis.ownedTitle", defaultMessage: "KPIs you own" },
  ownedDescription: {
    id: "myKpis.ownedDescription",
    defaultMessage:
      "As My Updates counts them: a period is due once it is open for reporting without an actual, overdue after its due date, and submitted while its value waits for approval.",
  },
  loading: { id: "myKpis.loading", defaultMessage: "Loading your KPIs" },
  loadFailed: { id: "myKpis.loadFailed", defaultMessage: "Your KPIs could not be loaded. Please try again." },
  empty: {
    id: "myKpis.empty",
    defaultMessage: "You do not own any KPIs yet. An admin makes you the owner of a KPI in Set and Cascade.",
  },
});
