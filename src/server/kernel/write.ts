import type { ResourceDeclaration } from "../../domain/resources";
import type { Tx } from "../db/client";
import type { ActivityDetails } from "../db/schema";
import { type Actor, withPlatform, withTenant } from "../db/tenant";
import { forVerifiedMembers, queueMails, withinMailQuota } from "../mail/outbox";
import type { MailContent } from "../mail/templates";
import type { ServiceDeps } from "../services";
import { type ActivityAction, recordActivity } from "./activity";
import { type NewRow, type Owned, owned, type RowChanges, type VersionedTable } from "./owned";
import { assertVersion } from "./version";

// The protocol of every tenant write (docs/decisions/007): one transaction behind the tenancy wall
// (TENANT-1) → lock the organization's row → check the version (VERSION-1) → the feature's own rules
// → the write → its activity row (ACTIVITY-1) → any mail into the outbox (MAIL-1), sent after commit.

/** A mail for the outbox: its recipient and content. */
export type OutgoingMail = { to: string; content: MailContent };

/** What a write's steps receive: the transaction, who acts, and the outbox. */
export type WriteContext = {
  tx: Tx;
  actor: Actor;
  /** Queues a mail in this transaction; the mail worker is woken once, after commit. */
  mail(to: string, content: MailContent): Promise<void>;
  /** Queues many mails in one statement (an import's invitations). */
  mailAll(mails: readonly OutgoingMail[]): Promise<void>;
};

/**
 * What a platform write's steps receive (TENANT-3: sign-up, the super-admin console): the
 * transaction and the outbox, where each mail names the organization it belongs to (null: none).
 */
export type PlatformWriteContext = {
  tx: Tx;
  mail(to: string, content: MailContent, organizationId: string | null): Promise<void>;
  mailAll(mails: readonly (OutgoingMail & { organizationId: string | null })[]): Promise<void>;
};

type Queue = (tx: Tx, mails: readonly (OutgoingMail & { organizationId: string | null })[]) => Promise<void>;

/** Runs a transaction with an outbox, and wakes the mail worker once if it committed any mail. */
async function kickingMailAfterCommit<R>(deps: ServiceDeps, run: (queue: Queue) => Promise<R>): Promise<R> {
  let queued = false;
  const result = await run(async (tx, mails) => {
    await queueMails(tx, mails);
    if (mails.length > 0) queued = true;
  });
  if (queued) deps.kickMail();
  return result;
}

/** Runs a write in one tenant transaction; mail it queued is sent only if it commits. */
export function tenantWrite<R>(
  deps: ServiceDeps,
  actor: Actor,
  fn: (w: WriteContext) => Promise<R>,
): Promise<R> {
  return kickingMailAfterCommit(deps, (queue) =>
    withTenant(deps.db, actor, (tx) => {
      // MAIL-19: the organization's own mail reaches its verified members only; MAIL-20: within its
      // daily quotas, the rest held back with a warning, never failing the write that caused it.
      const send = async (mails: readonly (OutgoingMail & { organizationId: string | null })[]) => {
        const members = await forVerifiedMembers(tx, actor.orgId, mails);
        const { kept, held } = await withinMailQuota(tx, actor.orgId, members);
        if (held > 0) {
          deps.log?.warn(
            { organizationId: actor.orgId, held, queued: kept.length },
            "mail over the organization's daily quota was not queued (MAIL-20)",
          );
        }
        await queue(tx, kept);
      };
      return fn({
        tx,
        actor,
        mail: (to, content) => send([{ to, content, organizationId: actor.orgId }]),
        mailAll: (mails) => send(mails.map((mail) => ({ ...mail, organizationId: actor.orgId }))),
      });
    }),
  );
}

/** Runs a platform write in one transaction as the platform role; its mail is sent only if it commits. */
export function platformWrite<R>(deps: ServiceDeps, fn: (w: PlatformWriteContext) => Promise<R>): Promise<R> {
  return kickingMailAfterCommit(deps, (queue) =>
    withPlatform(deps.db, (tx) =>
      fn({
        tx,
        mail: (to, content, organizationId) => queue(tx, [{ to, content, organizationId }]),
        mailAll: (mails) => queue(tx, mails),
      }),
    ),
  );
}

type TenantDeclaration = ResourceDeclaration & {
  entityType: NonNullable<ResourceDeclaration["entityType"]>;
  category: NonNullable<ResourceDeclaration["category"]>;
};

type RemoveSteps<T extends VersionedTable, Out> = {
  check?(w: WriteContext, row: T["$inferSelect"]): Promise<void>;
  cleanUp?(w: WriteContext, row: T["$inferSelect"]): Promise<Record<string, unknown>>;
  /** The answer, given the row as it was and what went with it (cleanUp's account). */
  present?(w: WriteContext, row: T["$inferSelect"], removed: Record<string, unknown>): Out | Promise<Out>;
};

