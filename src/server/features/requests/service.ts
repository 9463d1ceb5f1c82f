// Change requests (REQUEST-1..REQUEST-40, API-21..API-23, docs/decisions/012): asked for by any member,
// analysed at submission, approved up the tree, applied in one transaction with their activity rows.
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { displayName } from "../../../domain/people";
import {
  approvalLevels,
  awaitingLevel,
  type ChainLevel,
  type Decision,
  isFinal,
  REQUEST_STATUSES_TOO_SHORT,
  type RequestState,
  resolveStatusMeanings,
  type StatusMeanings,
  stateOfStatus,
  stepOutcome,
} from "../../../domain/requests";
import { requestsResource } from "../../../domain/resources";
import type {
  ChangeRequest,
  ChangeRequestSummary,
  CreateRequestData,
  RequestChanges,
  RequestsQuery,
  UpdateRequestData,
} from "../../../domain/schemas/requests";
import { DEFAULT_CHANGE_REQUEST_WORKFLOW, DEFAULT_REQUEST_STATUSES } from "../../../domain/schemas/settings";
import type { Tx } from "../../db/client";
import { organizationSettingsOf } from "../../db/organization-settings";
import { changeRequests, users } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../http-error";
import { assertVersion, auditedResource, owned, tenantWrite, type WriteContext } from "../../kernel";
import { requestTurnMail, requestUpdateMail } from "../../mail/templates";
import type { ServiceDeps } from "../../services";
import { headsUpTheTree, subtreeFunctionIds } from "../functions";
import { clearRequestTurns, notify } from "../notifications";
import { applyChanges, diffOf, resolveTarget } from "./apply";
import { impactOf, sameFigures } from "./impact";
import { assertMayAsk } from "./scope";

const userRows = owned(users, "User not found");

type Row = typeof changeRequests.$inferSelect;

export const REQUEST_NOT_FOUND = "Change request not found";
export const REASON_REQUIRED = "Give a reason for the rejection";
export const ONLY_ADMIN_COMPLETES = "Only an administrator can complete this change request";
export const NOT_AN_APPROVER = "Only the approvers of this change request and administrators can do that";
export const ONLY_REQUESTER_DELETES = "Only the person who asked for a change request can delete it";
export const SUBJECT_GONE = "The row this change request changes no longer exists, so it cannot be applied";

const requestRows = auditedResource(requestsResource, changeRequests, {
  name: (row) => row.title,
  snapshot: (row) => ({ type: row.type, title: row.title, status: row.status }),
});

type Workflow = typeof DEFAULT_CHANGE_REQUEST_WORKFLOW;
type Context = { statuses: string[]; workflow: Workflow; meanings: StatusMeanings | null };

/** REQUEST-3: the organization's statuses, workflow and the meanings it gives the statuses. */
async function contextOf(tx: Tx, actor: TenantContext): Promise<Context> {
  const row = await organizationSettingsOf(tx, actor.orgId);
  const statuses = row?.requestStatuses?.length ? row.requestStatuses : [...DEFAULT_REQUEST_STATUSES];
  const workflow = { ...DEFAULT_CHANGE_REQUEST_WORKFLOW, ...(row?.changeRequestWorkflow ?? {}) };
  return {
    statuses,
    workflow,
    meanings: resolveStatusMeanings(statuses, row ? row.changeRequestWorkflow : workflow),
  };
}

function meaningsOf(context: Context): StatusMeanings {
  if (!context.meanings)
    throw conflict(`${REQUEST_STATUSES_TOO_SHORT}. An administrator can add them in Settings.`);
  return context.meanings;
}

type Chain = { levels: ChainLevel[]; approvers: Set<string> };

/** REQUEST-20, REQUEST-21: the levels that approve this request, from the function tree as it is now. */
async function chainOf(tx: Tx, actor: TenantContext, row: Row, context: Context): Promise<Chain> {
  const tree = row.functionId ? await headsUpTheTree(tx, actor, row.functionId) : [];
  const levels = approvalLevels(tree, context.workflow, row.requesterId);
  const approvers = new Set(levels.flatMap((level) => (level.headUserId ? [level.headUserId] : [])));
  return { levels, approvers };
}

