import type { Locale } from "../../domain/locale";
import { escapeHtml } from "../html";
import { intlFor, type ServerIntl } from "../i18n/intl";
import { mailMessages as m } from "./messages";
/** MAIL-13: a file sent with a mail (kept in mail_attachments beside its outbox row). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };
/** MAIL-16: `headers` are extra mail headers (List-Unsubscribe, NOTIFY-10). */
export type MailContent = {
  subject: string;
  text: string;
  html: string;
  /**
   * MAIL-19: the organization's own mail (alerts, digests, reports, requests, decisions), which only a
   * verified member of it receives; a transaction the recipient started (verification, invitation,
   * password, e-mail change) leaves this out.
   */
  membersOnly?: boolean;
  /** MAIL-20: the day's one mail (CYCLE-28 claims it once a person a day) is not held by the quotas. */
  outsideQuota?: boolean;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
};

type Action = { label: string; url: string };

function layout(intl: ServerIntl, title: string, paragraphs: string[], action?: Action): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;color:#64748b;font-size:13px">${escapeHtml(intl.formatMessage(m.openLink, { url: action.url }))}</p>`
    : "";
  return `<!doctype html><html lang="${intl.locale}"><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;background:#f8fafc;padding:24px"><div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}<p style="margin:24px 0 0;color:#94a3b8;font-size:12px">${escapeHtml(intl.formatMessage(m.footer))}</p></div></body></html>`;
}

/** MAIL-22: the greeting, by first name when it is known. */
const greet = (intl: ServerIntl, firstName: string | null) =>
  firstName ? intl.formatMessage(m.greeting, { firstName }) : intl.formatMessage(m.greetingAnonymous);

/** AUTH-4: the six-digit code and the link to /verify-email, valid for 24 hours. */
export function verificationMail(
  input: { firstName: string | null; code: string; link: string },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const lines = [
    greet(intl, input.firstName),
    intl.formatMessage(m.verificationCode, { code: input.code }),
    intl.formatMessage(m.verificationLinkHint),
  ];
  return {
    subject: intl.formatMessage(m.verificationSubject, { code: input.code }),
    text: `${lines.join("\n\n")}\n\n${input.link}\n\n${intl.formatMessage(m.verificationIgnore)}`,
    html: layout(intl, intl.formatMessage(m.verificationTitle), lines, {
      label: intl.formatMessage(m.verificationAction),
      url: input.link,
    }),
  };
}

/** AUTH-7: an invitation with a link to set a password. */
export function invitationMail(
  input: { firstName: string | null; organizationName: string; inviterName: string; link: string },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const names = { organizationName: input.organizationName, inviterName: input.inviterName };
  const lines = [
    greet(intl, input.firstName),
    intl.formatMessage(m.invitationBody, names),
    intl.formatMessage(m.invitationLinkHint),
  ];
  return {
    subject: intl.formatMessage(m.invitationSubject, names),
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout(intl, intl.formatMessage(m.invitationTitle), lines, {
      label: intl.formatMessage(m.invitationAction),
      url: input.link,
    }),
  };
}

/** AUTH-8: a password reset link. */
export function passwordResetMail(
  input: { firstName: string | null; link: string },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const lines = [
    greet(intl, input.firstName),
    intl.formatMessage(m.passwordResetBody),
    intl.formatMessage(m.passwordResetIgnore),
  ];
  return {
    subject: intl.formatMessage(m.passwordResetSubject),
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout(intl, intl.formatMessage(m.passwordResetTitle), lines, {
      label: intl.formatMessage(m.passwordResetAction),
      url: input.link,
    }),
  };
}

/** AUTH-46: a one-time sign-in link, asked for by the recipient (a transaction: no List-Unsubscribe). */
export function signInLinkMail(
  input: { firstName: string | null; link: string },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const lines = [
    greet(intl, input.firstName),
    intl.formatMessage(m.signInLinkBody),
    intl.formatMessage(m.signInLinkIgnore),
  ];
  return {
    subject: intl.formatMessage(m.signInLinkSubject),
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout(intl, intl.formatMessage(m.signInLinkTitle), lines, {
      label: intl.formatMessage(m.signInLinkAction),
      url: input.link,
    }),
  };
}

