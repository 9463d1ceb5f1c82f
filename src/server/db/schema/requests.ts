import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Decision, RequestState, RequestType } from "../../../domain/requests";
import type {
  DiffRow,
  RequestComment,
  RequestImpact,
  RequestSubject,
} from "../../../domain/schemas/requests";
import { createdAt, id, updatedAt } from "./columns";
import { organizationId } from "./tenant-column";

// REQUEST-1: a change request. The function, requester and subject are kept by id and by name without
// foreign keys: a request is a record of what was asked and decided, and outlives the rows it names
// (REQUEST-9). Decisions and comments are short lists kept with the request (jsonb).
export const changeRequests = pgTable(
  "change_requests",
  {
    id: id(),
    organizationId: organizationId(),
    type: text("type").$type<RequestType>().notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").notNull(),
    state: text("state").$type<RequestState>().notNull().default("open"),
    /** The function that approves first (REQUEST-20): the subject's, else the top function. */
    functionId: uuid("function_id"),
    changes: jsonb("changes").$type<Record<string, unknown>>(),
    subject: jsonb("subject").$type<RequestSubject>(),
    diff: jsonb("diff").$type<DiffRow[]>().notNull().default([]),
    impact: jsonb("impact").$type<RequestImpact>(),
    decisions: jsonb("decisions").$type<Decision[]>().notNull().default([]),
    comments: jsonb("comments").$type<RequestComment[]>().notNull().default([]),
    rejectionReason: text("rejection_reason"),
    requesterId: uuid("requester_id"),
    requesterName: text("requester_name").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true, mode: "date" }),
    appliedByName: text("applied_by_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    index("change_requests_organization_idx").on(t.organizationId, t.createdAt),
    index("change_requests_requester_idx").on(t.requesterId),
    check(
      "change_requests_type_check",
      sql`${t.type} in ('target_change', 'weight_change', 'kpi_change', 'actual_correction', 'other')`,
    ),
    check("change_requests_state_check", sql`${t.state} in ('open', 'in_review', 'applied', 'rejected')`),
    check("change_requests_title_length", sql`char_length(${t.title}) between 1 and 200`),
  ],
);
