import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { kpiAssignments, objectiveAssignments } from "./cascade";
import { createdAt, id, updatedAt } from "./columns";
import { organizationId } from "./tenant-column";
import { users } from "./users";

// INIT-1: an initiative, a project that should move the scores of the objectives (and KPIs) it names.
// INIT-4..INIT-6: dates in order, money and percent within bounds (the API checks first; these hold).
export const initiatives = pgTable(
  "initiatives",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    description: text("description"),
    // INIT-7: deleting the owner leaves the initiative without one.
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    budget: doublePrecision("budget"),
    spent: doublePrecision("spent"),
    status: text("status").notNull(),
    // INIT-14: the entered percent, used only while the initiative has no milestones.
    percentComplete: doublePrecision("percent_complete"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    index("initiatives_organization_idx").on(t.organizationId),
    index("initiatives_owner_idx").on(t.ownerId),
    check("initiatives_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("initiatives_budget_check", sql`${t.budget} is null or ${t.budget} >= 0`),
    check("initiatives_spent_check", sql`${t.spent} is null or ${t.spent} >= 0`),
    check(
      "initiatives_percent_check",
      sql`${t.percentComplete} is null or (${t.percentComplete} >= 0 and ${t.percentComplete} <= 100)`,
    ),
  ],
);

// INIT-8: the objective assignments an initiative delivers; removing either side removes the link.
export const initiativeObjectives = pgTable(
  "initiative_objectives",
  {
    organizationId: organizationId(),
    initiativeId: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    objectiveAssignmentId: uuid("objective_assignment_id")
      .notNull()
      .references(() => objectiveAssignments.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.initiativeId, t.objectiveAssignmentId] }),
    index("initiative_objectives_organization_idx").on(t.organizationId),
    index("initiative_objectives_assignment_idx").on(t.objectiveAssignmentId),
  ],
);

// INIT-9: the KPI assignments an initiative should move (its needle, INIT-20).
export const initiativeKpis = pgTable(
  "initiative_kpis",
  {
    organizationId: organizationId(),
    initiativeId: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    kpiAssignmentId: uuid("kpi_assignment_id")
      .notNull()
      .references(() => kpiAssignments.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.initiativeId, t.kpiAssignmentId] }),
    index("initiative_kpis_organization_idx").on(t.organizationId),
    index("initiative_kpis_assignment_idx").on(t.kpiAssignmentId),
  ],
);

// INIT-10..INIT-13: a milestone of an initiative; completing it moves percent complete (INIT-14).
export const milestones = pgTable(
  "milestones",
  {
    id: id(),
    organizationId: organizationId(),
    initiativeId: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    weight: doublePrecision("weight").notNull().default(1),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    index("milestones_organization_idx").on(t.organizationId),
    index("milestones_initiative_idx").on(t.initiativeId),
    check("milestones_weight_check", sql`${t.weight} > 0 and ${t.weight} <= 1000`),
  ],
);