/** AUTH-31: someone signed up with an address that already has an account; its owner is told instead. */
export function existingAccountMail(
  input: { firstName: string | null; signInLink: string; resetLink: string },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const lines = [
    greet(intl, input.firstName),
    intl.formatMessage(m.existingAccountBody),
    intl.formatMessage(m.existingAccountSignIn, { signInLink: input.signInLink }),
    intl.formatMessage(m.existingAccountIgnore),
  ];
  return {
    subject: intl.formatMessage(m.existingAccountSubject),
    text: `${lines.join("\n\n")}\n\n${input.resetLink}`,
    html: layout(intl, intl.formatMessage(m.existingAccountTitle), lines, {
      label: intl.formatMessage(m.existingAccountAction),
      url: input.resetLink,
    }),
  };
}

/** AUTH-35: the link that confirms a new e-mail address, sent to that address. */
export function emailChangeConfirmMail(
  input: { firstName: string | null; link: string },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const lines = [
    greet(intl, input.firstName),
    intl.formatMessage(m.emailChangeConfirmBody),
    intl.formatMessage(m.emailChangeConfirmUntil),
  ];
  return {
    subject: intl.formatMessage(m.emailChangeConfirmSubject),
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout(intl, intl.formatMessage(m.emailChangeConfirmTitle), lines, {
      label: intl.formatMessage(m.emailChangeConfirmAction),
      url: input.link,
    }),
  };
}

/**
 * AUTH-43: an address that already has a Meridian account was invited to an organization (or given as
 * another account's new address): one address belongs to one account, so it gets no link, only word of
 * what happened. The admin who asked is answered as for any address.
 */
export function addressInUseMail(
  input: { firstName: string | null; organizationName: string | null; inviterName: string | null },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const { organizationName, inviterName } = input;
  const lines = organizationName
    ? [
        greet(intl, input.firstName),
        inviterName
          ? intl.formatMessage(m.addressInUseInvited, { inviterName, organizationName })
          : intl.formatMessage(m.addressInUseInvitedByAdmin, { organizationName }),
        inviterName
          ? intl.formatMessage(m.addressInUseNextStep, { inviterName, organizationName })
          : intl.formatMessage(m.addressInUseNextStepAdmin, { organizationName }),
      ]
    : [
        intl.formatMessage(m.greetingAnonymous),
        intl.formatMessage(m.addressInUseChange),
        intl.formatMessage(m.addressInUseNothingChanged),
      ];
  return {
    subject: intl.formatMessage(m.addressInUseSubject),
    text: lines.join("\n\n"),
    html: layout(intl, intl.formatMessage(m.addressInUseTitle), lines),
  };
}

/** AUTH-35: the old address is told that a change to another one was asked for. */
export function emailChangeNoticeMail(
  input: { firstName: string | null; newEmail: string },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const lines = [
    greet(intl, input.firstName),
    intl.formatMessage(m.emailChangeNoticeBody, { newEmail: input.newEmail }),
    intl.formatMessage(m.emailChangeNoticeAdvice),
  ];
  return {
    subject: intl.formatMessage(m.emailChangeNoticeSubject),
    text: lines.join("\n\n"),
    html: layout(intl, intl.formatMessage(m.emailChangeNoticeTitle), lines),
  };
}

/** AUTH-37: the account's password was changed (its other sessions ended). */
export function passwordChangedMail(input: { firstName: string | null }, locale: Locale): MailContent {
  const intl = intlFor(locale);
  const lines = [
    greet(intl, input.firstName),
    intl.formatMessage(m.passwordChangedBody),
    intl.formatMessage(m.passwordChangedAdvice),
  ];
  return {
    subject: intl.formatMessage(m.passwordChangedSubject),
    text: lines.join("\n\n"),
    html: layout(intl, intl.formatMessage(m.passwordChangedTitle), lines),
  };
}

/**
 * MAIL-8: a visitor's 'Contact Sales' request (LANDING-5), to a super admin. The outbox has no
 * Reply-To, so the sender's address is the body's first line, to answer them by. MAIL-22: it goes to the
 * platform's operator, not to a member, so it stays in English.
 */
export function contactSalesMail(input: {
  name: string;
  email: string;
  company: string;
  teamSize: string | null;
  message: string;
}): MailContent {
  const lines = [
    `Reply to: ${input.email}`,
    `${input.name} of ${input.company} asked to talk to sales from the landing page.`,
    `Team size: ${input.teamSize ?? "not given"}`,
    "Their message:",
    input.message,
  ];
  return {
    subject: `Contact Sales: ${input.name} (${input.company})`,
    text: lines.join("\n\n"),
    html: layout(intlFor("en"), "Contact Sales request", lines, {
      label: `Reply to ${input.name}`,
      url: `mailto:${input.email}`,
    }),
  };
}