export type AuditedResource<T extends VersionedTable> = Owned<T> & {
  readonly declaration: TenantDeclaration;
  /** Writes the resource's activity row for a row (named by `describe.name` unless another name is given). */
  audit(
    w: WriteContext,
    action: ActivityAction,
    row: T["$inferSelect"],
    details?: ActivityDetails,
    entityName?: string,
  ): Promise<void>;
  /** Create: the feature's checks, the insert, the activity row; answers `present(row)`. */
  create<Out>(
    deps: ServiceDeps,
    actor: Actor,
    steps: {
      check?(w: WriteContext): Promise<void>;
      /** The new row, given, or worked out in the transaction (after the checks). */
      values: NewRow<T> | ((w: WriteContext) => NewRow<T> | Promise<NewRow<T>>);
      /** After the insert, in the same transaction (e.g. mail an invitation). */
      after?(w: WriteContext, row: T["$inferSelect"]): Promise<void>;
      present(w: WriteContext, row: T["$inferSelect"]): Out | Promise<Out>;
    },
  ): Promise<Out>;
  /** Edit: lock, version check, the feature's checks on the row as it was, the update, the activity row. */
  edit<Out>(
    deps: ServiceDeps,
    actor: Actor,
    id: string,
    version: string | undefined,
    steps: {
      check?(w: WriteContext, before: T["$inferSelect"]): Promise<void>;
      /** The fields to set, given, or worked out from the row as it was (and what the transaction reads). */
      changes:
        | RowChanges<T>
        | ((before: T["$inferSelect"], w: WriteContext) => RowChanges<T> | Promise<RowChanges<T>>);
      /** After the update, in the same transaction (e.g. end sessions when a role changed). */
      after?(w: WriteContext, before: T["$inferSelect"], after: T["$inferSelect"]): Promise<void>;
      present(w: WriteContext, row: T["$inferSelect"]): Out | Promise<Out>;
    },
  ): Promise<Out>;
  /**
   * Delete: lock, version check, the feature's checks, its clean-up of dependants (which says what
   * went with the row, for the activity row), the delete, the activity row. Answers `present(row)`.
   */
  remove<Out = void>(
    deps: ServiceDeps,
    actor: Actor,
    id: string,
    version: string | undefined,
    steps?: RemoveSteps<T, Out>,
  ): Promise<Out>;
};

/**
 * A tenant resource's server side: its table behind the organization filter, its declaration, and
 * how its activity rows name and record a row.
 */
export function auditedResource<T extends VersionedTable>(
  declaration: ResourceDeclaration,
  table: T,
  describe: {
    /** The name its activity rows give a row; it may read in the write's transaction (a link's two ends). */
    name(row: T["$inferSelect"], w: WriteContext): string | Promise<string>;
    /** What an activity row keeps of a row (its oldValue / newValue). */
    snapshot(row: T["$inferSelect"]): Record<string, unknown>;
  },
): AuditedResource<T> {
  if (!declaration.entityType || !declaration.category) {
    throw new Error(`${declaration.key} is not a tenant resource: it has no activity entity type`);
  }
  const tenant = declaration as TenantDeclaration;
  const rows = owned(table, `${declaration.noun} not found`);

  const audit: AuditedResource<T>["audit"] = async (w, action, row, details, entityName) =>
    recordActivity(w.tx, w.actor, {
      action,
      entityType: tenant.entityType,
      entityId: (row as { id: string }).id,
      entityName: entityName ?? (await describe.name(row, w)),
      category: tenant.category,
      // ACTIVITY-7: an 'other' row names its kind ('Created function: Sales').
      details: tenant.entityType === "other" ? { noun: tenant.noun.toLowerCase(), ...details } : details,
    });

  return {
    ...rows,
    declaration: tenant,
    audit,
    create: (deps, actor, steps) =>
      tenantWrite(deps, actor, async (w) => {
        await steps.check?.(w);
        const values = typeof steps.values === "function" ? await steps.values(w) : steps.values;
        const row = await rows.insert(w.tx, actor, values);
        await steps.after?.(w, row);
        await audit(w, "created", row, { newValue: describe.snapshot(row) });
        return steps.present(w, row);
      }),
    edit: (deps, actor, id, version, steps) =>
      tenantWrite(deps, actor, async (w) => {
        const before = await rows.lock(w.tx, actor, id);
        assertVersion(before.updatedAt as Date, version);
        await steps.check?.(w, before);
        const changes = typeof steps.changes === "function" ? await steps.changes(before, w) : steps.changes;
        const after = await rows.update(w.tx, actor, id, changes);
        await steps.after?.(w, before, after);
        await audit(w, "updated", after, {
          oldValue: describe.snapshot(before),
          newValue: describe.snapshot(after),
        });
        return steps.present(w, after);
      }),
    remove: <Out>(
      deps: ServiceDeps,
      actor: Actor,
      id: string,
      version: string | undefined,
      steps: RemoveSteps<T, Out> = {},
    ) =>
      tenantWrite(deps, actor, async (w) => {
        const row = await rows.lock(w.tx, actor, id);
        assertVersion(row.updatedAt as Date, version);
        await steps.check?.(w, row);
        const removed = (await steps.cleanUp?.(w, row)) ?? {};
        const answer = (await steps.present?.(w, row, removed)) as Out;
        await rows.delete(w.tx, actor, id);
        await audit(w, "deleted", row, { oldValue: { ...describe.snapshot(row), ...removed } });
        return answer;
      }),
  };
}
