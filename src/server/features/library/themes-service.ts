import { and, asc, eq, sql } from "drizzle-orm";
import type { Theme, ThemeCreateValues, ThemeUpdateValues } from "../../../domain/schemas/library";
import { assertVersion } from "../../concurrency";
import type { Tx } from "../../db/client";
import { objectives, themes } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { notFound } from "../../http-error";
import type { ServiceDeps } from "../../services";
import { recordActivity } from "../activities/record";

type ThemeRow = typeof themes.$inferSelect;

const NOT_FOUND = "Theme not found";

function toTheme(row: ThemeRow): Theme {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    description: row.description,
    color: row.color,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function snapshot(row: ThemeRow) {
  return { name: row.name, description: row.description, color: row.color };
}

async function lockOwnTheme(tx: Tx, actor: TenantContext, id: string): Promise<ThemeRow> {
  const [row] = await tx
    .select()
    .from(themes)
    .where(and(eq(themes.id, id), inOrganization(themes.organizationId, actor.orgId)))
    .for("update");
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export function listThemes(deps: ServiceDeps, actor: TenantContext): Promise<Theme[]> {
  return withTenant(deps.db, actor, async (tx) => {
    const rows = await tx
      .select()
      .from(themes)
      .where(inOrganization(themes.organizationId, actor.orgId))
      .orderBy(sql`lower(${themes.name})`, asc(themes.createdAt));
    return rows.map(toTheme);
  });
}

/** spec §7 POST /api/themes; spec §9 default colour #3B82F6 comes from the schema. */
export function createTheme(deps: ServiceDeps, actor: Actor, input: ThemeCreateValues): Promise<Theme> {
  return withTenant(deps.db, actor, async (tx) => {
    const [row] = await tx
      .insert(themes)
      .values({
        organizationId: actor.orgId,
        name: input.name,
        description: input.description ?? null,
        color: input.color,
        updatedBy: actor.userId,
      })
      .returning();
    await recordActivity(tx, actor, {
      action: "created",
      entityType: "theme",
      entityId: row!.id,
      entityName: row!.name,
      category: "library",
      details: { newValue: snapshot(row!) },
    });
    return toTheme(row!);
  });
}

/** spec §7 PATCH /api/themes/{id}: only the fields sent change. */
export function updateTheme(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: ThemeUpdateValues,
  version: string | undefined,
): Promise<Theme> {
  return withTenant(deps.db, actor, async (tx) => {
    const before = await lockOwnTheme(tx, actor, id);
    assertVersion(before.updatedAt, version);
    const [after] = await tx
      .update(themes)
      .set({
        name: input.name,
        description: input.description,
        color: input.color,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(and(eq(themes.id, id), inOrganization(themes.organizationId, actor.orgId)))
      .returning();
    await recordActivity(tx, actor, {
      action: "updated",
      entityType: "theme",
      entityId: id,
      entityName: after!.name,
      category: "library",
      details: { oldValue: snapshot(before), newValue: snapshot(after!) },
    });
    return toTheme(after!);
  });
}

/**
 * D6 and spec §4 Theme deletion: the theme's objectives lose it and show 'No Theme'. They are
 * cleared here rather than by the foreign key alone so their version moves on: an edit dialog
 * opened before the delete gets 409 instead of naming a theme that is gone.
 */
export function deleteTheme(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<void> {
  return withTenant(deps.db, actor, async (tx) => {
    const row = await lockOwnTheme(tx, actor, id);
    assertVersion(row.updatedAt, version);
    const cleared = await tx
      .update(objectives)
      .set({ themeId: null, updatedAt: new Date(), updatedBy: actor.userId })
      .where(and(eq(objectives.themeId, id), inOrganization(objectives.organizationId, actor.orgId)))
      .returning({ id: objectives.id });
    await tx.delete(themes).where(and(eq(themes.id, id), inOrganization(themes.organizationId, actor.orgId)));
    await recordActivity(tx, actor, {
      action: "deleted",
      entityType: "theme",
      entityId: id,
      entityName: row.name,
      category: "library",
      details: { oldValue: { ...snapshot(row), clearedObjectives: cleared.length } },
    });
  });
}
