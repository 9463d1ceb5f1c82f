// The helpers every API test file used to write again (docs/decisions/007's resources, read back):
// a test app made before the file's tests and closed after them, one call as a user, one row read back
// and the activity rows of an item. Rows are read as the platform, across the tenancy wall on purpose:
// a test checks what was stored, whoever stored it.
import { asc, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll } from "vitest";
import { activities } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import type { Method } from "./cascade";
import { callApi } from "./library";
import { createTestApp, type TestApp } from "./test-app";

type TableWithId = PgTable & { id: AnyPgColumn };

/** A well-formed id that names nothing: what another organization's id must answer like (TENANT-2). */
export const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/** The calls and reads of one app. `t` may still be empty here: it is read when a helper runs. */
export function apiHelpers(t: TestApp) {
  return {
    /** One API call as the cookie's user (undefined: signed out); a payload is sent as JSON. */
    call: (
      method: Method,
      url: string,
      cookie: string | undefined,
      payload?: object,
      headers?: Record<string, string>,
    ) => callApi(t, method, url, cookie, payload, headers),

    /** The stored row of a table with this id, or undefined. */
    rowOf: async <T extends TableWithId>(table: T, id: string): Promise<T["$inferSelect"] | undefined> => {
      const rows = await withPlatform(t.database.db, (tx) =>
        tx
          .select()
          .from(table as PgTable)
          .where(eq(table.id, id)),
      );
      return rows[0] as T["$inferSelect"] | undefined;
    },

    /** The activity rows written about one item, oldest first. */
    activitiesOf: (entityId: string) =>
      withPlatform(t.database.db, (tx) =>
        tx
          .select()
          .from(activities)
          .where(eq(activities.entityId, entityId))
          .orderBy(asc(activities.createdAt)),
      ),
  };
}

/** Setting up signs people up through the API: slow on a busy two-core machine, so more than a test. */
export const SETUP_TIMEOUT = 120_000;

/**
 * A test app for this file: made in a beforeAll, closed in an afterAll. The object answered is filled in
 * place when the app is made, so the file can name it at its top (and its helpers with it).
 */
export function appFixture(options?: Parameters<typeof createTestApp>[0]) {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  }, SETUP_TIMEOUT);
  // Absent when the app could not be made: that failure is the one to read.
  afterAll(() => t.close?.());
  return { t, ...apiHelpers(t) };
}
