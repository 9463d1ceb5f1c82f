import { sql } from "drizzle-orm";
import type { Role } from "../../domain/schemas/auth";
import type { Database, Tx } from "./client";
import { APP_ROLE, PLATFORM_ROLE } from "./tenancy-wall";

/** Who is acting: resolved from the session only (TENANT-1), never from a request body. */
export type TenantContext = { orgId: string; userId: string; role: Role };

/** The tenant context of a request plus the name its activity rows keep. */
export type Actor = TenantContext & { userName: string };

/**
 * Runs fn in one transaction behind the tenancy wall: the restricted role is switched on and the
 * organization is set for this transaction only, so row-level security limits every statement to
 * ctx.orgId even where a service forgets its own organization filter.
 */
export function withTenant<T>(db: Database, ctx: TenantContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(
      sql`select set_config('app.org_id', ${ctx.orgId}, true), set_config('app.user_id', ${ctx.userId}, true),
                 set_config('role', ${APP_ROLE}, true)`,
    );
    return fn(tx);
  });
}

/**
 * Platform work outside any one organization (sessions, sign-up, the super-admin console), as the
 * platform role whose policies open every row. Kept to the auth and platform services; every tenant
 * feature uses withTenant.
 */
export function withPlatform<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local role ${PLATFORM_ROLE}`));
    return fn(tx);
  });
}