/** APPROVAL-12: the outcome of a submitted actual, told to whoever submitted it. */
export function submissionDecidedMail(
  input: {
    firstName: string | null;
    kpiName: string;
    functionName: string;
    periods: string[];
    /** APPROVAL-15: the values decided, each with its period and unit ('March 2026: €3,100'). */
    values: string[];
    outcome: "approved" | "rejected";
    deciderName: string;
    reason: string | null;
  },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const { outcome, kpiName } = input;
  const lines = [
    greet(intl, input.firstName),
    intl.formatMessage(m.submissionDecidedBody, {
      outcome,
      deciderName: input.deciderName,
      kpiName,
      functionName: input.functionName,
      periods: input.periods.join(", "),
    }),
    intl.formatMessage(m.submissionDecidedValues, { outcome, values: input.values.join("; ") }),
    ...(input.reason ? [intl.formatMessage(m.reason, { reason: input.reason })] : []),
  ];
  return {
    membersOnly: true,
    subject: intl.formatMessage(m.submissionDecidedSubject, { outcome, kpiName }),
    text: lines.join("\n\n"),
    html: layout(intl, intl.formatMessage(m.submissionDecidedTitle, { outcome }), lines),
  };
}

/**
 * CYCLE-27, MAIL-9, MAIL-17: the day's one mail: the person's own missing values, then those escalated to
 * them, then "Also for you": the notifications they take in the daily digest (NOTIFY-37).
 */
export function reminderDigestMail(
  input: {
    firstName: string | null;
    own: { kpiName: string; functionName: string; periodLabel: string; dueDate: string; overdue: boolean }[];
    escalated: {
      kpiName: string;
      functionName: string;
      periodLabel: string;
      dueDate: string;
      ownerName: string | null;
    }[];
    /** Each notification's title and the first line of its explanation. */
    notifications?: { title: string; line: string }[];
    link: string;
    /** The notifications page, the button when there is nothing to report. */
    notificationsLink?: string;
  },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const notifications = input.notifications ?? [];
  const lines = [greet(intl, input.firstName)];
  if (input.own.length > 0) {
    lines.push(
      intl.formatMessage(m.digestOwnHeading, { count: input.own.length }),
      ...input.own.map((item) =>
        intl.formatMessage(m.digestOwnItem, {
          kpiName: item.kpiName,
          functionName: item.functionName,
          periodLabel: item.periodLabel,
          dueDate: item.dueDate,
          overdue: item.overdue ? "yes" : "no",
        }),
      ),
    );
  }
  if (input.escalated.length > 0) {
    lines.push(
      intl.formatMessage(m.digestEscalatedHeading, { count: input.escalated.length }),
      ...input.escalated.map((item) =>
        intl.formatMessage(m.digestEscalatedItem, {
          kpiName: item.kpiName,
          functionName: item.functionName,
          periodLabel: item.periodLabel,
          dueDate: item.dueDate,
          hasOwner: item.ownerName ? "yes" : "no",
          ownerName: item.ownerName ?? "",
        }),
      ),
    );
  }
  const count = input.own.length + input.escalated.length;
  if (count > 0) lines.push(intl.formatMessage(m.digestOpenMyUpdates));
  if (notifications.length > 0) {
    lines.push(
      intl.formatMessage(m.digestAlsoForYou, { count: notifications.length }),
      ...notifications.map((item) =>
        item.line
          ? intl.formatMessage(m.digestNotificationWithLine, { title: item.title, line: item.line })
          : intl.formatMessage(m.digestNotification, { title: item.title }),
      ),
    );
  }
  const button =
    count > 0 || !input.notificationsLink
      ? { label: intl.formatMessage(m.digestMyUpdatesAction), url: input.link }
      : { label: intl.formatMessage(m.digestNotificationsAction), url: input.notificationsLink };
  const links = [
    ...(count > 0 ? [input.link] : []),
    ...(notifications.length > 0 && input.notificationsLink ? [input.notificationsLink] : []),
  ];
  const subject =
    count > 0
      ? intl.formatMessage(m.digestResultsSubject, { count })
      : intl.formatMessage(m.digestNotificationsSubject, { count: notifications.length });
  return {
    membersOnly: true,
    outsideQuota: true,
    subject,
    text: `${lines.join("\n\n")}\n\n${(links.length > 0 ? links : [input.link]).join("\n")}`,
    html: layout(intl, intl.formatMessage(count > 0 ? m.digestResultsTitle : m.digestTitle), lines, button),
  };
}

