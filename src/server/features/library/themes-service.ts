import { asc, eq, sql } from "drizzle-orm";
import { themesResource } from "../../../domain/resources";
import type { Theme, ThemeCreateValues, ThemeUpdateValues } from "../../../domain/schemas/library";
import { objectives, themes } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { auditedResource, owned } from "../../kernel";
import type { ServiceDeps } from "../../services";

type ThemeRow = typeof themes.$inferSelect;

const themeRows = auditedResource(themesResource, themes, {
  name: (row) => row.name,
  snapshot: (row) => ({ name: row.name, description: row.description, color: row.color }),
});
const objectiveRows = owned(objectives, "Objective not found");

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

export function listThemes(deps: ServiceDeps, actor: TenantContext): Promise<Theme[]> {
  return withTenant(deps.db, actor, async (tx) => {
    const rows = await tx
      .select()
      .from(themes)
      .where(themeRows.inOrg(actor))
      .orderBy(sql`lower(${themes.name})`, asc(themes.createdAt));
    return rows.map(toTheme);
  });
}

/** The default colour comes from the schema (LIBRARY-3). */
export function createTheme(deps: ServiceDeps, actor: Actor, input: ThemeCreateValues): Promise<Theme> {
  return themeRows.create(deps, actor, {
    values: { name: input.name, description: input.description ?? null, color: input.color },
    present: (_w, row) => toTheme(row),
  });
}

/** PATCH: only the fields sent change. */
export function updateTheme(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: ThemeUpdateValues,
  version: string | undefined,
): Promise<Theme> {
  return themeRows.edit(deps, actor, id, version, {
    changes: { name: input.name, description: input.description, color: input.color },
    present: (_w, row) => toTheme(row),
  });
}

/**
 * LIBRARY-5: the theme's objectives lose it and show 'No Theme'. They are cleared here rather than by
 * the foreign key alone so their version moves on: an edit dialog opened before the delete gets 409
 * instead of naming a theme that is gone.
 */
export function deleteTheme(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<void> {
  return themeRows.remove(deps, actor, id, version, {
    cleanUp: async ({ tx }) => {
      const cleared = await tx
        .update(objectives)
        .set({ themeId: null, updatedAt: new Date(), updatedBy: actor.userId })
        .where(sql`${eq(objectives.themeId, id)} and ${objectiveRows.inOrg(actor)}`)
        .returning({ id: objectives.id });
      return { clearedObjectives: cleared.length };
    },
  });
}
