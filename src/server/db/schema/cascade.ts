import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { FUNCTION_LEVELS } from "../../../domain/labels";
import { createdAt, id, updatedAt } from "./columns";
// biome-ignore lint/suspicious/noImportCycles: the schema's foreign keys point both ways between tables; each is a thunk, `references(() => table.id)`, called only once every module has loaded.
import { kpis, objectives } from "./library";
import { organizationId } from "./tenant-column";
// biome-ignore lint/suspicious/noImportCycles: the schema's foreign keys point both ways between tables; each is a thunk, `references(() => table.id)`, called only once every module has loaded.
import { users } from "./users";

const updatedBy = () => uuid("updated_by");

// Organization function (CASCADE-1). CASCADE-4: deleting a function takes its subtree (parent_id cascades).
export const organizationFunctions = pgTable(
  "organization_functions",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    description: text("description"),
    level: text("level", { enum: FUNCTION_LEVELS }).notNull(),
    parentId: uuid("parent_id").references((): AnyPgColumn => organizationFunctions.id, {
      onDelete: "cascade",
    }),
    // CYCLE-1: the function's head, a user of the organization; deleting the user clears it.
    headUserId: uuid("head_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    index("organization_functions_organization_idx").on(t.organizationId),
    index("organization_functions_parent_idx").on(t.parentId),
    // CASCADE-1: one CEO function per organization.
    uniqueIndex("organization_functions_one_ceo").on(t.organizationId).where(sql`${t.level} = 'ceo'`),
    check(
      "organization_functions_level_check",
      sql`${t.level} in ('ceo', 'division', 'general-department', 'department')`,
    ),
  ],
);

// Objective assignment (CASCADE-6): a library objective placed on a function with a weight.
export const objectiveAssignments = pgTable(
  "objective_assignments",
  {
    id: id(),
    organizationId: organizationId(),
    objectiveId: uuid("objective_id")
      .notNull()
      .references(() => objectives.id, { onDelete: "cascade" }),
    organizationFunctionId: uuid("organization_function_id")
      .notNull()
      .references(() => organizationFunctions.id, { onDelete: "cascade" }),
    organizationLevel: text("organization_level", { enum: FUNCTION_LEVELS }).notNull(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    parentObjectiveAssignmentId: uuid("parent_objective_assignment_id").references(
      (): AnyPgColumn => objectiveAssignments.id,
      { onDelete: "set null" },
    ),
    // WEIGHT-7: the undated base weight; a year's weight is its own or the latest earlier year's
    // (objective_assignment_weights), else this one (docs/decisions/008).
    weight: doublePrecision("weight").notNull().default(25),
    target: doublePrecision("target"),
    period: text("period"),
    status: text("status").notNull().default("Active"),
    // CASCADE-10: ended from this year on; earlier years keep it (null = not ended).
    endedFromYear: integer("ended_from_year"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    index("objective_assignments_organization_idx").on(t.organizationId),
    index("objective_assignments_function_idx").on(t.organizationFunctionId),
    index("objective_assignments_objective_idx").on(t.objectiveId),
    index("objective_assignments_parent_idx").on(t.parentObjectiveAssignmentId),
    check("objective_assignments_weight_check", sql`${t.weight} >= 1 and ${t.weight} <= 100`),
  ],
);

// KPI assignment (CASCADE-7): a library KPI under an objective assignment. Its targets and actuals live
// in kpi_measurements, per year (PERIOD-1).
export const kpiAssignments = pgTable(
  "kpi_assignments",
  {
    id: id(),
    organizationId: organizationId(),
    kpiId: uuid("kpi_id")
      .notNull()
      .references(() => kpis.id, { onDelete: "cascade" }),
    objectiveAssignmentId: uuid("objective_assignment_id")
      .notNull()
      .references(() => objectiveAssignments.id, { onDelete: "cascade" }),
    linkedObjectiveId: uuid("linked_objective_id")
      .notNull()
      .references(() => objectives.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    // Kept so a deleted owner's KPIs still show who owned them (USER-10).
    ownerName: text("owner_name"),
    // WEIGHT-7: the undated base weight (kpi_assignment_weights holds the years' own weights).
    weight: doublePrecision("weight").notNull(),
    // CASCADE-10: ended from this year on; earlier years keep it (null = not ended).
    endedFromYear: integer("ended_from_year"),
    // CYCLE-34: values are asked for from this month on (its first day); null = the month it was made in.
    collectFrom: date("collect_from", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    index("kpi_assignments_organization_idx").on(t.organizationId),
    index("kpi_assignments_objective_assignment_idx").on(t.objectiveAssignmentId),
    index("kpi_assignments_kpi_idx").on(t.kpiId),
    index("kpi_assignments_owner_idx").on(t.ownerId),
    check("kpi_assignments_weight_check", sql`${t.weight} >= 1 and ${t.weight} <= 100`),
  ],
);

// PERIOD-1: one row per (KPI assignment, year, period key), so years accumulate and two people editing
// different months never overwrite each other (each key is its own upsert).
export const kpiMeasurements = pgTable(
  "kpi_measurements",
  {
    organizationId: organizationId(),
    kpiAssignmentId: uuid("kpi_assignment_id")
      .notNull()
      .references(() => kpiAssignments.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    periodKey: text("period_key").notNull(),
    target: doublePrecision("target"),
    actual: doublePrecision("actual"),
    targetUpdatedBy: uuid("target_updated_by"),
    targetUpdatedAt: timestamp("target_updated_at", { withTimezone: true, mode: "date" }),
    actualUpdatedBy: uuid("actual_updated_by"),
    actualUpdatedAt: timestamp("actual_updated_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    primaryKey({ columns: [t.kpiAssignmentId, t.year, t.periodKey] }),
    index("kpi_measurements_organization_year_idx").on(t.organizationId, t.year),
    check("kpi_measurements_year_check", sql`${t.year} between 1900 and 2200`),
    // VALUE-1: targets and actuals may be negative (losses, negative growth); bounds are the API's.
  ],
);

// WEIGHT-7: an objective assignment's own weight for one year; later years without their own inherit it
// (docs/decisions/008).
export const objectiveAssignmentWeights = pgTable(
  "objective_assignment_weights",
  {
    organizationId: organizationId(),
    objectiveAssignmentId: uuid("objective_assignment_id")
      .notNull()
      .references(() => objectiveAssignments.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    weight: doublePrecision("weight").notNull(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    primaryKey({ columns: [t.objectiveAssignmentId, t.year] }),
    index("objective_assignment_weights_organization_idx").on(t.organizationId),
    check("objective_assignment_weights_year_check", sql`${t.year} between 1900 and 2200`),
    check("objective_assignment_weights_weight_check", sql`${t.weight} >= 1 and ${t.weight} <= 100`),
  ],
);

// WEIGHT-7: a KPI assignment's own weight for one year (as objective_assignment_weights).
export const kpiAssignmentWeights = pgTable(
  "kpi_assignment_weights",
  {
    organizationId: organizationId(),
    kpiAssignmentId: uuid("kpi_assignment_id")
      .notNull()
      .references(() => kpiAssignments.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    weight: doublePrecision("weight").notNull(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    primaryKey({ columns: [t.kpiAssignmentId, t.year] }),
    index("kpi_assignment_weights_organization_idx").on(t.organizationId),
    check("kpi_assignment_weights_year_check", sql`${t.year} between 1900 and 2200`),
    check("kpi_assignment_weights_weight_check", sql`${t.weight} >= 1 and ${t.weight} <= 100`),
  ],
);
