// docs/decisions/025: Reporting Status' words (UI-65, CYCLE-30..CYCLE-33). German in
// src/locales/de/reportingStatus.json.
import { defineMessage, defineMessages } from "react-intl";

export const reportingStatusMessages = defineMessages({
  stateOverdue: { id: "reportingStatus.stateOverdue", defaultMessage: "Overdue" },
  stateDue: { id: "reportingStatus.stateDue", defaultMessage: "Not yet reported" },
  stateSubmitted: { id: "reportingStatus.stateSubmitted", defaultMessage: "Submitted for approval" },
  stateApproved: { id: "reportingStatus.stateApproved", defaultMessage: "Approved" },
  frequency: { id: "reportingStatus.frequency", defaultMessage: "Frequency" },
  monthly: { id: "reportingStatus.monthly", defaultMessage: "Monthly KPIs" },
  quarterly: { id: "reportingStatus.quarterly", defaultMessage: "Quarterly KPIs" },
  annual: { id: "reportingStatus.annual", defaultMessage: "Annual KPIs" },
  matrixTitle: { id: "reportingStatus.matrixTitle", defaultMessage: "Functions × periods" },
  matrixDescription: {
    id: "reportingStatus.matrixDescription",
    defaultMessage:
      "Each cell shows reported / expected: green when complete, amber when half or more is in, red when less is in after the due date; a dot marks overdue values. Select a cell for its figures.",
  },
  loadFailed: {
    id: "reportingStatus.loadFailed",
    defaultMessage: "The reporting status could not be loaded. Please try again.",
  },
  noFunctions: {
    id: "reportingStatus.noFunctions",
    defaultMessage: "No functions yet. Add them in Set and Cascade.",
  },
  columnFunction: { id: "reportingStatus.columnFunction", defaultMessage: "Function" },
  dueOn: defineMessage<{ readonly date: string }>({
    id: "reportingStatus.dueOn",
    defaultMessage: "Due {date}",
  }),
  cellLabel: defineMessage<{
    readonly function: string;
    readonly period: string;
    readonly reported: number;
    readonly expected: number;
    readonly overdue: number;
  }>({
    id: "reportingStatus.cellLabel",
    defaultMessage: "{function}, {period}: {reported} of {expected} reported, {overdue} overdue",
  }),
  pickedTitle: defineMessage<{ readonly function: string; readonly period: string }>({
    id: "reportingStatus.pickedTitle",
    defaultMessage: "{function}, {period}",
  }),
  expected: { id: "reportingStatus.expected", defaultMessage: "Expected" },
  reported: { id: "reportingStatus.reported", defaultMessage: "Reported" },
  approved: { id: "reportingStatus.approved", defaultMessage: "Approved" },
  overdue: { id: "reportingStatus.overdue", defaultMessage: "Overdue" },
  noKpis: { id: "reportingStatus.noKpis", defaultMessage: "No KPIs of this frequency in this function." },
  kpisLabel: { id: "reportingStatus.kpisLabel", defaultMessage: "KPIs of this period" },
  noOwner: { id: "reportingStatus.noOwner", defaultMessage: "No owner" },
});
