import { escapeHtml } from "../html";
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

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;color:#64748b;font-size:13px">Or open this link: ${escapeHtml(action.url)}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;background:#f8fafc;padding:24px"><div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}<p style="margin:24px 0 0;color:#94a3b8;font-size:12px">Meridian · balanced scorecards and KPIs</p></div></body></html>`;
}

/** AUTH-4: the six-digit code and the link to /verify-email, valid for 24 hours. */
export function verificationMail(input: {
  firstName: string | null;
  code: string;
  link: string;
}): MailContent {
  const greeting = `Hello ${input.firstName ?? "there"},`;
  const lines = [
    greeting,
    `Your Meridian verification code is ${input.code}. It expires in 24 hours.`,
    "You can also verify your email by opening the link below.",
  ];
  return {
    subject: `Your Meridian verification code: ${input.code}`,
    text: `${lines.join("\n\n")}\n\n${input.link}\n\nIf you did not sign up for Meridian, you can ignore this email.`,
    html: layout("Verify your email", lines, { label: "Verify email", url: input.link }),
  };
}

/** AUTH-7: an invitation with a link to set a password. */
export function invitationMail(input: {
  firstName: string | null;
  organizationName: string;
  inviterName: string;
  link: string;
}): MailContent {
  const lines = [
    `Hello ${input.firstName ?? "there"},`,
    `${input.inviterName} invited you to ${input.organizationName} on Meridian, where your team tracks objectives and KPIs.`,
    "Open the link below to set your password. The link expires in 7 days.",
  ];
  return {
    subject: `You're invited to ${input.organizationName} on Meridian`,
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout("You're invited to Meridian", lines, { label: "Set your password", url: input.link }),
  };
}

/** AUTH-8: a password reset link. */
export function passwordResetMail(input: { firstName: string | null; link: string }): MailContent {
  const lines = [
    `Hello ${input.firstName ?? "there"},`,
    "Someone asked to reset the password of your Meridian account. Open the link below to choose a new one. The link expires in 1 hour.",
    "If it was not you, ignore this email: your password stays as it is.",
  ];
  return {
    subject: "Reset your Meridian password",
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout("Reset your password", lines, { label: "Choose a new password", url: input.link }),
  };
}

/** AUTH-46: a one-time sign-in link, asked for by the recipient (a transaction: no List-Unsubscribe). */
export function signInLinkMail(input: { firstName: string | null; link: string }): MailContent {
  const lines = [
    `Hello ${input.firstName ?? "there"},`,
    "Someone asked for a one-time link to sign in to your Meridian account. Open the link below to sign in. It works once and expires in 15 minutes.",
    "If it was not you, ignore this email: nobody can sign in without the link, and your password stays as it is.",
  ];
  return {
    subject: "Your Meridian sign-in link",
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout("Sign in to Meridian", lines, { label: "Sign in", url: input.link }),
  };
}

/** AUTH-31: someone signed up with an address that already has an account; its owner is told instead. */
export function existingAccountMail(input: {
  firstName: string | null;
  signInLink: string;
  resetLink: string;
}): MailContent {
  const lines = [
    `Hello ${input.firstName ?? "there"},`,
    "Someone tried to create a new Meridian account with this email address, which already has one. No new account was created.",
    `If it was you, sign in instead (${input.signInLink}), or reset your password if you forgot it.`,
    "If it was not you, you can ignore this email.",
  ];
  return {
    subject: "You already have a Meridian account",
    text: `${lines.join("\n\n")}\n\n${input.resetLink}`,
    html: layout("You already have an account", lines, {
      label: "Reset your password",
      url: input.resetLink,
    }),
  };
}

/** AUTH-35: the link that confirms a new e-mail address, sent to that address. */
export function emailChangeConfirmMail(input: { firstName: string | null; link: string }): MailContent {
  const lines = [
    `Hello ${input.firstName ?? "there"},`,
    "This address was given as the new email of a Meridian account. Open the link below to confirm it. The link expires in 24 hours.",
    "Until it is confirmed, the account keeps its old address. If you did not expect this, ignore this email.",
  ];
  return {
    subject: "Confirm your new Meridian email address",
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout("Confirm your new email", lines, { label: "Confirm email", url: input.link }),
  };
}

/**
 * AUTH-43: an address that already has a Meridian account was invited to an organization (or given as
 * another account's new address): one address belongs to one account, so it gets no link, only word of
 * what happened. The admin who asked is answered as for any address.
 */
export function addressInUseMail(input: {
  firstName: string | null;
  organizationName: string | null;
  inviterName: string | null;
}): MailContent {
  const lines = input.organizationName
    ? [
        `Hello ${input.firstName ?? "there"},`,
        `${input.inviterName ?? "An administrator"} invited this address to ${input.organizationName} on Meridian, but it already has a Meridian account, and an address belongs to one account only.`,
        `Nothing was created for you. To join ${input.organizationName}, ask ${input.inviterName ?? "the administrator"} to invite another of your addresses. If you did not expect this, you can ignore this email.`,
      ]
    : [
        "Hello there,",
        "This address was given as the new email of another Meridian account, but it already has a Meridian account of its own, and an address belongs to one account only.",
        "Nothing was changed. If you did not expect this, you can ignore this email.",
      ];
  return {
    subject: "This address already has a Meridian account",
    text: lines.join("\n\n"),
    html: layout("This address already has an account", lines),
  };
}

