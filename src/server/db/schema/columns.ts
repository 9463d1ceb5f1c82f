import { sql } from "drizzle-orm";
import { timestamp, uuid } from "drizzle-orm/pg-core";

// PLATFORM-1: ids are UUIDs made by the database; timestamps are stored in UTC (timestamptz).
export const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