async function namesOf(tx: Tx, actor: TenantContext, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0)
    return new Map<string, { name: string; email: string; firstName: string | null }>();
  const rows = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(userRows.byIds(actor, wanted));
  return new Map(
    rows.map((user) => [user.id, { name: displayName(user), email: user.email, firstName: user.firstName }]),
  );
}

/** REQUEST-33: admins see every request; heads those of their subtree; everyone their own. */
async function visibility(tx: Tx, actor: TenantContext): Promise<SQL | undefined> {
  if (actor.role === "admin") return undefined;
  const subtree = await subtreeFunctionIds(tx, actor, actor.userId);
  const own = eq(changeRequests.requesterId, actor.userId);
  return subtree.length > 0 ? (or(own, inArray(changeRequests.functionId, subtree)) as SQL) : own;
}

async function visibleRow(tx: Tx, actor: TenantContext, id: string, lock: boolean): Promise<Row> {
  const row = lock ? await requestRows.lock(tx, actor, id) : await requestRows.find(tx, actor, id);
  if (actor.role === "admin" || row.requesterId === actor.userId) return row;
  const subtree = row.functionId ? await subtreeFunctionIds(tx, actor, actor.userId) : [];
  if (!row.functionId || !subtree.includes(row.functionId)) throw notFound(REQUEST_NOT_FOUND);
  return row;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function present(tx: Tx, actor: TenantContext, row: Row, context: Context): Promise<ChangeRequest> {
  const chain = await chainOf(tx, actor, row, context);
  const state = row.state as RequestState;
  const names = await namesOf(
    tx,
    actor,
    chain.levels.map((level) => level.headUserId),
  );
  const decisions = row.decisions ?? [];
  const turn = isFinal(state) ? null : awaitingLevel(chain.levels, decisions);
  const approvals = chain.levels.map((level, index) => {
    const decision = decisions.find((d) => d.functionId === level.functionId);
    return {
      level: index + 1,
      functionId: level.functionId,
      functionName: level.functionName,
      headUserId: level.headUserId,
      headName: level.headUserId ? (names.get(level.headUserId)?.name ?? null) : null,
      decidedBy: decision?.decidedBy ?? null,
      decidedByName: decision?.decidedByName ?? null,
      decidedAt: decision?.decidedAt ?? null,
      decision: decision?.decision ?? null,
      // REQUEST-41: a closed request's undecided levels say why, never 'Not yet'.
      outcome: stepOutcome({
        decision: decision?.decision ?? null,
        hasHead: level.headUserId !== null,
        awaited: turn?.level === index + 1,
        state,
      }),
    };
  });
  const functionName = chain.levels[0]?.functionName ?? row.subject?.functionName ?? null;
  // REQUEST-23: with no head left to approve, an administrator completes it (headUserId null).
  const awaiting = isFinal(state)
    ? null
    : turn
      ? {
          level: turn.level,
          functionId: turn.chain.functionId,
          functionName: turn.chain.functionName,
          headUserId: turn.chain.headUserId,
          headName: turn.chain.headUserId ? (names.get(turn.chain.headUserId)?.name ?? null) : null,
        }
      : { level: 1, functionId: row.functionId, functionName, headUserId: null, headName: null };
  const isAdmin = actor.role === "admin";
  const open = !isFinal(state);
  const approver = chain.approvers.has(actor.userId);
  const initial = context.meanings?.initial ?? context.statuses[0];
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    status: row.status,
    state,
    changes: row.changes ?? null,
    subject: row.subject ?? null,
    diff: row.diff ?? [],
    impact: row.impact ?? null,
    approvals,
    awaiting,
    can: {
      approve: open && (isAdmin || (!!awaiting?.headUserId && awaiting.headUserId === actor.userId)),
      reject: open && (isAdmin || approver),
      comment: isAdmin || approver || row.requesterId === actor.userId,
      delete: open && row.requesterId === actor.userId && row.status === initial,
      move: open && (isAdmin || approver),
    },
    comments: row.comments ?? [],
    rejectionReason: row.rejectionReason,
    appliedAt: iso(row.appliedAt),
    appliedByName: row.appliedByName,
    requesterId: row.requesterId,
    requesterName: row.requesterName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.updatedAt.toISOString(),
  };
}

