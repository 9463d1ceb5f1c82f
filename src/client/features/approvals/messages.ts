// docs/decisions/025: Approvals' words (UI-59..UI-61, APPROVAL-*). German in src/locales/de/approvals.json.
import { defineMessage, defineMessages, type MessageTag } from "react-intl";

export const approvalsMessages = defineMessages({
  // The page
  tabsLabel: { id: "approvals.tabsLabel", defaultMessage: "Status" },
  tabPending: { id: "approvals.tabPending", defaultMessage: "Pending" },
  tabApproved: { id: "approvals.tabApproved", defaultMessage: "Approved" },
  tabRejected: { id: "approvals.tabRejected", defaultMessage: "Rejected" },
  loading: { id: "approvals.loading", defaultMessage: "Loading submissions" },
  loadFailed: {
    id: "approvals.loadFailed",
    defaultMessage: "The submissions could not be loaded. Please try again.",
  },
  emptyPending: {
    id: "approvals.emptyPending",
    defaultMessage:
      "Nothing waits for approval. Values members submit appear here with what they do to the scores.",
  },
  emptyApproved: { id: "approvals.emptyApproved", defaultMessage: "No approved submissions yet." },
  emptyRejected: { id: "approvals.emptyRejected", defaultMessage: "No rejected submissions." },
  approvedTitle: { id: "approvals.approvedTitle", defaultMessage: "Approved" },
  approvedToast: defineMessage<{ readonly kpi: string }>({
    id: "approvals.approvedToast",
    defaultMessage: "{kpi}: the value now counts in the scores",
  }),
  approveFailed: { id: "approvals.approveFailed", defaultMessage: "Could not approve" },
  unknownError: { id: "approvals.unknownError", defaultMessage: "Unknown error" },
  // A submission's card
  noScore: { id: "approvals.noScore", defaultMessage: "No score" },
  scorePercent: defineMessage<{ readonly score: string }>({
    id: "approvals.scorePercent",
    defaultMessage: "{score}%",
  }),
  kpiStatus: defineMessage<{ readonly status: string }>({
    id: "approvals.kpiStatus",
    defaultMessage:
      "{status, select, exceeds {Exceeds Target} on {On Target} near {Near Target} risk {At Risk} below {Below Target} other {No Data}}",
    description: "A KPI status (SCORE-5), as the title of a score",
  }),
  becomes: { id: "approvals.becomes", defaultMessage: "becomes" },
  unchanged: { id: "approvals.unchanged", defaultMessage: "unchanged" },
  submittedBy: defineMessage<{ readonly name: string; readonly strong: MessageTag }>({
    id: "approvals.submittedBy",
    defaultMessage: "Submitted by <strong>{name}</strong>",
  }),
  unknown: { id: "approvals.unknown", defaultMessage: "Unknown" },
  noData: { id: "approvals.noData", defaultMessage: "No data" },
  to: { id: "approvals.to", defaultMessage: "to", description: "An arrow between the old and the new value" },
  moveKpi: { id: "approvals.moveKpi", defaultMessage: "KPI" },
  moveObjective: { id: "approvals.moveObjective", defaultMessage: "Objective" },
  moveFunction: { id: "approvals.moveFunction", defaultMessage: "Function" },
  moveCeo: { id: "approvals.moveCeo", defaultMessage: "CEO" },
  noCeoFunction: { id: "approvals.noCeoFunction", defaultMessage: "No CEO function" },
  evidenceFor: defineMessage<{ readonly period: string }>({
    id: "approvals.evidenceFor",
    defaultMessage: "Evidence for {period}",
  }),
  reject: { id: "approvals.reject", defaultMessage: "Reject" },
  approve: { id: "approvals.approve", defaultMessage: "Approve" },
  approveKpi: defineMessage<{ readonly kpi: string }>({
    id: "approvals.approveKpi",
    defaultMessage: "Approve {kpi}",
  }),
  waitingForHead: defineMessage<{ readonly function: string }>({
    id: "approvals.waitingForHead",
    defaultMessage: "Waiting for a head of {function} (or a function above it) or an administrator.",
  }),
  decidedApproved: { id: "approvals.decidedApproved", defaultMessage: "Approved" },
  decidedRejected: { id: "approvals.decidedRejected", defaultMessage: "Rejected" },
  decidedBy: defineMessage<{ readonly name: string }>({
    id: "approvals.decidedBy",
    defaultMessage: "by {name}",
  }),
  decidedByAt: defineMessage<{ readonly name: string; readonly at: string }>({
    id: "approvals.decidedByAt",
    defaultMessage: "by {name} · {at}",
  }),
  reason: defineMessage<{ readonly reason: string }>({
    id: "approvals.reason",
    defaultMessage: "Reason: {reason}",
  }),
  // The reject dialog
  rejectTitle: { id: "approvals.rejectTitle", defaultMessage: "Reject submission" },
  rejectDescription: defineMessage<{
    readonly kpi: string;
    readonly function: string;
    readonly submitter: string;
  }>({
    id: "approvals.rejectDescription",
    defaultMessage: "{kpi} · {function}. {submitter} is told the reason by e-mail; the approved value stays.",
  }),
  rejectDescriptionUnknown: defineMessage<{ readonly kpi: string; readonly function: string }>({
    id: "approvals.rejectDescriptionUnknown",
    defaultMessage:
      "{kpi} · {function}. The submitter is told the reason by e-mail; the approved value stays.",
  }),
  rejecting: { id: "approvals.rejecting", defaultMessage: "Rejecting..." },
  rejectedTitle: { id: "approvals.rejectedTitle", defaultMessage: "Rejected" },
  rejectedToast: defineMessage<{ readonly kpi: string }>({
    id: "approvals.rejectedToast",
    defaultMessage: "{kpi}: the submitter will be told",
  }),
  rejectFailed: { id: "approvals.rejectFailed", defaultMessage: "Could not reject" },
  reasonLabel: { id: "approvals.reasonLabel", defaultMessage: "Reason" },
  reasonPlaceholder: {
    id: "approvals.reasonPlaceholder",
    defaultMessage: "What should the submitter check or correct?",
  },
  // The pending badge
  pendingApproval: { id: "approvals.pendingApproval", defaultMessage: "Pending approval" },
  pendingApprovalValue: defineMessage<{ readonly value: string }>({
    id: "approvals.pendingApprovalValue",
    defaultMessage: "Pending approval: {value}",
  }),
  // The settings card
  sizeRange: { id: "approvals.sizeRange", defaultMessage: "Enter a size between 0.01 and 1024 MB" },
  settingsTitle: { id: "approvals.settingsTitle", defaultMessage: "Approval and Evidence" },
  settingsDescription: {
    id: "approvals.settingsDescription",
    defaultMessage:
      "Whether members' results wait for a reviewer, and which files they may attach as evidence.",
  },
  settingsDescriptionReadOnly: {
    id: "approvals.settingsDescriptionReadOnly",
    defaultMessage:
      "Whether members' results wait for a reviewer, and which files they may attach as evidence. Only admins can change them.",
  },
  requireApproval: { id: "approvals.requireApproval", defaultMessage: "Require approval of actual results" },
  requireApprovalHint: {
    id: "approvals.requireApprovalHint",
    defaultMessage:
      "A result entered by a member who is not an admin waits in Approvals for an admin or a head of its function; scores keep the approved value until then.",
  },
  largestFile: { id: "approvals.largestFile", defaultMessage: "Largest file (MB)" },
  filesUpTo: defineMessage<{ readonly size: string }>({
    id: "approvals.filesUpTo",
    defaultMessage: "Files up to {size}",
  }),
  saveChanges: { id: "approvals.saveChanges", defaultMessage: "Save Changes" },
  allowedFileTypes: { id: "approvals.allowedFileTypes", defaultMessage: "Allowed file types" },
  uncheckedTypes: defineMessage<{ readonly types: string }>({
    id: "approvals.uncheckedTypes",
    defaultMessage: "Also listed, but not accepted because Meridian cannot check their content: {types}",
  }),
});
