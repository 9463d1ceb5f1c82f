// docs/decisions/025: the change requests' words (UI-69..UI-73, REQUEST-*). German in src/locales/de/requests.json.
import { defineMessage, defineMessages, type MessageTag } from "react-intl";

export const requestsMessages = defineMessages({
  // Shared by the screens
  requestType: defineMessage<{ readonly type: string }>({
    id: "requests.requestType",
    defaultMessage:
      "{type, select, target_change {Target change} weight_change {Weight change} kpi_change {KPI change} actual_correction {Actual correction} other {Other}}",
    description: "REQUEST_TYPE_LABELS of src/domain/requests.ts",
  }),
  tryAgain: { id: "requests.tryAgain", defaultMessage: "Try Again" },
  approved: { id: "requests.approved", defaultMessage: "Approved" },
  rejected: { id: "requests.rejected", defaultMessage: "Rejected" },
  // The list (UI-69)
  newRequest: { id: "requests.newRequest", defaultMessage: "New request" },
  status: { id: "requests.status", defaultMessage: "Status" },
  allStatuses: { id: "requests.allStatuses", defaultMessage: "All statuses" },
  type: { id: "requests.type", defaultMessage: "Type" },
  allTypes: { id: "requests.allTypes", defaultMessage: "All types" },
  mine: { id: "requests.mine", defaultMessage: "Mine" },
  mineHint: { id: "requests.mineHint", defaultMessage: "Only the requests I made" },
  loadingRequests: { id: "requests.loadingRequests", defaultMessage: "Loading requests" },
  listLoadFailed: { id: "requests.listLoadFailed", defaultMessage: "The requests could not be loaded." },
  noMatches: { id: "requests.noMatches", defaultMessage: "No requests match these filters." },
  emptyList: {
    id: "requests.emptyList",
    defaultMessage:
      "No change requests yet. Use Request change on a KPI's row in KPI Results, or New request above.",
  },
  columnRequest: { id: "requests.columnRequest", defaultMessage: "Request" },
  columnRequester: { id: "requests.columnRequester", defaultMessage: "Requester" },
  columnAwaiting: { id: "requests.columnAwaiting", defaultMessage: "Awaiting" },
  columnUpdated: { id: "requests.columnUpdated", defaultMessage: "Updated" },
  // The detail (UI-70, UI-71)
  loadingRequest: { id: "requests.loadingRequest", defaultMessage: "Loading the request" },
  notFound: {
    id: "requests.notFound",
    defaultMessage: "This request does not exist, or it is not yours to see.",
  },
  loadFailed: { id: "requests.loadFailed", defaultMessage: "The request could not be loaded." },
  allRequests: { id: "requests.allRequests", defaultMessage: "All requests" },
  notChanged: { id: "requests.notChanged", defaultMessage: "The request was not changed" },
  changedToast: defineMessage<{ readonly title: string; readonly status: string }>({
    id: "requests.changedToast",
    defaultMessage: "{title}: {status}.",
  }),
  byRequester: defineMessage<{
    readonly name: string;
    readonly when: string;
    readonly strong: MessageTag;
    readonly time: MessageTag;
  }>({
    id: "requests.byRequester",
    defaultMessage: "by <strong>{name}</strong> · <time>{when}</time>",
  }),
  delete: { id: "requests.delete", defaultMessage: "Delete" },
  deleting: { id: "requests.deleting", defaultMessage: "Deleting..." },
  reject: { id: "requests.reject", defaultMessage: "Reject" },
  approve: { id: "requests.approve", defaultMessage: "Approve" },
  rejectedLabel: { id: "requests.rejectedLabel", defaultMessage: "Rejected:" },
  appliedNote: defineMessage<{
    readonly hasBy: string;
    readonly by: string;
    readonly hasWhen: string;
    readonly when: string;
  }>({
    id: "requests.appliedNote",
    defaultMessage:
      "{hasBy, select, yes {Applied by {by}} other {Applied}}{hasWhen, select, yes { · {when}} other {}}. The changes are in the data.",
    description: "hasBy, hasWhen: yes when the name, the time is known",
  }),
  description: { id: "requests.description", defaultMessage: "Description" },
  noDescription: { id: "requests.noDescription", defaultMessage: "No description." },
  changes: { id: "requests.changes", defaultMessage: "Changes" },
  changesDescription: {
    id: "requests.changesDescription",
    defaultMessage: "Each value before and after the request.",
  },
  impact: { id: "requests.impact", defaultMessage: "Impact" },
  impactDescription: {
    id: "requests.impactDescription",
    defaultMessage:
      "Scores of the KPI, its objective, its function and every function above it, before and after.",
  },
  approval: { id: "requests.approval", defaultMessage: "Approval" },
  closed: { id: "requests.closed", defaultMessage: "This request is closed." },
  waitingFor: defineMessage<{ readonly name: string }>({
    id: "requests.waitingFor",
    defaultMessage: "Waiting for {name}.",
  }),
  waitingForIn: defineMessage<{ readonly name: string; readonly function: string }>({
    id: "requests.waitingForIn",
    defaultMessage: "Waiting for {name} ({function}).",
  }),
  waitingForFunction: defineMessage<{ readonly function: string }>({
    id: "requests.waitingForFunction",
    defaultMessage: "Waiting for an administrator ({function}).",
  }),
  waitingForAdmin: { id: "requests.waitingForAdmin", defaultMessage: "Waiting for an administrator." },
  moveToStatus: { id: "requests.moveToStatus", defaultMessage: "Move to status" },
  moveHint: {
    id: "requests.moveHint",
    defaultMessage: "Approve and Reject above apply or close the request.",
  },
  statusChanged: { id: "requests.statusChanged", defaultMessage: "Status changed" },
  deleteTitle: { id: "requests.deleteTitle", defaultMessage: "Delete this request?" },
  deleteText: defineMessage<{ readonly title: string }>({
    id: "requests.deleteText",
    defaultMessage: '"{title}" and its comments are deleted. Nothing it proposed was applied.',
  }),
  deletedTitle: { id: "requests.deletedTitle", defaultMessage: "Request deleted" },
  deletedText: defineMessage<{ readonly title: string }>({
    id: "requests.deletedText",
    defaultMessage: "{title} was deleted.",
  }),
  deleteFailed: { id: "requests.deleteFailed", defaultMessage: "Could not delete the request" },
  // The sections (UI-70)
  noChanges: { id: "requests.noChanges", defaultMessage: "This request changes no data." },
  columnField: { id: "requests.columnField", defaultMessage: "Field" },
  columnBefore: { id: "requests.columnBefore", defaultMessage: "Before" },
  columnAfter: { id: "requests.columnAfter", defaultMessage: "After" },
  becomes: { id: "requests.becomes", defaultMessage: "becomes" },
  level: defineMessage<{ readonly level: string }>({
    id: "requests.level",
    defaultMessage: "{level, select, kpi {KPI} objective {Objective} other {Function}}",
  }),
  computed: defineMessage<{ readonly when: string; readonly stale: string }>({
    id: "requests.computed",
    defaultMessage:
      "{stale, select, yes {Computed {when} · the data changed since; it is computed again at approval.} other {Computed {when}.}}",
  }),
  impactIn: defineMessage<{ readonly period: string }>({
    id: "requests.impactIn",
    defaultMessage: "Impact in {period}",
  }),
  columnLevel: { id: "requests.columnLevel", defaultMessage: "Level" },
  columnName: { id: "requests.columnName", defaultMessage: "Name" },
  unchanged: { id: "requests.unchanged", defaultMessage: "unchanged" },
  weightsOf: defineMessage<{ readonly name: string; readonly before: number; readonly after: number }>({
    id: "requests.weightsOf",
    defaultMessage: "Weights of {name}: {before, number}% → {after, number}%",
  }),
  balancedYes: { id: "requests.balancedYes", defaultMessage: "Balanced: yes" },
  balancedNo: { id: "requests.balancedNo", defaultMessage: "Balanced: no" },
  noLevelsNeeded: { id: "requests.noLevelsNeeded", defaultMessage: "No approval levels were needed." },
  noApprovalRequired: {
    id: "requests.noApprovalRequired",
    defaultMessage: "No approval is required: an administrator completes it.",
  },
  approvalTrail: { id: "requests.approvalTrail", defaultMessage: "Approval trail" },
  levelOf: defineMessage<{ readonly level: number; readonly function: string }>({
    id: "requests.levelOf",
    defaultMessage: "Level {level, number} · {function}",
  }),
  head: defineMessage<{ readonly name: string }>({ id: "requests.head", defaultMessage: "Head: {name}" }),
  noHead: { id: "requests.noHead", defaultMessage: "Head: No head (an administrator decides)" },
  decidedBy: defineMessage<{ readonly decision: string; readonly name: string }>({
    id: "requests.decidedBy",
    defaultMessage: "{decision, select, approved {Approved} other {Rejected}} by {name}",
  }),
  decidedByAt: defineMessage<{ readonly decision: string; readonly name: string; readonly when: string }>({
    id: "requests.decidedByAt",
    defaultMessage: "{decision, select, approved {Approved} other {Rejected}} by {name} · {when}",
  }),
  unknown: { id: "requests.unknown", defaultMessage: "Unknown" },
  awaitingName: defineMessage<{ readonly name: string }>({
    id: "requests.awaitingName",
    defaultMessage: "Awaiting {name}",
  }),
  awaitingAdmin: { id: "requests.awaitingAdmin", defaultMessage: "Awaiting an administrator" },
  stepOutcome: defineMessage<{ readonly outcome: string }>({
    id: "requests.stepOutcome",
    defaultMessage:
      "{outcome, select, approved {Approved} rejected {Rejected} awaiting {Awaiting its head} not_yet {Not yet} skipped {Skipped: this level has no head} not_needed {Not needed: the request was applied without this level} other {Not reached: the request was rejected before this level decided}}",
    description: "STEP_OUTCOME_TEXT of src/domain/requests.ts (REQUEST-41)",
  }),
  // Comments (UI-71)
  commentRequired: { id: "requests.commentRequired", defaultMessage: "Write a comment first" },
  commentNotSaved: { id: "requests.commentNotSaved", defaultMessage: "The comment was not saved." },
  commentOffline: {
    id: "requests.commentOffline",
    defaultMessage: "The comment was not saved. Check your connection and try again.",
  },
  comments: { id: "requests.comments", defaultMessage: "Comments" },
  noComments: { id: "requests.noComments", defaultMessage: "No comments yet." },
  addComment: { id: "requests.addComment", defaultMessage: "Add a comment" },
  sending: { id: "requests.sending", defaultMessage: "Sending..." },
  comment: { id: "requests.comment", defaultMessage: "Comment" },
  // Rejecting (UI-71)
  rejectTitle: { id: "requests.rejectTitle", defaultMessage: "Reject request" },
  rejectDescription: defineMessage<{ readonly title: string; readonly requester: string }>({
    id: "requests.rejectDescription",
    defaultMessage: "{title}. {requester} is told the reason; nothing is applied.",
  }),
  rejecting: { id: "requests.rejecting", defaultMessage: "Rejecting..." },
  reasonRequired: { id: "requests.reasonRequired", defaultMessage: "Give the reason for rejecting" },
  rejectedToast: defineMessage<{ readonly title: string }>({
    id: "requests.rejectedToast",
    defaultMessage: "{title}: the requester will be told.",
  }),
  rejectFailed: { id: "requests.rejectFailed", defaultMessage: "The request could not be rejected." },
  reason: { id: "requests.reason", defaultMessage: "Reason" },
  reasonPlaceholder: {
    id: "requests.reasonPlaceholder",
    defaultMessage: "What should the requester know or change?",
  },
  // The form (UI-72)
  draftTitle: defineMessage<{ readonly type: string; readonly kpi: string; readonly year: number }>({
    id: "requests.draftTitle",
    defaultMessage:
      "{type, select, target_change {Change the targets of} other {Correct the actual results of}} {kpi}, {year, number, ::group-off}",
    description: "A new request's title, which the person may change",
  }),
  requestChangeTitle: defineMessage<{ readonly type: string }>({
    id: "requests.requestChangeTitle",
    defaultMessage:
      "Request change: {type, select, target_change {Target change} weight_change {Weight change} kpi_change {KPI change} actual_correction {Actual correction} other {Other}}",
  }),
  kpiFormDescription: defineMessage<{ readonly kpi: string; readonly year: number }>({
    id: "requests.kpiFormDescription",
    defaultMessage:
      "{kpi} · {year, number, ::group-off}. Change the periods you need; the others stay as they are.",
  }),
  kpiFormDescriptionIn: defineMessage<{
    readonly kpi: string;
    readonly function: string;
    readonly year: number;
  }>({
    id: "requests.kpiFormDescriptionIn",
    defaultMessage:
      "{kpi} · {function} · {year, number, ::group-off}. Change the periods you need; the others stay as they are.",
  }),
  otherFormDescription: {
    id: "requests.otherFormDescription",
    defaultMessage:
      "Describe the change you need. To change a target or a closed period's value, use Request change on the KPI's row in KPI Results.",
  },
  submitRequest: { id: "requests.submitRequest", defaultMessage: "Submit request" },
  submitting: { id: "requests.submitting", defaultMessage: "Submitting..." },
  titleRequired: { id: "requests.titleRequired", defaultMessage: "Give the request a title" },
  whyRequired: { id: "requests.whyRequired", defaultMessage: "Say why the change is needed" },
  enterNumber: defineMessage<{ readonly problem: string }>({
    id: "requests.enterNumber",
    defaultMessage: "Enter a number ({problem})",
  }),
  changeOnePeriod: {
    id: "requests.changeOnePeriod",
    defaultMessage: "Change at least one period's value: the values are the ones already recorded.",
  },
  submittedTitle: { id: "requests.submittedTitle", defaultMessage: "Request submitted" },
  submittedText: defineMessage<{ readonly title: string; readonly status: string }>({
    id: "requests.submittedText",
    defaultMessage: "{title}: it is now {status}.",
  }),
  submitFailed: { id: "requests.submitFailed", defaultMessage: "The request could not be submitted." },
  title: { id: "requests.title", defaultMessage: "Title" },
  why: { id: "requests.why", defaultMessage: "Why is the change needed?" },
  valuesLegend: defineMessage<{ readonly type: string }>({
    id: "requests.valuesLegend",
    defaultMessage: "{type, select, target_change {Targets} other {Actual results}}",
  }),
  valuesLegendUnit: defineMessage<{ readonly type: string; readonly unit: string }>({
    id: "requests.valuesLegendUnit",
    defaultMessage: "{type, select, target_change {Targets} other {Actual results}} ({unit})",
  }),
  noValue: { id: "requests.noValue", defaultMessage: "No value" },
  now: defineMessage<{ readonly value: string }>({ id: "requests.now", defaultMessage: "Now: {value}" }),
  noData: { id: "requests.noData", defaultMessage: "No data" },
  // Settings (UI-73)
  inReview: { id: "requests.inReview", defaultMessage: "In review" },
  inReviewHint: {
    id: "requests.inReviewHint",
    defaultMessage: "A request being reviewed, before it is applied.",
  },
  applied: { id: "requests.applied", defaultMessage: "Applied" },
  appliedHint: {
    id: "requests.appliedHint",
    defaultMessage: "Approving moves a request here; the last approval applies it.",
  },
  rejectedHint: {
    id: "requests.rejectedHint",
    defaultMessage: "Rejecting (with a reason) moves a request here.",
  },
  requireApproval: { id: "requests.requireApproval", defaultMessage: "Require approval" },
  requireApprovalHint: {
    id: "requests.requireApprovalHint",
    defaultMessage: "Only an administrator or the head of the affected function completes a request.",
  },
  multiLevel: { id: "requests.multiLevel", defaultMessage: "Multi-level approval" },
  multiLevelHint: {
    id: "requests.multiLevelHint",
    defaultMessage:
      "The heads of the affected function and of each function above it, up to the CEO's, approve in turn.",
  },
  requireImpact: { id: "requests.requireImpact", defaultMessage: "Require impact analysis" },
  requireImpactHint: {
    id: "requests.requireImpactHint",
    defaultMessage:
      "A request shows the scores before and after, up to the CEO, and whether weights stay balanced.",
  },
  blankStatus: { id: "requests.blankStatus", defaultMessage: "A request status cannot be blank." },
  duplicateStatus: {
    id: "requests.duplicateStatus",
    defaultMessage: "Each request status must have its own name.",
  },
  settingsSaved: { id: "requests.settingsSaved", defaultMessage: "Request settings updated successfully" },
  settingsNotSaved: {
    id: "requests.settingsNotSaved",
    defaultMessage: "The request settings could not be saved.",
  },
  settingsTitle: { id: "requests.settingsTitle", defaultMessage: "Change Requests" },
  settingsDescription: {
    id: "requests.settingsDescription",
    defaultMessage:
      "How requests to change targets, weights, KPIs and closed periods move from the first status to applied or rejected.",
  },
  settingsDescriptionReadOnly: {
    id: "requests.settingsDescriptionReadOnly",
    defaultMessage:
      "How requests to change targets, weights, KPIs and closed periods move from the first status to applied or rejected. Only admins can change them.",
  },
  statusesLegend: { id: "requests.statusesLegend", defaultMessage: "Request statuses" },
  firstStatusHint: {
    id: "requests.firstStatusHint",
    defaultMessage: "The first status is where every new request starts.",
  },
  statusPosition: defineMessage<{ readonly position: number }>({
    id: "requests.statusPosition",
    defaultMessage: "{position, number}.",
  }),
  statusInput: defineMessage<{ readonly position: number }>({
    id: "requests.statusInput",
    defaultMessage: "Request status {position, number}",
  }),
  removeStatus: defineMessage<{ readonly name: string }>({
    id: "requests.removeStatus",
    defaultMessage: "Remove the status {name}",
  }),
  addStatus: { id: "requests.addStatus", defaultMessage: "Add status" },
  saveChanges: { id: "requests.saveChanges", defaultMessage: "Save Changes" },
});