/** API-21 GET /api/requests: newest first, filtered by status name, own requests and type. */
export function listRequests(
  deps: ServiceDeps,
  actor: TenantContext,
  query: { status?: string; mine: boolean; type?: RequestsQuery["type"] },
): Promise<ChangeRequestSummary[]> {
  return withTenant(deps.db, actor, async (tx) => {
    const context = await contextOf(tx, actor);
    const rows = await tx
      .select()
      .from(changeRequests)
      .where(
        and(
          requestRows.inOrg(actor),
          await visibility(tx, actor),
          query.status ? eq(changeRequests.status, query.status) : undefined,
          query.mine ? eq(changeRequests.requesterId, actor.userId) : undefined,
          query.type ? eq(changeRequests.type, query.type) : undefined,
        ),
      )
      .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id));
    const trees = new Map<string, ChainLevel[]>();
    for (const functionId of new Set(
      rows.flatMap((row) => (row.functionId && !isFinal(row.state) ? [row.functionId] : [])),
    )) {
      trees.set(functionId, await headsUpTheTree(tx, actor, functionId));
    }
    const awaitingIds = new Map<string, string | null>();
    for (const row of rows) {
      if (isFinal(row.state)) continue;
      const tree = trees.get(row.functionId ?? "") ?? [];
      const turn = awaitingLevel(
        approvalLevels(tree, context.workflow, row.requesterId),
        row.decisions ?? [],
      );
      awaitingIds.set(row.id, turn?.chain.headUserId ?? null);
    }
    const names = await namesOf(tx, actor, [...awaitingIds.values()]);
    return rows.map((row) => {
      const head = awaitingIds.get(row.id);
      return {
        id: row.id,
        type: row.type,
        title: row.title,
        status: row.status,
        state: row.state,
        requesterId: row.requesterId,
        requesterName: row.requesterName,
        subjectName: row.subject?.name ?? null,
        functionName: row.subject?.functionName ?? null,
        awaitingName: isFinal(row.state)
          ? null
          : head
            ? (names.get(head)?.name ?? "An administrator")
            : "An administrator",
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  });
}

/** API-22 GET /api/requests/{id}: one request a caller may see (REQUEST-33), else 404. */
export function getRequest(deps: ServiceDeps, actor: TenantContext, id: string): Promise<ChangeRequest> {
  return withTenant(deps.db, actor, async (tx) => {
    const row = await visibleRow(tx, actor, id, false);
    return present(tx, actor, row, await contextOf(tx, actor));
  });
}

/** NOTIFY-3: the client path of a request. */
const pathOf = (id: string) => `/requests/${id}`;

/**
 * MAIL-11, NOTIFY-35: tells the head whose turn it is (request_turn), unless they are the one acting; the
 * e-mail at once is the request's own mail.
 */
async function mailTurn(w: WriteContext, deps: ServiceDeps, row: Row, level: ChainLevel | undefined) {
  if (!level?.headUserId) return;
  await notify(w, deps, [level.headUserId], {
    type: "request_turn",
    title: `Change request to approve: ${row.title}`,
    lines: [
      `The change request "${row.title}" from ${row.requesterName} awaits your approval as the head of ${level.functionName}.`,
    ],
    link: pathOf(row.id),
    actions: [{ kind: "open", label: "Open the request", href: pathOf(row.id) }],
    subject: { requestId: row.id },
    mail: (head, link) =>
      requestTurnMail(
        {
          firstName: head.firstName,
          title: row.title,
          requesterName: row.requesterName,
          functionName: level.functionName,
          link,
        },
        head.locale,
      ),
  });
}

const REQUEST_TITLES = {
  moved: "Your change request moved",
  approved: "Your change request was approved at one level",
  rejected: "Your change request was rejected",
  applied: "Your change request was applied",
} as const;

/** MAIL-10, NOTIFY-35: tells the requester what happened (request_changed), unless they are the one acting. */
async function mailRequester(
  w: WriteContext,
  deps: ServiceDeps,
  row: Row,
  event: "moved" | "approved" | "rejected" | "applied",
  extra: { status: string; reason?: string | null; nextApprover?: string | null },
) {
  if (!row.requesterId) return;
  const by = w.actor.userName;
  const said = {
    moved: `${by} moved your change request "${row.title}" to ${extra.status}.`,
    approved: `${by} approved your change request "${row.title}". It now awaits ${extra.nextApprover ?? "an administrator"}.`,
    rejected: `${by} rejected your change request "${row.title}". Nothing was changed.`,
    applied: `${by} approved your change request "${row.title}", and its changes were applied.`,
  }[event];
  await notify(w, deps, [row.requesterId], {
    type: "request_changed",
    title: `${REQUEST_TITLES[event]}: ${row.title}`,
    lines: [said, ...(extra.reason ? [`Reason: ${extra.reason}`] : [])],
    link: pathOf(row.id),
    actions: [{ kind: "open", label: "Open the request", href: pathOf(row.id) }],
    subject: { requestId: row.id },
    mail: (requester, link) =>
      requestUpdateMail(
        {
          firstName: requester.firstName,
          title: row.title,
          event,
          status: extra.status,
          actorName: by,
          reason: extra.reason ?? null,
          nextApprover: extra.nextApprover ?? null,
          link,
        },
        requester.locale,
      ),
  });
}

/**
 * API-21 POST /api/requests (REQUEST-5..REQUEST-12): the changes are checked against the row they name
 * (another organization's or a missing row → 404), the diff and (REQUEST-12) the impact are stored, the
 * request starts in the first status, and the first approver is told (MAIL-11).
 */
export function createRequest(
  deps: ServiceDeps,
  actor: Actor,
  input: CreateRequestData,
): Promise<ChangeRequest> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const context = await contextOf(tx, actor);
    const meanings = meaningsOf(context);
    const asked = { type: input.type, changes: input.changes } as RequestChanges;
    const { target, changes } = await resolveTarget(tx, actor, asked);
    await assertMayAsk(tx, actor, asked, target);
    const diff = await diffOf(tx, actor, changes, target);
    const impact = context.workflow.requiresImpactAnalysis
      ? await impactOf(w, deps, changes, target, { id: "", title: input.title })
      : null;
    const row = await requestRows.insert(tx, actor, {
      type: input.type,
      title: input.title,
      description: input.description,
      status: meanings.initial,
      state: stateOfStatus(meanings.initial, meanings),
      functionId: target.functionId,
      changes: changes.changes as Record<string, unknown> | null,
      subject: target.subject,
      diff,
      impact,
      requesterId: actor.userId,
      requesterName: actor.userName,
    });
    await requestRows.audit(w, "created", row, {
      newValue: { type: row.type, title: row.title, status: row.status, changes: row.changes },
    });
    const chain = await chainOf(tx, actor, row, context);
    await mailTurn(w, deps, row, awaitingLevel(chain.levels, [])?.chain);
    return present(tx, actor, row, context);
  });
}