/** AUTH-35: the old address is told that a change to another one was asked for. */
export function emailChangeNoticeMail(input: { firstName: string | null; newEmail: string }): MailContent {
  const lines = [
    `Hello ${input.firstName ?? "there"},`,
    `A change of your Meridian account's email to ${input.newEmail} was requested. It takes effect only once the new address confirms it.`,
    "If you did not expect this, tell your organization's admin and change your password.",
  ];
  return {
    subject: "Your Meridian email address is being changed",
    text: lines.join("\n\n"),
    html: layout("Email change requested", lines),
  };
}

/** AUTH-37: the account's password was changed (its other sessions ended). */
export function passwordChangedMail(input: { firstName: string | null }): MailContent {
  const lines = [
    `Hello ${input.firstName ?? "there"},`,
    "The password of your Meridian account was changed, and every other session was signed out.",
    "If it was not you, reset your password at once and tell your organization's admin.",
  ];
  return {
    subject: "Your Meridian password was changed",
    text: lines.join("\n\n"),
    html: layout("Password changed", lines),
  };
}

/**
 * MAIL-8: a visitor's 'Contact Sales' request (LANDING-5), to a super admin. The outbox has no
 * Reply-To, so the sender's address is the body's first line, to answer them by.
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
    html: layout("Contact Sales request", lines, {
      label: `Reply to ${input.name}`,
      url: `mailto:${input.email}`,
    }),
  };
}

/** APPROVAL-12: the outcome of a submitted actual, told to whoever submitted it. */
export function submissionDecidedMail(input: {
  firstName: string | null;
  kpiName: string;
  functionName: string;
  periods: string[];
  /** APPROVAL-15: the values decided, each with its period and unit ('March 2026: €3,100'). */
  values: string[];
  outcome: "approved" | "rejected";
  deciderName: string;
  reason: string | null;
}): MailContent {
  const what = `${input.kpiName} (${input.functionName}), ${input.periods.join(", ")}`;
  const lines = [
    `Hello ${input.firstName ?? "there"},`,
    input.outcome === "approved"
      ? `${input.deciderName} approved the value you submitted for ${what}. Scores now use it.`
      : `${input.deciderName} rejected the value you submitted for ${what}. The approved value stays in place.`,
    `${input.outcome === "approved" ? "Approved" : "Refused"}: ${input.values.join("; ")}`,
    ...(input.reason ? [`Reason: ${input.reason}`] : []),
  ];
  const title = input.outcome === "approved" ? "Your value was approved" : "Your value was rejected";
  return {
    membersOnly: true,
    subject: `${title}: ${input.kpiName}`,
    text: lines.join("\n\n"),
    html: layout(title, lines),
  };
}

/**
 * CYCLE-27, MAIL-9, MAIL-17: the day's one mail: the person's own missing values, then those escalated to
 * them, then "Also for you": the notifications they take in the daily digest (NOTIFY-37).
 */
export function reminderDigestMail(input: {
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
}): MailContent {
  const notifications = input.notifications ?? [];
  const lines = [`Hello ${input.firstName ?? "there"},`];
  if (input.own.length > 0) {
    lines.push(
      `Results to enter (${input.own.length}):`,
      ...input.own.map(
        (item) =>
          `• ${item.kpiName} (${item.functionName}), ${item.periodLabel}: ${item.overdue ? "overdue since" : "due"} ${item.dueDate}`,
      ),
    );
  }
  if (input.escalated.length > 0) {
    lines.push(
      `Overdue in functions you head (${input.escalated.length}):`,
      ...input.escalated.map(
        (item) =>
          `• ${item.kpiName} (${item.functionName}), ${item.periodLabel}: due ${item.dueDate}, owner ${item.ownerName ?? "none"}`,
      ),
    );
  }
  const count = input.own.length + input.escalated.length;
  if (count > 0) lines.push("Open My Updates to enter the values, their commentary and evidence.");
  if (notifications.length > 0) {
    lines.push(
      `Also for you (${notifications.length}):`,
      ...notifications.map((item) => (item.line ? `• ${item.title} — ${item.line}` : `• ${item.title}`)),
    );
  }
  const button =
    count > 0 || !input.notificationsLink
      ? { label: "Open My Updates", url: input.link }
      : { label: "Open notifications", url: input.notificationsLink };
  const links = [
    ...(count > 0 ? [input.link] : []),
    ...(notifications.length > 0 && input.notificationsLink ? [input.notificationsLink] : []),
  ];
  const subject =
    count > 0
      ? `Meridian: ${count} result${count === 1 ? "" : "s"} to report`
      : `Meridian: ${notifications.length} notification${notifications.length === 1 ? "" : "s"} for you`;
  return {
    membersOnly: true,
    outsideQuota: true,
    subject,
    text: `${lines.join("\n\n")}\n\n${(links.length > 0 ? links : [input.link]).join("\n")}`,
    html: layout(count > 0 ? "Results to report" : "Your daily digest", lines, button),
  };
}

/** REPORT-15, MAIL-15: a scheduled briefing book; the PDF travels as the mail's attachment (MAIL-13). */
export function scheduledReportMail(input: {
  firstName: string | null;
  scheduleName: string;
  periodLabel: string;
}): MailContent {
  const lines = [
    `Hello ${input.firstName ?? "there"},`,
    `The briefing book for ${input.periodLabel} is attached (report schedule '${input.scheduleName}').`,
    "It holds the scorecard, the strategy map, each perspective's objectives and KPIs with their trend, the period's commentary and the initiatives.",
  ];
  return {
    membersOnly: true,
    subject: `Meridian briefing book: ${input.periodLabel}`,
    text: lines.join("\n\n"),
    html: layout(`Briefing book: ${input.periodLabel}`, lines),
  };
}

/**
 * MAIL-10: a change request moved (a status change, an approval at one level, the rejection, the
 * application), told to whoever asked for it; a rejection carries its reason.
 */
export function requestUpdateMail(input: {
  firstName: string | null;
  title: string;
  event: "moved" | "approved" | "rejected" | "applied";
  status: string;
  actorName: string;
  reason: string | null;
  nextApprover: string | null;
  link: string;
}): MailContent {
  const said = {
    moved: `${input.actorName} moved your change request "${input.title}" to ${input.status}.`,
    approved: `${input.actorName} approved your change request "${input.title}". It now awaits ${input.nextApprover ?? "an administrator"}.`,
    rejected: `${input.actorName} rejected your change request "${input.title}". Nothing was changed.`,
    applied: `${input.actorName} approved your change request "${input.title}", and its changes were applied.`,
  }[input.event];
  const lines = [
    `Hello ${input.firstName ?? "there"},`,
    said,
    ...(input.reason ? [`Reason: ${input.reason}`] : []),
  ];
  const titles = {
    moved: "Your change request moved",
    approved: "Your change request was approved at one level",
    rejected: "Your change request was rejected",
    applied: "Your change request was applied",
  };
  return {
    membersOnly: true,
    subject: `${titles[input.event]}: ${input.title}`,
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout(titles[input.event], lines, { label: "Open the request", url: input.link }),
  };
}

/** MAIL-11: a change request awaits this person's approval (their turn in the chain, REQUEST-22). */
export function requestTurnMail(input: {
  firstName: string | null;
  title: string;
  requesterName: string;
  functionName: string;
  link: string;
}): MailContent {
  const lines = [
    `Hello ${input.firstName ?? "there"},`,
    `The change request "${input.title}" from ${input.requesterName} awaits your approval as the head of ${input.functionName}.`,
    "Open it to see the change, its impact and the approval trail, then approve or reject it.",
  ];
  return {
    membersOnly: true,
    subject: `Change request to approve: ${input.title}`,
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout("A change request awaits your approval", lines, {
      label: "Open the request",
      url: input.link,
    }),
  };
}

/** NOTIFY-9: a notification mailed at once: its title, its explanation and a button to the screen. */
export function notificationMail(input: {
  firstName: string | null;
  title: string;
  lines: string[];
  link: string;
  actionLabel?: string;
}): MailContent {
  const lines = [`Hello ${input.firstName ?? "there"},`, ...input.lines];
  return {
    membersOnly: true,
    subject: `Meridian: ${input.title}`,
    text: `${lines.join("\n\n")}\n\n${input.link}`,
    html: layout(input.title, lines, { label: input.actionLabel ?? "Open in Meridian", url: input.link }),
  };
}

/** MAIL-21: why a briefing book's recipient gets it, beside its unsubscribe link. */
export const REPORT_UNSUBSCRIBE_NOTE =
  "You get this e-mail because an administrator made you a recipient of this report schedule.";

/**
 * NOTIFY-10: every notification mail ends with a one-click unsubscribe link and carries List-Unsubscribe
 * (with List-Unsubscribe-Post, RFC 8058) so mail clients offer it too.
 */
export function withUnsubscribe(
  content: MailContent,
  links: { page: string; oneClick: string },
  note = "You get this e-mail because of your notification settings in Meridian.",
): MailContent {
  const footer = `<p style="margin:16px 0 0;color:#64748b;font-size:12px">${escapeHtml(note)} <a href="${escapeHtml(links.page)}" style="color:#4f46e5">Unsubscribe</a></p>`;
  return {
    ...content,
    text: `${content.text}\n\n${note} Unsubscribe: ${links.page}`,
    html: content.html.replace("</div></body>", `${footer}</div></body>`),
    headers: {
      ...content.headers,
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
