import { defineMessages } from "@formatjs/intl";

// docs/decisions/026: every mail's subject, text and HTML, in the recipient's language (MAIL-22). Whole
// sentences with placeholders; the HTML and the text say the same sentences.
export const mailMessages = defineMessages({
  greeting: { id: "server.mail.greeting", defaultMessage: "Hello {firstName}," },
  greetingAnonymous: {
    id: "server.mail.greetingAnonymous",
    defaultMessage: "Hello there,",
    description: "Greeting when the recipient's first name is unknown",
  },
  openLink: { id: "server.mail.openLink", defaultMessage: "Or open this link: {url}" },
  footer: { id: "server.mail.footer", defaultMessage: "Meridian · balanced scorecards and KPIs" },
  verificationSubject: {
    id: "server.mail.verificationSubject",
    defaultMessage: "Your Meridian verification code: {code}",
  },
  verificationCode: {
    id: "server.mail.verificationCode",
    defaultMessage: "Your Meridian verification code is {code}. It expires in 24 hours.",
  },
  verificationLinkHint: {
    id: "server.mail.verificationLinkHint",
    defaultMessage: "You can also verify your email by opening the link below.",
  },
  verificationIgnore: {
    id: "server.mail.verificationIgnore",
    defaultMessage: "If you did not sign up for Meridian, you can ignore this email.",
  },
  verificationTitle: { id: "server.mail.verificationTitle", defaultMessage: "Verify your email" },
  verificationAction: { id: "server.mail.verificationAction", defaultMessage: "Verify email" },
  invitationSubject: {
    id: "server.mail.invitationSubject",
    defaultMessage: "You're invited to {organizationName} on Meridian",
  },
  invitationBody: {
    id: "server.mail.invitationBody",
    defaultMessage:
      "{inviterName} invited you to {organizationName} on Meridian, where your team tracks objectives and KPIs.",
  },
  invitationLinkHint: {
    id: "server.mail.invitationLinkHint",
    defaultMessage: "Open the link below to set your password. The link expires in 7 days.",
  },
  invitationTitle: { id: "server.mail.invitationTitle", defaultMessage: "You're invited to Meridian" },
  invitationAction: { id: "server.mail.invitationAction", defaultMessage: "Set your password" },
  passwordResetSubject: {
    id: "server.mail.passwordResetSubject",
    defaultMessage: "Reset your Meridian password",
  },
  passwordResetBody: {
    id: "server.mail.passwordResetBody",
    defaultMessage:
      "Someone asked to reset the password of your Meridian account. Open the link below to choose a new one. The link expires in 1 hour.",
  },
  passwordResetIgnore: {
    id: "server.mail.passwordResetIgnore",
    defaultMessage: "If it was not you, ignore this email: your password stays as it is.",
  },
  passwordResetTitle: { id: "server.mail.passwordResetTitle", defaultMessage: "Reset your password" },
  passwordResetAction: { id: "server.mail.passwordResetAction", defaultMessage: "Choose a new password" },
  signInLinkSubject: { id: "server.mail.signInLinkSubject", defaultMessage: "Your Meridian sign-in link" },
  signInLinkBody: {
    id: "server.mail.signInLinkBody",
    defaultMessage:
      "Someone asked for a one-time link to sign in to your Meridian account. Open the link below to sign in. It works once and expires in 15 minutes.",
  },
  signInLinkIgnore: {
    id: "server.mail.signInLinkIgnore",
    defaultMessage:
      "If it was not you, ignore this email: nobody can sign in without the link, and your password stays as it is.",
  },
  signInLinkTitle: { id: "server.mail.signInLinkTitle", defaultMessage: "Sign in to Meridian" },
  signInLinkAction: { id: "server.mail.signInLinkAction", defaultMessage: "Sign in" },
  existingAccountSubject: {
    id: "server.mail.existingAccountSubject",
    defaultMessage: "You already have a Meridian account",
  },
  existingAccountBody: {
    id: "server.mail.existingAccountBody",
    defaultMessage:
      "Someone tried to create a new Meridian account with this email address, which already has one. No new account was created.",
  },
  existingAccountSignIn: {
    id: "server.mail.existingAccountSignIn",
    defaultMessage: "If it was you, sign in instead ({signInLink}), or reset your password if you forgot it.",
  },
  existingAccountIgnore: {
    id: "server.mail.existingAccountIgnore",
    defaultMessage: "If it was not you, you can ignore this email.",
  },
  existingAccountTitle: {
    id: "server.mail.existingAccountTitle",
    defaultMessage: "You already have an account",
  },
  existingAccountAction: { id: "server.mail.existingAccountAction", defaultMessage: "Reset your password" },
  emailChangeConfirmSubject: {
    id: "server.mail.emailChangeConfirmSubject",
    defaultMessage: "Confirm your new Meridian email address",
  },
  emailChangeConfirmBody: {
    id: "server.mail.emailChangeConfirmBody",
    defaultMessage:
      "This address was given as the new email of a Meridian account. Open the link below to confirm it. The link expires in 24 hours.",
  },
  emailChangeConfirmUntil: {
    id: "server.mail.emailChangeConfirmUntil",
    defaultMessage:
      "Until it is confirmed, the account keeps its old address. If you did not expect this, ignore this email.",
  },
  emailChangeConfirmTitle: {
    id: "server.mail.emailChangeConfirmTitle",
    defaultMessage: "Confirm your new email",
  },
  emailChangeConfirmAction: { id: "server.mail.emailChangeConfirmAction", defaultMessage: "Confirm email" },
  addressInUseInvited: {
    id: "server.mail.addressInUseInvited",
    defaultMessage:
      "{inviterName} invited this address to {organizationName} on Meridian, but it already has a Meridian account, and an address belongs to one account only.",
  },
  addressInUseInvitedByAdmin: {
    id: "server.mail.addressInUseInvitedByAdmin",
    defaultMessage:
      "An administrator invited this address to {organizationName} on Meridian, but it already has a Meridian account, and an address belongs to one account only.",
  },
  addressInUseNextStep: {
    id: "server.mail.addressInUseNextStep",
    defaultMessage:
      "Nothing was created for you. To join {organizationName}, ask {inviterName} to invite another of your addresses. If you did not expect this, you can ignore this email.",
  },
  addressInUseNextStepAdmin: {
    id: "server.mail.addressInUseNextStepAdmin",
    defaultMessage:
      "Nothing was created for you. To join {organizationName}, ask the administrator to invite another of your addresses. If you did not expect this, you can ignore this email.",
  },
  addressInUseChange: {
    id: "server.mail.addressInUseChange",
    defaultMessage:
      "This address was given as the new email of another Meridian account, but it already has a Meridian account of its own, and an address belongs to one account only.",
  },
  addressInUseNothingChanged: {
    id: "server.mail.addressInUseNothingChanged",
    defaultMessage: "Nothing was changed. If you did not expect this, you can ignore this email.",
  },
  addressInUseSubject: {
    id: "server.mail.addressInUseSubject",
    defaultMessage: "This address already has a Meridian account",
  },
  addressInUseTitle: {
    id: "server.mail.addressInUseTitle",
    defaultMessage: "This address already has an account",
  },
  emailChangeNoticeSubject: {
    id: "server.mail.emailChangeNoticeSubject",
    defaultMessage: "Your Meridian email address is being changed",
  },
  emailChangeNoticeBody: {
    id: "server.mail.emailChangeNoticeBody",
    defaultMessage:
      "A change of your Meridian account's email to {newEmail} was requested. It takes effect only once the new address confirms it.",
  },
  emailChangeNoticeAdvice: {
    id: "server.mail.emailChangeNoticeAdvice",
    defaultMessage: "If you did not expect this, tell your organization's admin and change your password.",
  },
  emailChangeNoticeTitle: {
    id: "server.mail.emailChangeNoticeTitle",
    defaultMessage: "Email change requested",
  },
  passwordChangedSubject: {
    id: "server.mail.passwordChangedSubject",
    defaultMessage: "Your Meridian password was changed",
  },
  passwordChangedBody: {
    id: "server.mail.passwordChangedBody",
    defaultMessage:
      "The password of your Meridian account was changed, and every other session was signed out.",
  },
  passwordChangedAdvice: {
    id: "server.mail.passwordChangedAdvice",
    defaultMessage: "If it was not you, reset your password at once and tell your organization's admin.",
  },
  passwordChangedTitle: { id: "server.mail.passwordChangedTitle", defaultMessage: "Password changed" },
  submissionDecidedBody: {
    id: "server.mail.submissionDecidedBody",
    defaultMessage:
      "{outcome, select, approved {{deciderName} approved the value you submitted for {kpiName} ({functionName}), {periods}. Scores now use it.} other {{deciderName} rejected the value you submitted for {kpiName} ({functionName}), {periods}. The approved value stays in place.}}",
  },
  submissionDecidedValues: {
    id: "server.mail.submissionDecidedValues",
    defaultMessage: "{outcome, select, approved {Approved: {values}} other {Refused: {values}}}",
  },
  reason: { id: "server.mail.reason", defaultMessage: "Reason: {reason}" },
  submissionDecidedTitle: {
    id: "server.mail.submissionDecidedTitle",
    defaultMessage: "{outcome, select, approved {Your value was approved} other {Your value was rejected}}",
  },
  submissionDecidedSubject: {
    id: "server.mail.submissionDecidedSubject",
    defaultMessage:
      "{outcome, select, approved {Your value was approved: {kpiName}} other {Your value was rejected: {kpiName}}}",
  },
  digestOwnHeading: { id: "server.mail.digestOwnHeading", defaultMessage: "Results to enter ({count}):" },
  digestOwnItem: {
    id: "server.mail.digestOwnItem",
    defaultMessage:
      "• {kpiName} ({functionName}), {periodLabel}: {overdue, select, yes {overdue since {dueDate}} other {due {dueDate}}}",
  },
  digestEscalatedHeading: {
    id: "server.mail.digestEscalatedHeading",
    defaultMessage: "Overdue in functions you head ({count}):",
  },
  digestEscalatedItem: {
    id: "server.mail.digestEscalatedItem",
    defaultMessage:
      "• {kpiName} ({functionName}), {periodLabel}: due {dueDate}, {hasOwner, select, yes {owner {ownerName}} other {owner none}}",
  },
  digestOpenMyUpdates: {
    id: "server.mail.digestOpenMyUpdates",
    defaultMessage: "Open My Updates to enter the values, their commentary and evidence.",
  },
  digestAlsoForYou: { id: "server.mail.digestAlsoForYou", defaultMessage: "Also for you ({count}):" },
  digestNotification: { id: "server.mail.digestNotification", defaultMessage: "• {title}" },
  digestNotificationWithLine: {
    id: "server.mail.digestNotificationWithLine",
    defaultMessage: "• {title} — {line}",
  },
  digestMyUpdatesAction: { id: "server.mail.digestMyUpdatesAction", defaultMessage: "Open My Updates" },
  digestNotificationsAction: {
    id: "server.mail.digestNotificationsAction",
    defaultMessage: "Open notifications",
  },
  digestResultsSubject: {
    id: "server.mail.digestResultsSubject",
    defaultMessage: "Meridian: {count, plural, one {# result} other {# results}} to report",
  },
  digestNotificationsSubject: {
    id: "server.mail.digestNotificationsSubject",
    defaultMessage: "Meridian: {count, plural, one {# notification} other {# notifications}} for you",
  },
  digestResultsTitle: { id: "server.mail.digestResultsTitle", defaultMessage: "Results to report" },
  digestTitle: { id: "server.mail.digestTitle", defaultMessage: "Your daily digest" },
  reportAttached: {
    id: "server.mail.reportAttached",
    defaultMessage: "The briefing book for {periodLabel} is attached (report schedule ''{scheduleName}'').",
  },
  reportHolds: {
    id: "server.mail.reportHolds",
    defaultMessage:
      "It holds the scorecard, the strategy map, each perspective's objectives and KPIs with their trend, the period's commentary and the initiatives.",
  },
  reportSubject: { id: "server.mail.reportSubject", defaultMessage: "Meridian briefing book: {periodLabel}" },
  reportTitle: { id: "server.mail.reportTitle", defaultMessage: "Briefing book: {periodLabel}" },
  requestUpdateBody: {
    id: "server.mail.requestUpdateBody",
    defaultMessage:
      '{event, select, moved {{actorName} moved your change request "{title}" to {status}.} approved {{actorName} approved your change request "{title}". It now awaits {nextApprover}.} approvedByAdmin {{actorName} approved your change request "{title}". It now awaits an administrator.} rejected {{actorName} rejected your change request "{title}". Nothing was changed.} other {{actorName} approved your change request "{title}", and its changes were applied.}}',
  },
  requestUpdateTitle: {
    id: "server.mail.requestUpdateTitle",
    defaultMessage:
      "{event, select, moved {Your change request moved} approved {Your change request was approved at one level} rejected {Your change request was rejected} other {Your change request was applied}}",
  },
  requestUpdateSubject: {
    id: "server.mail.requestUpdateSubject",
    defaultMessage:
      "{event, select, moved {Your change request moved: {title}} approved {Your change request was approved at one level: {title}} rejected {Your change request was rejected: {title}} other {Your change request was applied: {title}}}",
  },
  openRequestAction: { id: "server.mail.openRequestAction", defaultMessage: "Open the request" },
  requestTurnBody: {
    id: "server.mail.requestTurnBody",
    defaultMessage:
      'The change request "{title}" from {requesterName} awaits your approval as the head of {functionName}.',
  },
  requestTurnHint: {
    id: "server.mail.requestTurnHint",
    defaultMessage:
      "Open it to see the change, its impact and the approval trail, then approve or reject it.",
  },
  requestTurnSubject: {
    id: "server.mail.requestTurnSubject",
    defaultMessage: "Change request to approve: {title}",
  },
  requestTurnTitle: {
    id: "server.mail.requestTurnTitle",
    defaultMessage: "A change request awaits your approval",
  },
  notificationSubject: { id: "server.mail.notificationSubject", defaultMessage: "Meridian: {title}" },
  notificationAction: { id: "server.mail.notificationAction", defaultMessage: "Open in Meridian" },
  unsubscribeNotifications: {
    id: "server.mail.unsubscribeNotifications",
    defaultMessage: "You get this e-mail because of your notification settings in Meridian.",
  },
  unsubscribeReport: {
    id: "server.mail.unsubscribeReport",
    defaultMessage:
      "You get this e-mail because an administrator made you a recipient of this report schedule.",
  },
  unsubscribe: { id: "server.mail.unsubscribe", defaultMessage: "Unsubscribe" },
  unsubscribeText: { id: "server.mail.unsubscribeText", defaultMessage: "Unsubscribe: {link}" },
});
