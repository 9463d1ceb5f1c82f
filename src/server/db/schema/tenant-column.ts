import { uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

/** TENANT-1: the organization a tenant row belongs to; removing the organization removes the row. */
export const organizationId = () =>
  uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });
