// What a submission tells people (NOTIFY-33, NOTIFY-34): the ones who may approve it, while it waits, and
// its submitter, once it is decided. Both go through notify() in the submission's own transaction.
import { and, eq } from "drizzle-orm";
import { kpiResultsPath } from "../../../domain/notifications";
import { displayName } from "../../../domain/people";
import { type Frequency, type PeriodKey, periodLabel } from "../../../domain/periods";
import { formatMeasure, SERVER_LOCALE } from "../../../domain/units";
import { fiscalStartMonthOf } from "../../db/fiscal-year";
import type { actualSubmissions } from "../../db/schema";
import { users } from "../../db/schema";
import { inOrganization } from "../../db/tenant-filter";
import type { WriteContext } from "../../kernel";
import { submissionDecidedMail } from "../../mail/templates";
import type { ServiceDeps } from "../../services";
import { headsUpTheTree } from "../functions";
import { clearCondition, notify } from "../notifications";

type Row = typeof actualSubmissions.$inferSelect;

/** Where a submission sits: its KPI assignment's KPI and function. */
export type SubmissionPlace = {
  id: string;
  kpiName: string;
  unit: string | null;
  frequency: Frequency;
  functionId: string;
  functionName: string;
};

/** NOTIFY-33: the key of a submission's "to approve" notifications, cleared once it is decided. */
const approvalKey = (submissionId: string) => `approval:${submissionId}`;

/** The client path of the KPI's detail for the submission's first period (NOTIFY-3). */
const kpiLink = (row: Row) => {
  const [period] = Object.keys(row.values);
  return kpiResultsPath({ kpiAssignmentId: row.kpiAssignmentId, year: row.year, period });
};

/** APPROVAL-15: each submitted value with its period and unit: 'March 2026: €3,100'. */
async function valuesOf(w: WriteContext, row: Row, place: SubmissionPlace): Promise<string[]> {
  const periods = await periodsOf(w, row, place);
  return Object.values(row.values).map(
    (value, index) => `${periods[index]}: ${formatMeasure(value, place.unit, SERVER_LOCALE) ?? "no value"}`,
  );
}

async function periodsOf(w: WriteContext, row: Row, place: SubmissionPlace): Promise<string[]> {
  const start = await fiscalStartMonthOf(w.tx, w.actor);
  return Object.keys(row.values).map((key) =>
    periodLabel(place.frequency, key as PeriodKey, row.year, start),
  );
}

/**
 * NOTIFY-33: a submission waiting for approval is told to those who may decide it (APPROVAL-8: the
 * organization's administrators and the heads of the KPI's function and of each function above it), the
 * people the Approvals screen shows it to (APPROVAL-7); never its submitter (APPROVAL-9). Once per
 * submission while it waits: a merge into it (APPROVAL-3) raises nothing new.
 */
export async function tellApprovers(
  w: WriteContext,
  deps: ServiceDeps,
  row: Row,
  place: SubmissionPlace,
): Promise<void> {
  const heads = await headsUpTheTree(w.tx, w.actor, place.functionId);
  const admins = await w.tx
    .select({ id: users.id })
    .from(users)
    .where(and(inOrganization(users.organizationId, w.actor.orgId), eq(users.role, "admin")));
  const recipients = [...heads.map((head) => head.headUserId), ...admins.map((admin) => admin.id)].filter(
    (id) => id !== row.submittedBy,
  );
  const periods = await periodsOf(w, row, place);
  await notify(w, deps, recipients, {
    type: "approval_requested",
    title: `Value to approve: ${place.kpiName}`,
    lines: [
      `${row.submitterName ?? "Someone"} submitted a value for ${place.kpiName} (${place.functionName}), ${periods.join(", ")}.`,
      "Scores keep the approved value until you approve it.",
    ],
    link: "/approvals",
    actions: [
      { kind: "open", label: "Open Approvals", href: "/approvals" },
      { kind: "open_kpi", label: "Open the KPI", href: kpiLink(row) },
    ],
    subject: { kpiAssignmentId: row.kpiAssignmentId, year: row.year, submissionId: row.id },
    conditionKey: approvalKey(row.id),
  });
}

/**
 * NOTIFY-34, APPROVAL-12: the submitter is told the decision (their mail of before kept as the e-mail),
 * and the submission leaves everyone's "to approve" notifications (NOTIFY-33).
 */
export async function tellSubmitter(
  w: WriteContext,
  deps: ServiceDeps,
  row: Row,
  place: SubmissionPlace,
  outcome: "approved" | "rejected",
  reason?: string,
): Promise<void> {
  await clearCondition(w.tx, w.actor.orgId, approvalKey(row.id));
  if (!row.submittedBy) return;
  const periods = await periodsOf(w, row, place);
  const values = await valuesOf(w, row, place);
  const what = `${place.kpiName} (${place.functionName}), ${periods.join(", ")}`;
  const decider = w.actor.userName;
  await notify(w, deps, [row.submittedBy], {
    type: "submission_decided",
    title: `${outcome === "approved" ? "Approved" : "Rejected"}: ${place.kpiName}`,
    lines: [
      outcome === "approved"
        ? `${decider} approved the value you submitted for ${what}. Scores now use it.`
        : `${decider} rejected the value you submitted for ${what}. The approved value stays in place.`,
      `${outcome === "approved" ? "Approved" : "Refused"}: ${values.join("; ")}`,
      ...(reason ? [`Reason: ${reason}`] : []),
    ],
    link: kpiLink(row),
    actions: [{ kind: "open_kpi", label: "Open the KPI", href: kpiLink(row) }],
    subject: { kpiAssignmentId: row.kpiAssignmentId, year: row.year, submissionId: row.id },
    mail: (recipient) =>
      submissionDecidedMail(
        {
          firstName: recipient.firstName ?? displayName(recipient),
          kpiName: place.kpiName,
          functionName: place.functionName,
          periods,
          values,
          outcome,
          deciderName: decider,
          reason: reason ?? null,
        },
        recipient.locale,
      ),
  });
}
