import { defineMessages } from "@formatjs/intl";

// docs/decisions/026, ERROR-9: the server's own error messages, said in the caller's language by the error
// handler. The English texts are the product's words (ERROR-2) and stay as they are. A sentence listed
// here is translated also where a service still throws it as plain English (the not-found messages of
// the `owned` tables).
export const errorMessages = defineMessages({
  unauthorized: { id: "server.errors.unauthorized", defaultMessage: "Please sign in to continue" },
  forbidden: {
    id: "server.errors.forbidden",
    defaultMessage: "You do not have permission to perform this action",
  },
  notFound: { id: "server.errors.notFound", defaultMessage: "The requested resource was not found" },
  rateLimited: {
    id: "server.errors.rateLimited",
    defaultMessage: "Too many requests. Please try again later",
  },
  invalidRequestData: { id: "server.errors.invalidRequestData", defaultMessage: "Invalid request data" },
  invalidValue: { id: "server.errors.invalidValue", defaultMessage: "Invalid value" },
  fieldProblem: {
    id: "server.errors.fieldProblem",
    defaultMessage: "{field}: {problem}",
    description: "A generic validation message prefixed with the name of the field it is about",
  },
  serverError: { id: "server.errors.serverError", defaultMessage: "Server error occurred" },
  databaseUnavailable: {
    id: "server.errors.databaseUnavailable",
    defaultMessage: "The database is unavailable. Please try again in a moment.",
  },
  alreadyExists: { id: "server.errors.alreadyExists", defaultMessage: "This item already exists" },
  referenceMissing: {
    id: "server.errors.referenceMissing",
    defaultMessage: "A referenced item does not exist in your organization",
  },
  changedWhileSaving: {
    id: "server.errors.changedWhileSaving",
    defaultMessage: "The data changed while saving. Please try again.",
  },
  contentTypeJson: {
    id: "server.errors.contentTypeJson",
    defaultMessage: "Content type must be application/json",
  },
  bodyTooLarge: { id: "server.errors.bodyTooLarge", defaultMessage: "The request body is too large" },
  bodyEmpty: {
    id: "server.errors.bodyEmpty",
    defaultMessage: "The request body is empty; send a JSON object",
  },
  bodyNotJson: { id: "server.errors.bodyNotJson", defaultMessage: "The request body is not valid JSON" },
  invalidCredentials: { id: "server.errors.invalidCredentials", defaultMessage: "Invalid email or password" },
  emailNotVerified: {
    id: "server.errors.emailNotVerified",
    defaultMessage: "Please verify your email to continue",
  },
  crossSite: { id: "server.errors.crossSite", defaultMessage: "Cross-site requests are not allowed" },
  noOrganization: {
    id: "server.errors.noOrganization",
    defaultMessage: "Your account does not belong to an organization",
  },
  wrongCurrentPassword: {
    id: "server.errors.wrongCurrentPassword",
    defaultMessage: "The current password is not correct",
  },
  sessionNotFound: { id: "server.errors.sessionNotFound", defaultMessage: "Session not found" },
  unknownTimeZone: {
    id: "server.errors.unknownTimeZone",
    defaultMessage: "{timeZone} is not a known time zone",
  },
  briefingNotQueued: {
    id: "server.errors.briefingNotQueued",
    defaultMessage: "The briefing book could not be queued",
  },
  functionNotFound: { id: "server.errors.functionNotFound", defaultMessage: "Function not found" },
  kpiAssignmentNotFound: {
    id: "server.errors.kpiAssignmentNotFound",
    defaultMessage: "KPI assignment not found",
  },
  userNotFound: { id: "server.errors.userNotFound", defaultMessage: "User not found" },
  closedPeriodNotFound: {
    id: "server.errors.closedPeriodNotFound",
    defaultMessage: "Closed period not found",
  },
  commentaryNotFound: { id: "server.errors.commentaryNotFound", defaultMessage: "Commentary not found" },
  jobNotFound: { id: "server.errors.jobNotFound", defaultMessage: "Job not found" },
  kpiNotFound: { id: "server.errors.kpiNotFound", defaultMessage: "KPI not found" },
  notificationNotFound: {
    id: "server.errors.notificationNotFound",
    defaultMessage: "Notification not found",
  },
  objectiveAssignmentNotFound: {
    id: "server.errors.objectiveAssignmentNotFound",
    defaultMessage: "Objective assignment not found",
  },
  objectiveNotFound: { id: "server.errors.objectiveNotFound", defaultMessage: "Objective not found" },
  ownerNotFound: { id: "server.errors.ownerNotFound", defaultMessage: "Owner not found" },
  themeNotFound: { id: "server.errors.themeNotFound", defaultMessage: "Theme not found" },
  scheduleNotFound: { id: "server.errors.scheduleNotFound", defaultMessage: "Report schedule not found" },
  scheduleFunctionNotFound: {
    id: "server.errors.scheduleFunctionNotFound",
    defaultMessage: "Function not found in your organization",
  },
  scheduleRecipientNotFound: {
    id: "server.errors.scheduleRecipientNotFound",
    defaultMessage: "Every recipient must be a user of your organization",
  },
});
