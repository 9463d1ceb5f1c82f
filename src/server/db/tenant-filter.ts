import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// ARCH-4: every tenant query is filtered by the services AND walled by row-level
// security. Services write their filter as inOrganization(table.organizationId, actor.orgId).
// The second wall alone holds (docs/decisions/002): the access matrix runs once more with the services'
// filters switched off, and must still see no row of another organization.
let serviceFiltersOn = true;

/**
 * The services' own organization filter (true = no filter, only while a test has switched it off); the
 * organization may be the placeholder of a read built once (PLATFORM-33).
 */
export function inOrganization(column: PgColumn, orgId: string | Placeholder): SQL {
  return serviceFiltersOn ? eq(column, orgId) : sql`true`;
}

/** For the access-matrix test only: switch the services' filters off, leaving row-level security alone. */
export function setServiceFiltersForTesting(on: boolean): void {
  serviceFiltersOn = on;
}

/**
 * The name of a prepared statement of a hot read (reusableRead): PostgreSQL then parses and plans it
 * once per connection instead of on every call (PLATFORM-33). With the filters off its text differs,
 * and a name must never stand for two texts on one connection.
 */
export function statementName(name: string): string {
  return serviceFiltersOn ? name : `${name}_unfiltered`;
}
