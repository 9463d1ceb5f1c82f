import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// Architecture rule 4: every tenant query is filtered by the services AND walled by row-level
// security. Services write their filter as inOrganization(table.organizationId, actor.orgId).
// Issue 11 proves the second wall alone holds: its access matrix runs once more with the services'
// filters switched off, and must still see no row of another organization.
let serviceFiltersOn = true;

/** The services' own organization filter (true = no filter, only while a test has switched it off). */
export function inOrganization(column: PgColumn, orgId: string): SQL {
  return serviceFiltersOn ? eq(column, orgId) : sql`true`;
}

/** For the access-matrix test only: switch the services' filters off, leaving row-level security alone. */
export function setServiceFiltersForTesting(on: boolean): void {
  serviceFiltersOn = on;
}
