import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ScorecardCache } from "../../src/server/features/scorecard/answer-cache";
import { clientAddress, JSON_HEADERS, signUpVerified } from "../support/accounts";
import { scorecardRows } from "../support/scorecard-rows";
import { createTestApp, type TestApp } from "../support/test-app";

// SCORE-15 (issue 20): scorecard answers are kept per organization and forgotten on every change the
// database announces — a change made with plain SQL, as another app process would, included — and at
// once by the process that wrote.
const YEAR = 2025;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let rows: ReturnType<typeof scorecardRows>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  rows = scorecardRows(t.database.db, { orgId: admin.user.organizationId, userId: admin.user.id });
});
afterAll(() => t.close());

const get = (url: string, cookie = admin.cookie) =>
  t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: clientAddress() });

/** The announcement crosses a connection on PostgreSQL: allow it a moment, never more than 2 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the change was not seen within 2 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the scorecard's answer cache (SCORE-15)", () => {
  it("sees a change made outside this process, and a write through the API at once", async () => {
    const fn = await rows.fn({ name: "Cache CEO", level: "ceo" });
    const objective = await rows.objective(fn.id, { name: "Grow revenue" });
    const { id: kpi } = await rows.kpi(objective, {
      name: "Revenue",
      years: { [YEAR]: { targets: { q1: 100 }, actuals: { q1: 80 } } },
    });
    const url = `/api/scorecard?functionId=${fn.id}&year=${YEAR}&frequency=quarterly&period=q1`;
    const actualOf = async () => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().objectives[0].kpis[0].actual as number | null;
    };
    expect(await actualOf()).toBe(80);
    expect(await actualOf()).toBe(80);

    // Another process (here plain SQL) changes the actual: the database's notice drops the answer.
    await t.database.db.execute(
      sql`update kpi_measurements set actual = 90 where kpi_assignment_id = ${kpi} and period_key = 'q1'`,
    );
    await eventually(async () => (await actualOf()) === 90);

    // A write through the API is seen by the writer's very next read, notice or not.
    const put = await t.app.inject({
      method: "PATCH",
      url: `/api/kpi-assignments/${kpi}`,
      headers: { ...JSON_HEADERS, cookie: admin.cookie },
      remoteAddress: clientAddress(),
      payload: { year: YEAR, actualResults: { q1: 95 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await actualOf()).toBe(95);
  });
});

describe("ScorecardCache (SCORE-15)", () => {
  const answer = (n: number) => ({ overallScore: n }) as never;
  const listeningCache = () => {
    const cache = new ScorecardCache();
    let handlers: { onListening(): void; onNotice(p: string): void; onLost(): void } | undefined;
    void cache.attach({
      listen: async (_channel, h) => {
        handlers = h;
        h.onListening();
        return async () => {};
      },
    });
    return { cache, notice: (org: string) => handlers!.onNotice(org), lose: () => handlers!.onLost() };
  };

  it("serves what it stored, for that organization and key only", () => {
    const { cache } = listeningCache();
    cache.set("org-a", "k", answer(1), cache.ticket("org-a"));
    expect(cache.get("org-a", "k")).toEqual(answer(1));
    expect(cache.get("org-b", "k")).toBeUndefined();
    expect(cache.get("org-a", "other")).toBeUndefined();
  });

  it("forgets one organization on its notice, and refuses an answer read before the notice", () => {
    const { cache, notice } = listeningCache();
    cache.set("org-a", "k", answer(1), cache.ticket("org-a"));
    cache.set("org-b", "k", answer(2), cache.ticket("org-b"));
    const ticket = cache.ticket("org-a");
    notice("org-a");
    expect(cache.get("org-a", "k")).toBeUndefined();
    expect(cache.get("org-b", "k")).toEqual(answer(2));
    cache.set("org-a", "k", answer(3), ticket);
    expect(cache.get("org-a", "k")).toBeUndefined();
  });

  it("serves nothing while the notice line is down, and nothing older than a minute", () => {
    const { cache, lose } = listeningCache();
    cache.set("org-a", "k", answer(1), cache.ticket("org-a"), 0);
    expect(cache.get("org-a", "k", 60_001)).toBeUndefined();
    cache.set("org-a", "k", answer(1), cache.ticket("org-a"));
    lose();
    expect(cache.get("org-a", "k")).toBeUndefined();
    cache.set("org-a", "k", answer(1), cache.ticket("org-a"));
    expect(cache.size).toBe(0);
  });

  it("keeps at most 256 answers, dropping the least recently used", () => {
    const { cache } = listeningCache();
    for (let i = 0; i < 300; i++) cache.set("org", `k${i}`, answer(i), cache.ticket("org"));
    expect(cache.size).toBe(256);
    expect(cache.get("org", "k0")).toBeUndefined();
    expect(cache.get("org", "k299")).toEqual(answer(299));
  });
});
