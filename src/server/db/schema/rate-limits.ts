import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Rate-limit counters live in the database so that every app process counts the same tries.
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow(),
});
