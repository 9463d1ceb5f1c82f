import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scorecardCacheKey } from "../../src/server/features/scorecard/service";
import { AnswerCache } from "../../src/server/kernel/answer-cache";
import { clientAddress, JSON_HEADERS, signUpVerified } from "../support/accounts";
import { scorecardRows } from "../support/scorecard-rows";
import { createTestApp, type TestApp } from "../support/test-app";

// SCORE-15: scorecard answers are kept per organization and served only while the
// organization's data version is unchanged; every write moves it in its own transaction — a change made
// with plain SQL, as another app process would make it, included.
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

describe("the scorecard's answer cache (SCORE-15)", () => {
  it("sees a change made outside the app at once, and one made through it", async () => {
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

    // Another process (here plain SQL) changes the actual: the very next read sees it.
    await t.database.db.execute(
      sql`update kpi_measurements set actual = 90 where kpi_assignment_id = ${kpi} and period_key = 'q1'`,
    );
    expect(await actualOf()).toBe(90);

    // So does a write through the API.
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

describe("KPI Input's scored year (KPIIN-16)", () => {
  it("is kept per data version: a change made outside the app or through it shows at once", async () => {
    // An organization of its own: one CEO function per organization.
    const owner = await signUpVerified(t);
    const own = scorecardRows(t.database.db, { orgId: owner.user.organizationId, userId: owner.user.id });
    const fn = await own.fn({ name: "Input CEO", level: "ceo" });
    const objective = await own.objective(fn.id, { name: "Keep customers" });
    const { id: kpi } = await own.kpi(objective, {
      name: "Retention",
      years: { [YEAR]: { targets: { q1: 100 }, actuals: { q1: 70 } } },
    });
    const url = `/api/kpi-input?year=${YEAR}&frequency=quarterly&period=q1&search=Retention`;
    const actualOf = async () => {
      const res = await get(url, owner.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().rows.find((row: { id: string }) => row.id === kpi)?.actual as number | null;
    };
    expect(await actualOf()).toBe(70);
    // Another page, sort or search of the same view reads the same scored year.
    const other = await get(
      `/api/kpi-input?year=${YEAR}&frequency=quarterly&period=q1&sort=score`,
      owner.cookie,
    );
    expect(other.json().yearTotal).toBeGreaterThan(0);

    await t.database.db.execute(
      sql`update kpi_measurements set actual = 75 where kpi_assignment_id = ${kpi} and period_key = 'q1'`,
    );
    expect(await actualOf()).toBe(75);

    const put = await t.app.inject({
      method: "PATCH",
      url: `/api/kpi-assignments/${kpi}`,
      headers: { ...JSON_HEADERS, cookie: owner.cookie },
      remoteAddress: clientAddress(),
      payload: { year: YEAR, actualResults: { q1: 85 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await actualOf()).toBe(85);
  });
});

describe("AnswerCache (SCORE-15)", () => {
  const answer = (n: number) => ({ overallScore: n }) as never;

  it("serves an answer only for its key and the data version it was computed at", () => {
    const cache = new AnswerCache(256);
    cache.set("k", 7, answer(1));
    expect(cache.get("k", 7)).toEqual(answer(1));
    expect(cache.get("other", 7)).toBeUndefined();
    expect(cache.get("k", 8)).toBeUndefined();
    // An answer of an older version is dropped once seen: the next read computes afresh.
    expect(cache.get("k", 7)).toBeUndefined();
  });

  it("keeps at most 256 answers, dropping the least recently used", () => {
    const cache = new AnswerCache(256);
    for (let i = 0; i < 300; i++) cache.set(`k${i}`, 1, answer(i));
    expect(cache.size).toBe(256);
    expect(cache.get("k0", 1)).toBeUndefined();
    expect(cache.get("k299", 1)).toEqual(answer(299));
  });

  it("keys by organization, query and the organization's day (SETTINGS-17)", () => {
    const query = { functionId: "f", frequency: "quarterly", view: "period" } as const;
    const key = scorecardCacheKey("org-a", query, "2026-11-25");
    expect(scorecardCacheKey("org-b", query, "2026-11-25")).not.toBe(key);
    expect(scorecardCacheKey("org-a", { ...query, period: "q1" }, "2026-11-25")).not.toBe(key);
    expect(scorecardCacheKey("org-a", query, "2026-11-25")).toBe(key);
    expect(scorecardCacheKey("org-a", query, "2026-11-26")).not.toBe(key);
  });
});

describe("concurrent misses (SCORE-16)", () => {
  const answer = (n: number) => ({ overallScore: n }) as never;
  const deferred = () => {
    let resolve!: (value: never) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<never>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  it("compute once for the same key and version, and keep the answer", async () => {
    const cache = new AnswerCache(256);
    const first = deferred();
    let computed = 0;
    const compute = () => {
      computed++;
      return first.promise;
    };
    const answers = Promise.all([cache.answer("k", 3, compute), cache.answer("k", 3, compute)]);
    first.resolve(answer(1));
    expect(await answers).toEqual([answer(1), answer(1)]);
    expect(computed).toBe(1);
    expect(await cache.answer("k", 3, compute)).toEqual(answer(1));
    expect(computed).toBe(1);
  });

  it("never share across versions: a request that saw a newer version computes its own", async () => {
    const cache = new AnswerCache(256);
    const old = deferred();
    const before = cache.answer("k", 3, () => old.promise);
    const after = cache.answer("k", 4, async () => answer(2));
    old.resolve(answer(1));
    expect(await before).toEqual(answer(1));
    expect(await after).toEqual(answer(2));
  });

  it("compute for themselves when the shared computation fails", async () => {
    const cache = new AnswerCache(256);
    const failing = deferred();
    const first = cache.answer("k", 3, () => failing.promise);
    const second = cache.answer("k", 3, async () => answer(5));
    failing.reject(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    expect(await second).toEqual(answer(5));
  });
});