/** REPORT-15, MAIL-15: a scheduled briefing book; the PDF travels as the mail's attachment (MAIL-13). */
export function scheduledReportMail(
  input: { firstName: string | null; scheduleName: string; periodLabel: string },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const { periodLabel } = input;
  const lines = [
    greet(intl, input.firstName),
    intl.formatMessage(m.reportAttached, { periodLabel, scheduleName: input.scheduleName }),
    intl.formatMessage(m.reportHolds),
  ];
  return {
    membersOnly: true,
    subject: intl.formatMessage(m.reportSubject, { periodLabel }),
    text: lines.join("\n\n"),
    html: layout(intl, intl.formatMessage(m.reportTitle, { periodLabel }), lines),
  };
}

/**
 * MAIL-10: a change request moved (a status change, an approval at one level, the rejection, the
 * application), told to whoever asked for it; a rejection carries its reason.
 */
export function requestUpdateMail(
  input: {
    firstName: string | null;
    title: string;
    event: "moved" | "approved" | "rejected" | "applied";
    status: string;
    actorName: string;
    reason: string | null;
    nextApprover: string | null;
    link: string;
  },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const { event, title } = input;
  const said = intl.formatMessage(m.requestUpdateBody, {
    event: event === "approved" && !input.nextApprover ? "approvedByAdmin" : event,
    actorName: input.actorName,
    title,
    status: input.status,
    nextApprover: input.nextApprover ?? "",
  });
  const lines = [
    greet(intl, input.firstName),
    said,
    ...(input.reason ? [intl.formatMessage(m.reason, { reason: input.reason })] : []),
  ];
  return {
    membersOnly: true,
    subject: intl.formatMessage(m.requestUpdateSubject, { event, title }),
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout(intl, intl.formatMessage(m.requestUpdateTitle, { event }), lines, {
      label: intl.formatMessage(m.openRequestAction),
      url: input.link,
    }),
  };
}

/** MAIL-11: a change request awaits this person's approval (their turn in the chain, REQUEST-22). */
export function requestTurnMail(
  input: {
    firstName: string | null;
    title: string;
    requesterName: string;
    functionName: string;
    link: string;
  },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const lines = [
    greet(intl, input.firstName),
    intl.formatMessage(m.requestTurnBody, {
      title: input.title,
      requesterName: input.requesterName,
      functionName: input.functionName,
    }),
    intl.formatMessage(m.requestTurnHint),
  ];
  return {
    membersOnly: true,
    subject: intl.formatMessage(m.requestTurnSubject, { title: input.title }),
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout(intl, intl.formatMessage(m.requestTurnTitle), lines, {
      label: intl.formatMessage(m.openRequestAction),
      url: input.link,
    }),
  };
}

/** NOTIFY-9: a notification mailed at once: its title, its explanation and a button to the screen. */
export function notificationMail(
  input: { firstName: string | null; title: string; lines: string[]; link: string; actionLabel?: string },
  locale: Locale,
): MailContent {
  const intl = intlFor(locale);
  const lines = [greet(intl, input.firstName), ...input.lines];
  return {
    membersOnly: true,
    subject: intl.formatMessage(m.notificationSubject, { title: input.title }),
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout(intl, input.title, lines, {
      label: input.actionLabel ?? intl.formatMessage(m.notificationAction),
      url: input.link,
    }),
  };
}

/** MAIL-21: why a mail's recipient gets it, beside its unsubscribe link: notification settings or a report schedule. */
export type UnsubscribeReason = "notifications" | "report";

/**
 * NOTIFY-10: every notification mail ends with a one-click unsubscribe link and carries List-Unsubscribe
 * (with List-Unsubscribe-Post, RFC 8058) so mail clients offer it too.
 */
export function withUnsubscribe(
  content: MailContent,
  links: { page: string; oneClick: string },
  locale: Locale,
  reason: UnsubscribeReason = "notifications",
): MailContent {
  const intl = intlFor(locale);
  const note = intl.formatMessage(reason === "report" ? m.unsubscribeReport : m.unsubscribeNotifications);
  const footer = `<p style="margin:16px 0 0;color:#64748b;font-size:12px">${escapeHtml(note)} <a href="${escapeHtml(links.page)}" style="color:#4f46e5">${escapeHtml(intl.formatMessage(m.unsubscribe))}</a></p>`;
  return {
    ...content,
    text: `${content.text}\n\n${note} ${intl.formatMessage(m.unsubscribeText, { link: links.page })}`,
    html: content.html.replace("</div></body>", `${footer}</div></body>`),
    headers: {
      ...content.headers,
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