/**
 * API-22 PATCH /api/requests/{id} (REQUEST-15..REQUEST-19): a comment, and/or a status move. The applied
 * status approves (the current level; the last level applies the changes), the rejected status rejects
 * (with a reason), any other status is a move. Applied and rejected requests are final (409).
 */
export function updateRequest(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: UpdateRequestData,
  version: string | undefined,
): Promise<ChangeRequest> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const row = await visibleRow(tx, actor, id, true);
    assertVersion(row.updatedAt, version);
    const context = await contextOf(tx, actor);
    const chain = await chainOf(tx, actor, row, context);
    const isAdmin = actor.role === "admin";
    const approver = chain.approvers.has(actor.userId);
    const now = new Date();
    const changes: Partial<typeof changeRequests.$inferInsert> = {};
    const details: Record<string, unknown> = {};

    if (input.comment !== undefined) {
      // REQUEST-19: the requester, the approvers and administrators comment.
      if (!isAdmin && !approver && row.requesterId !== actor.userId) throw forbidden(NOT_AN_APPROVER);
      changes.comments = [
        ...(row.comments ?? []),
        {
          id: randomUUID(),
          authorId: actor.userId,
          authorName: actor.userName,
          body: input.comment,
          createdAt: now.toISOString(),
        },
      ];
      details.comment = input.comment;
    }

    if (input.status !== undefined) {
      const status = input.status;
      // REQUEST-15: a status is one of the organization's request statuses.
      if (!context.statuses.includes(status)) {
        const message = `Status must be one of the request statuses: ${context.statuses.join(", ")}`;
        throw badRequest(message, { status: message });
      }
      const meanings = meaningsOf(context);
      // REQUEST-4: applied and rejected are final.
      if (isFinal(row.state)) {
        throw conflict(
          `This change request is already ${row.state === "applied" ? "applied" : "rejected"}; its status cannot change`,
        );
      }
      details.oldValue = { status: row.status };
      // NOTIFY-41: an approval or a rejection decides the level waiting: its "request to approve" leaves
      // every list at once (the next head's turn, if any, is told afresh below). A move decides nothing.
      if (status === meanings.applied || status === meanings.rejected) {
        await clearRequestTurns(tx, actor.orgId, row.id);
      }
      if (status === meanings.applied) {
        await approve(w, deps, row, context, meanings, chain, changes, details, now);
      } else if (status === meanings.rejected) {
        // REQUEST-18: any approver in the chain, or an administrator, with a reason.
        if (!isAdmin && !approver) throw forbidden(NOT_AN_APPROVER);
        if (!input.reason) throw badRequest(REASON_REQUIRED, { reason: REASON_REQUIRED });
        const own = chain.levels.find((level) => level.headUserId === actor.userId);
        const turn = awaitingLevel(chain.levels, row.decisions ?? []);
        const functionId = own?.functionId ?? turn?.chain.functionId ?? row.functionId;
        if (functionId) {
          changes.decisions = [
            ...(row.decisions ?? []).filter((d) => d.functionId !== functionId),
            decision(actor, functionId, "rejected", now),
          ];
        }
        Object.assign(changes, { status, state: "rejected", rejectionReason: input.reason });
        details.decision = "rejected";
        details.reason = input.reason;
        await mailRequester(w, deps, row, "rejected", { status, reason: input.reason });
      } else {
        // REQUEST-17: any other status is a move, by administrators and approvers.
        if (!isAdmin && !approver) throw forbidden(NOT_AN_APPROVER);
        Object.assign(changes, { status, state: stateOfStatus(status, meanings) });
        await mailRequester(w, deps, row, "moved", { status });
      }
      details.newValue = { status: changes.status ?? row.status };
    }

    const after = await requestRows.update(tx, actor, row.id, changes);
    await requestRows.audit(w, "updated", after, details);
    return present(tx, actor, after, context);
  });
}

