import { bigint, pgTable, uuid } from "drizzle-orm/pg-core";

// SCORE-15: a number per organization that moves on every write to its data (statement triggers on the
// walled tables, db/tenancy-wall.ts); a cached scorecard answer is served only while it is unchanged.
// No foreign key to organizations: deleting an organization cascades into its tables, whose triggers
// then write here for an organization already gone.
export const organizationDataVersions = pgTable("organization_data_versions", {
  organizationId: uuid("organization_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
