import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { objectiveAssignments, organizationFunctions } from "./cascade";
import { createdAt, id, updatedAt } from "./columns";
import { organizationId } from "./tenant-column";

// STRAT-1: a link of the strategy map, a claim that one objective assignment (the driver) moves another
// (the outcome) of the same function. STRAT-4: removing either end removes the link (the keys cascade).
export const strategyLinks = pgTable(
  "strategy_links",
  {
    id: id(),
    organizationId: organizationId(),
    functionId: uuid("function_id")
      .notNull()
      .references(() => organizationFunctions.id, { onDelete: "cascade" }),
    fromObjectiveAssignmentId: uuid("from_objective_assignment_id")
      .notNull()
      .references(() => objectiveAssignments.id, { onDelete: "cascade" }),
    toObjectiveAssignmentId: uuid("to_objective_assignment_id")
      .notNull()
      .references(() => objectiveAssignments.id, { onDelete: "cascade" }),
    direction: text("direction", { enum: ["direct", "inverse"] })
      .notNull()
      .default("direct"),
    strength: text("strength", { enum: ["weak", "moderate", "strong"] })
      .notNull()
      .default("moderate"),
    hypothesis: text("hypothesis"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    index("strategy_links_organization_idx").on(t.organizationId),
    index("strategy_links_function_idx").on(t.functionId),
    index("strategy_links_to_idx").on(t.toObjectiveAssignmentId),
    // STRAT-1: the same ordered pair once.
    uniqueIndex("strategy_links_pair").on(t.fromObjectiveAssignmentId, t.toObjectiveAssignmentId),
    check("strategy_links_not_self", sql`${t.fromObjectiveAssignmentId} <> ${t.toObjectiveAssignmentId}`),
    check("strategy_links_direction_check", sql`${t.direction} in ('direct', 'inverse')`),
    check("strategy_links_strength_check", sql`${t.strength} in ('weak', 'moderate', 'strong')`),
    check("strategy_links_hypothesis_length", sql`char_length(${t.hypothesis}) <= 500`),
  ],
);

// STRAT-14: where a user left a node on one function's map.
export const strategyMapPositions = pgTable(
  "strategy_map_positions",
  {
    organizationId: organizationId(),
    functionId: uuid("function_id")
      .notNull()
      .references(() => organizationFunctions.id, { onDelete: "cascade" }),
    objectiveAssignmentId: uuid("objective_assignment_id")
      .notNull()
      .references(() => objectiveAssignments.id, { onDelete: "cascade" }),
    x: real("x").notNull(),
    y: real("y").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.functionId, t.objectiveAssignmentId] }),
    index("strategy_map_positions_organization_idx").on(t.organizationId),
    index("strategy_map_positions_assignment_idx").on(t.objectiveAssignmentId),
  ],
);