function decision(actor: Actor, functionId: string, outcome: Decision["decision"], now: Date): Decision {
  return {
    functionId,
    decidedBy: actor.userId,
    decidedByName: actor.userName,
    decidedAt: now.toISOString(),
    decision: outcome,
  };
}

/**
 * REQUEST-20..REQUEST-24: an approval. Without requiresApproval, or with no head left in the chain, an
 * administrator completes it; otherwise the head whose turn it is (or an administrator) approves the
 * current level, and the last level applies the changes (REQUEST-25). Out of turn → 403.
 */
async function approve(
  w: WriteContext,
  deps: ServiceDeps,
  row: Row,
  context: Context,
  meanings: StatusMeanings,
  chain: Chain,
  changes: Partial<typeof changeRequests.$inferInsert>,
  details: Record<string, unknown>,
  now: Date,
) {
  const { actor } = w;
  const isAdmin = actor.role === "admin";
  const decisions = row.decisions ?? [];
  const turn = context.workflow.requiresApproval ? awaitingLevel(chain.levels, decisions) : null;
  if (!turn) {
    if (!isAdmin) throw forbidden(ONLY_ADMIN_COMPLETES);
    await complete(w, deps, row, context, meanings, changes, details, now);
    return;
  }
  if (!isAdmin && turn.chain.headUserId !== actor.userId) {
    const head = (await namesOf(w.tx, actor, [turn.chain.headUserId])).get(turn.chain.headUserId ?? "");
    throw forbidden(
      `It is not your turn to approve this change request: it awaits ${head?.name ?? "the head"} of ${turn.chain.functionName}`,
    );
  }
  const decided = [...decisions, decision(actor, turn.chain.functionId, "approved", now)];
  changes.decisions = decided;
  details.decision = "approved";
  details.level = turn.level;
  const next = awaitingLevel(chain.levels, decided);
  if (!next) {
    await complete(w, deps, { ...row, decisions: decided }, context, meanings, changes, details, now);
    return;
  }
  Object.assign(changes, { status: meanings.inReview, state: "in_review" });
  const nextHead = (await namesOf(w.tx, actor, [next.chain.headUserId])).get(next.chain.headUserId ?? "");
  await mailRequester(w, deps, row, "approved", {
    status: meanings.inReview,
    nextApprover: nextHead ? `${nextHead.name} (${next.chain.functionName})` : null,
  });
  await mailTurn(w, deps, row, next.chain);
}

