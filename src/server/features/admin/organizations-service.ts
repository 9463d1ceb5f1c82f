import { desc, eq, sql } from "drizzle-orm";
import {
  type AdminOrganization,
  type CreateOrganization,
  type OrganizationStatus,
  PLAN_LABELS,
  type Plan,
} from "../../../domain/schemas/admin";
import { FREE_PLAN_USER_LIMIT } from "../../accounts/lifecycle";
import type { Database, Tx } from "../../db/client";
import { forgetOrganizationSettings } from "../../db/organization-settings";
import { organizationSettings, organizations, sessions, users } from "../../db/schema";
import { withPlatform } from "../../db/tenant";
import { HttpError, notFound } from "../../http-error";
import { type PlatformActor, recordPlatformAudit } from "./audit";
import { PRODUCT_TABLES, quoted } from "./catalog";

type OrganizationRow = typeof organizations.$inferSelect;

// Written out in full: drizzle would leave the inner columns unqualified, and "id" would then be users.id.
const userCount = sql<number>`(select count(*)::int from users u where u.organization_id = "organizations"."id")`;

function toAdminOrganization(row: OrganizationRow, count: number): AdminOrganization {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    subscriptionTier: row.subscriptionTier,
    status: row.status,
    userCount: count,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findOrganization(tx: Tx, id: string): Promise<OrganizationRow & { userCount: number }> {
  const [row] = await tx
    .select({ organization: organizations, userCount })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for("update");
  if (!row) throw notFound("Organization not found");
  return { ...row.organization, userCount: row.userCount };
}

export function listOrganizations(db: Database): Promise<AdminOrganization[]> {
  return withPlatform(db, async (tx) => {
    const rows = await tx
      .select({ organization: organizations, userCount })
      .from(organizations)
      .orderBy(desc(organizations.createdAt), organizations.name);
    return rows.map((row) => toAdminOrganization(row.organization, row.userCount));
  });
}

export function createOrganization(
  db: Database,
  actor: PlatformActor,
  input: CreateOrganization,
): Promise<AdminOrganization> {
  return withPlatform(db, async (tx) => {
    const [created] = await tx
      .insert(organizations)
      .values({
        name: input.name,
        domain: input.domain,
        subscriptionTier: input.subscriptionTier,
        status: input.status,
      })
      .returning();
    const organization = created!;
    // Every organization has its settings row (SETTINGS-1), as a sign-up makes one.
    await tx.insert(organizationSettings).values({ organizationId: organization.id });
    forgetOrganizationSettings(tx);
    await recordPlatformAudit(tx, actor, {
      action: "organization.created",
      targetType: "organization",
      targetId: organization.id,
      targetName: organization.name,
      details: {
        plan: organization.subscriptionTier,
        status: organization.status,
        domain: organization.domain,
      },
    });
    return toAdminOrganization(organization, 0);
  });
}

/** Organization status (ADMIN-4): suspending ends the sessions of its users at once (AUTH-10). */
export function setOrganizationStatus(
  db: Database,
  actor: PlatformActor,
  id: string,
  status: OrganizationStatus,
): Promise<AdminOrganization> {
  return withPlatform(db, async (tx) => {
    const before = await findOrganization(tx, id);
    const [after] = await tx
      .update(organizations)
      .set({ status, updatedAt: new Date() })
      .where(eq(organizations.id, id))
      .returning();
    let endedSessions = 0;
    if (status === "suspended") {
      const ended = await tx
        .delete(sessions)
        .where(
          sql`${sessions.userId} in (select ${users.id} from ${users} where ${users.organizationId} = ${id})`,
        )
        .returning({ id: sessions.id });
      endedSessions = ended.length;
    }
    await recordPlatformAudit(tx, actor, {
      action: "organization.status_changed",
      targetType: "organization",
      targetId: id,
      targetName: before.name,
      details: { oldValue: before.status, newValue: status, endedSessions },
    });
    return toAdminOrganization(after!, before.userCount);
  });
}

/**
 * PLAN-3: a plan chosen by the super admin is the plan the organization is on from now, so it also
 * ends a sign-up's trial (PLAN-3). Free keeps its 10-user limit.
 */
export function setOrganizationPlan(
  db: Database,
  actor: PlatformActor,
  id: string,
  plan: Plan,
): Promise<AdminOrganization> {
  return withPlatform(db, async (tx) => {
    const before = await findOrganization(tx, id);
    if (plan === "free" && before.userCount > FREE_PLAN_USER_LIMIT) {
      throw new HttpError(
        422,
        `${before.name} has ${before.userCount} users; the Free plan allows up to ${FREE_PLAN_USER_LIMIT}.`,
        "PLAN_LIMIT",
      );
    }
    const [after] = await tx
      .update(organizations)
      .set({ subscriptionTier: plan, trialEndsAt: null, updatedAt: new Date() })
      .where(eq(organizations.id, id))
      .returning();
    await recordPlatformAudit(tx, actor, {
      action: "organization.plan_changed",
      targetType: "organization",
      targetId: id,
      targetName: before.name,
      details: {
        oldValue: PLAN_LABELS[before.subscriptionTier],
        newValue: PLAN_LABELS[plan],
        trialEndedAt: before.trialEndsAt ? new Date().toISOString() : null,
      },
    });
    return toAdminOrganization(after!, before.userCount);
  });
}

/**
 * CASCADE-4: an organization takes everything it owns, in one transaction. The foreign keys cascade from
 * organizations; tables that keep an organization_id without a foreign key (queued mail, sessions
 * and tokens, which also go with their users) are swept by that column, so no row of it is left.
 */
export function deleteOrganization(db: Database, actor: PlatformActor, id: string): Promise<number> {
  return withPlatform(db, async (tx) => {
    const organization = await findOrganization(tx, id);
    await tx.delete(organizations).where(eq(organizations.id, id));
    const swept: Record<string, number> = {};
    for (const table of PRODUCT_TABLES.values()) {
      if (!table.hasOrganizationId) continue;
      const result = (await tx.execute(
        sql`delete from ${sql.raw(quoted(table.name))} where organization_id = ${id}`,
      )) as { rowCount?: number | null; affectedRows?: number };
      const count = result.rowCount ?? result.affectedRows ?? 0;
      if (count > 0) swept[table.name] = count;
    }
    await recordPlatformAudit(tx, actor, {
      action: "organization.deleted",
      targetType: "organization",
      targetId: id,
      targetName: organization.name,
      details: { deletedUsers: organization.userCount, plan: organization.subscriptionTier, swept },
    });
    return organization.userCount;
  });
}
