import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../src/server/db/tenant";
import { signUpVerified } from "../support/accounts";
import { TEST_DRIVER } from "../support/database";
import { createTestApp, type TestApp } from "../support/test-app";

// The database connection dropped mid-request (pg_terminate_backend) answers 503,
// the process lives on, and the next request succeeds. Only PostgreSQL has connections to drop; the
// embedded PGlite runs inside the process.
const UNAVAILABLE = "The database is unavailable. Please try again in a moment.";

describe.skipIf(TEST_DRIVER !== "postgres")(
  "a database connection dropped mid-request (PostgreSQL only)",
  () => {
    let t: TestApp;
    let cookie: string;
    let admin: pg.Client;
    let orgId: string;
    let userId: string;

    beforeAll(async () => {
      t = await createTestApp();
      // Slow routes of the test's own, added before the first inject(): one statement, and one inside a
      // tenant transaction, each busy long enough for the backends to be terminated under it.
      t.app.get("/api/test/slow-query", async () => {
        await t.database.db.execute(sql`select pg_sleep(2)`);
        return { ok: true };
      });
      t.app.get("/api/test/slow-transaction", async () => {
        await withTenant(t.database.db, { orgId, userId, role: "admin" }, async (tx) => {
          await tx.execute(sql`select count(*) from themes`);
          await tx.execute(sql`select pg_sleep(2)`);
        });
        return { ok: true };
      });
      const account = await signUpVerified(t);
      cookie = account.cookie;
      orgId = account.user.organizationId;
      userId = account.user.id;
      admin = new pg.Client({ connectionString: t.database.url });
      admin.on("error", () => {});
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await t?.close();
    });

    /** Terminates every other backend of the test's database once a pg_sleep is running there. */
    async function terminateWhenSleeping(): Promise<number[]> {
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline) {
        const { rows } = await admin.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and query like '%pg_sleep%' and pid <> pg_backend_pid()",
        );
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const { rows } = await admin.query(
        `with others as materialized (
         select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid())
       select pid from others where pg_terminate_backend(pid)`,
      );
      return rows.map((row: { pid: number }) => row.pid);
    }

    /**
     * The server ends terminated backends asynchronously; a request racing that end could land on a
     * pooled connection that is still dying (and get a 503 too). "The next request" is the one after.
     */
    async function waitUntilGone(pids: number[]): Promise<void> {
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline) {
        const { rows } = await admin.query(
          "select count(*)::int as n from pg_stat_activity where pid = any($1)",
          [pids],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    it.each([["/api/test/slow-query"], ["/api/test/slow-transaction"]])(
      "answers 503 on %s when its backend is terminated, then serves the next request",
      async (url) => {
        const inFlight = t.app.inject({ method: "GET", url, headers: { cookie } });
        const terminated = await terminateWhenSleeping();
        expect(terminated.length).toBeGreaterThan(0);
        const res = await inFlight;
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ message: UNAVAILABLE, code: "UNAVAILABLE" });
        expect(res.body).not.toMatch(/terminat|pg_sleep|stack/i);

        // The process lives: the same route and a real API call both succeed on fresh connections.
        await waitUntilGone(terminated);
        const again = await t.app.inject({ method: "GET", url, headers: { cookie } });
        expect(again.statusCode).toBe(200);
        const themes = await t.app.inject({ method: "GET", url: "/api/themes", headers: { cookie } });
        expect(themes.statusCode).toBe(200);
        const health = await t.app.inject({ method: "GET", url: "/api/health" });
        expect(health.json()).toEqual({ status: "ok", database: "postgres" });
      },
    );
  },
);
