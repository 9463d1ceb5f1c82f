// docs/decisions/025: My Updates' words (UI-63, UI-64, CYCLE-21, CYCLE-22, CYCLE-29). German in
// src/locales/de/myUpdates.json.
import { defineMessage, defineMessages } from "react-intl";

export const myUpdatesMessages = defineMessages({
  title: { id: "myUpdates.title", defaultMessage: "My Updates" },
  description: defineMessage<{ readonly dueDays: number; readonly leadDays: number }>({
    id: "myUpdates.description",
    defaultMessage:
      "The results you are asked to report. Each is due {dueDays} days after its period ends; you are reminded by e-mail {leadDays} days before.",
  }),
  descriptionLoading: {
    id: "myUpdates.descriptionLoading",
    defaultMessage: "The results you are asked to report, with their due dates.",
  },
  sectionOverdue: { id: "myUpdates.sectionOverdue", defaultMessage: "Overdue" },
  sectionOverdueDescription: {
    id: "myUpdates.sectionOverdueDescription",
    defaultMessage: "Past their due date without a value.",
  },
  sectionRejected: { id: "myUpdates.sectionRejected", defaultMessage: "Rejected" },
  sectionRejectedDescription: {
    id: "myUpdates.sectionRejectedDescription",
    defaultMessage: "A reviewer refused the value you submitted: enter it again or a corrected one.",
  },
  sectionDue: { id: "myUpdates.sectionDue", defaultMessage: "Due" },
  sectionDueDescription: {
    id: "myUpdates.sectionDueDescription",
    defaultMessage: "Ended periods and those due within the reminder days.",
  },
  sectionSubmitted: { id: "myUpdates.sectionSubmitted", defaultMessage: "Submitted for approval" },
  sectionSubmittedDescription: {
    id: "myUpdates.sectionSubmittedDescription",
    defaultMessage: "Waiting for a reviewer's decision.",
  },
  sectionApproved: { id: "myUpdates.sectionApproved", defaultMessage: "Approved" },
  sectionApprovedDescription: {
    id: "myUpdates.sectionApprovedDescription",
    defaultMessage: "Due in the last 45 days; older values stay in KPI Results.",
  },
  counterOverdue: { id: "myUpdates.counterOverdue", defaultMessage: "Overdue" },
  counterRejected: { id: "myUpdates.counterRejected", defaultMessage: "Rejected" },
  counterDue: { id: "myUpdates.counterDue", defaultMessage: "Due" },
  counterSubmitted: { id: "myUpdates.counterSubmitted", defaultMessage: "Submitted" },
  counterApproved: { id: "myUpdates.counterApproved", defaultMessage: "Approved" },
  loading: { id: "myUpdates.loading", defaultMessage: "Loading your updates" },
  loadFailed: {
    id: "myUpdates.loadFailed",
    defaultMessage: "Your updates could not be loaded. Please try again.",
  },
  empty: {
    id: "myUpdates.empty",
    defaultMessage: "Nothing to report right now. Periods appear here once they end.",
  },
  remindersTitle: { id: "myUpdates.remindersTitle", defaultMessage: "Reminders sent to you" },
  remindersDescription: {
    id: "myUpdates.remindersDescription",
    defaultMessage: "The reminder e-mails of the last 30 days: at most one a day.",
  },
  remindersEmpty: { id: "myUpdates.remindersEmpty", defaultMessage: "No reminders in the last 30 days." },
  remindersLabel: { id: "myUpdates.remindersLabel", defaultMessage: "Reminders sent" },
  reminderLine: defineMessage<{
    readonly kpi: string;
    readonly function: string;
    readonly period: string;
    readonly stage: string;
  }>({
    id: "myUpdates.reminderLine",
    defaultMessage:
      "{kpi} ({function}), {period}: {stage, select, reminder {reminder} overdue {overdue notice} other {escalated to you}}",
    description: "One reminder mail's item: the KPI, its function, the period and what the mail was",
  }),
  reminderLineEscalatedOwner: defineMessage<{
    readonly kpi: string;
    readonly function: string;
    readonly period: string;
    readonly owner: string;
  }>({
    id: "myUpdates.reminderLineEscalatedOwner",
    defaultMessage: "{kpi} ({function}), {period}: escalated to you, owner {owner}",
  }),
  toastSubmittedTitle: { id: "myUpdates.toastSubmittedTitle", defaultMessage: "Submitted for approval" },
  toastSubmitted: defineMessage<{ readonly name: string; readonly period: string }>({
    id: "myUpdates.toastSubmitted",
    defaultMessage: "{name}, {period}: your value waits for approval.",
  }),
  toastSaved: defineMessage<{ readonly name: string; readonly period: string }>({
    id: "myUpdates.toastSaved",
    defaultMessage: "{name}, {period}: result saved.",
  }),
  notSaved: { id: "myUpdates.notSaved", defaultMessage: "The value could not be saved" },
  notSavedOffline: {
    id: "myUpdates.notSavedOffline",
    defaultMessage: "The value could not be saved. Check your connection and try again.",
  },
  dueOn: defineMessage<{ readonly overdue: string; readonly date: string }>({
    id: "myUpdates.dueOn",
    defaultMessage: "{overdue, select, yes {was due} other {due}} {date}",
  }),
  target: defineMessage<{ readonly value: string }>({
    id: "myUpdates.target",
    defaultMessage: "Target {value}",
  }),
  actual: defineMessage<{ readonly value: string }>({
    id: "myUpdates.actual",
    defaultMessage: "Actual {value}",
  }),
  pending: defineMessage<{ readonly value: string }>({
    id: "myUpdates.pending",
    defaultMessage: "Pending {value}",
  }),
  refused: defineMessage<{
    readonly value: string;
    readonly hasDecider: string;
    readonly decider: string;
    readonly hasReason: string;
    readonly reason: string;
  }>({
    id: "myUpdates.refused",
    defaultMessage:
      "Refused {value}{hasDecider, select, yes { by {decider}} other {}}{hasReason, select, yes {: {reason}} other {}}",
    description: "APPROVAL-15: the refused value, who refused it and why (each only when known)",
  }),
  actualFor: defineMessage<{ readonly period: string }>({
    id: "myUpdates.actualFor",
    defaultMessage: "Actual for {period}",
  }),
  actualForUnit: defineMessage<{ readonly period: string; readonly unit: string }>({
    id: "myUpdates.actualForUnit",
    defaultMessage: "Actual for {period} ({unit})",
  }),
  change: { id: "myUpdates.change", defaultMessage: "Change" },
  requestChange: { id: "myUpdates.requestChange", defaultMessage: "Request change" },
  commentaryAndEvidence: { id: "myUpdates.commentaryAndEvidence", defaultMessage: "Commentary and evidence" },
});
