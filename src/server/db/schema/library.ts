import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AGGREGATIONS, SCORING_METHODS } from "../../../domain/measures";
import { FREQUENCIES } from "../../../domain/periods";
import { BSC_PERSPECTIVES } from "../../../domain/scorecard";
import { createdAt, id, updatedAt } from "./columns";
import { organizationId } from "./tenant-column";
import { users } from "./users";

// Objective status (LIBRARY-1) values; perspectives and frequencies (PERIOD-4) come from the domain.
export const OBJECTIVE_STATUSES = ["Active", "Under_Review", "Inactive"] as const;
export const POLARITIES = ["positive", "negative"] as const;

// Who last changed the row; kept when that user is deleted, so the change keeps its author.
const updatedBy = () => uuid("updated_by");

// Theme (LIBRARY-5).
export const themes = pgTable(
  "themes",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    description: text("description"),
    color: text("color").notNull().default("#3B82F6"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    index("themes_organization_idx").on(t.organizationId),
    check("themes_color_check", sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

// LIBRARY-1 (a library template). CASCADE-4: deleting a theme clears theme_id here.
export const objectives = pgTable(
  "objectives",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    description: text("description"),
    bscPerspective: text("bsc_perspective", { enum: BSC_PERSPECTIVES }).notNull(),
    themeId: uuid("theme_id").references(() => themes.id, { onDelete: "set null" }),
    status: text("status", { enum: OBJECTIVE_STATUSES }).notNull().default("Active"),
    parentObjectiveId: uuid("parent_objective_id").references((): AnyPgColumn => objectives.id, {
      onDelete: "set null",
    }),
    // The creator owns the objective; the name is kept so a deleted owner still shows (USER-10).
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    ownerName: text("owner_name"),
    organizationLevel: text("organization_level").notNull().default("ceo"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    index("objectives_organization_idx").on(t.organizationId),
    index("objectives_theme_idx").on(t.themeId),
    check(
      "objectives_perspective_check",
      sql`${t.bscPerspective} in ('Financial', 'Customer', 'Internal_Process', 'Learning_Growth')`,
    ),
    check("objectives_status_check", sql`${t.status} in ('Active', 'Under_Review', 'Inactive')`),
  ],
);

// LIBRARY-3.
export const kpis = pgTable(
  "kpis",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    description: text("description"),
    unit: text("unit"),
    polarity: text("polarity", { enum: POLARITIES }).notNull().default("positive"),
    frequency: text("frequency", { enum: FREQUENCIES }).notNull().default("quarterly"),
    isCumulative: boolean("is_cumulative").notNull().default(false),
    // AGG-6: how periods combine (AGG-9: is_cumulative mirrors `last`); SCORE-11: ratio or linear.
    aggregation: text("aggregation", { enum: AGGREGATIONS }).notNull().default("sum"),
    scoring: text("scoring", { enum: SCORING_METHODS }).notNull().default("ratio"),
    baseline: doublePrecision("baseline"),
    // CALC-1, CALC-2: a code other formulas refer to, and this KPI's own formula (then it is calculated).
    code: text("code"),
    formula: text("formula"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    index("kpis_organization_idx").on(t.organizationId),
    check("kpis_polarity_check", sql`${t.polarity} in ('positive', 'negative')`),
    check("kpis_frequency_check", sql`${t.frequency} in ('monthly', 'quarterly', 'annual')`),
    check("kpis_aggregation_check", sql`${t.aggregation} in ('sum', 'average', 'last', 'min', 'max')`),
    check("kpis_scoring_check", sql`${t.scoring} in ('ratio', 'linear')`),
    // SCORE-13, VALUE-1: a linear KPI has a baseline, and a baseline is a bounded number.
    check("kpis_linear_baseline_check", sql`${t.scoring} <> 'linear' or ${t.baseline} is not null`),
    check("kpis_baseline_check", sql`${t.baseline} is null or abs(${t.baseline}) <= 1e12`),
    // CALC-1: a code is unique in its organization.
    uniqueIndex("kpis_organization_code_unique").on(t.organizationId, t.code),
    check("kpis_code_check", sql`${t.code} is null or ${t.code} ~ '^[A-Z][A-Z0-9_]{1,30}$'`),
  ],
);