/**
 * REQUEST-25, REQUEST-14: applies the changes in this transaction; the impact is computed again first and,
 * when its figures moved since submission, the new ones are stored and the activity row says so.
 */
async function complete(
  w: WriteContext,
  deps: ServiceDeps,
  row: Row,
  context: Context,
  meanings: StatusMeanings,
  changes: Partial<typeof changeRequests.$inferInsert>,
  details: Record<string, unknown>,
  now: Date,
) {
  const data = { type: row.type, changes: row.changes } as RequestChanges;
  let target: Awaited<ReturnType<typeof resolveTarget>>["target"];
  try {
    target = (await resolveTarget(w.tx, w.actor, data)).target;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw conflict(SUBJECT_GONE);
    throw error;
  }
  if (context.workflow.requiresImpactAnalysis && row.type !== "other") {
    const fresh = await impactOf(w, deps, data, target, row, now);
    const changed = !sameFigures(row.impact ?? null, fresh);
    if (changed) changes.impact = fresh;
    details.impactChanged = changed;
  }
  // NOTIFY-27: a target change or an actual correction that changes the KPI's status is told (the writer).
  await applyChanges(w, deps, data, row, { trial: false });
  Object.assign(changes, {
    status: meanings.applied,
    state: "applied",
    appliedAt: now,
    appliedByName: w.actor.userName,
  });
  details.applied = true;
  await mailRequester(w, deps, row, "applied", { status: meanings.applied });
}

/** API-23 DELETE /api/requests/{id} (REQUEST-34): the requester, while it is in the initial status. */
export function deleteRequest(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<{ message: string }> {
  return tenantWrite(deps, actor, async (w) => {
    const row = await visibleRow(w.tx, actor, id, true);
    assertVersion(row.updatedAt, version);
    if (row.requesterId !== actor.userId) throw forbidden(ONLY_REQUESTER_DELETES);
    const context = await contextOf(w.tx, actor);
    const initial = context.meanings?.initial ?? context.statuses[0];
    if (isFinal(row.state) || row.status !== initial) {
      throw conflict(`Only a change request still in ${initial} can be deleted`);
    }
    await requestRows.delete(w.tx, actor, row.id);
    // NOTIFY-41: a deleted request asks nothing of anyone.
    await clearRequestTurns(w.tx, actor.orgId, row.id);
    await requestRows.audit(w, "deleted", row, {
      oldValue: { type: row.type, title: row.title, status: row.status },
    });
    return { message: "Change request deleted" };
  });
}

/** Admin Panel (ADMIN insights): requests still open (neither applied nor rejected), in one organization. */
export const openStates: readonly RequestState[] = ["open", "in_review"];
