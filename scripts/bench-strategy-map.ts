// The strategy map's figure: the time of GET /api/strategy-map (STRAT-19) for the demo CEO and for a
// 60-objective function with a link per objective and two years of monthly actuals, in process on an
// embedded PGlite (`npx tsx scripts/bench-strategy-map.ts [--runs 20]`). Prints median and p95 per map,
// beside GET /api/scorecard of the same function, whose figures the map reuses (STRAT-7).
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { and, eq } from "drizzle-orm";
import { MONTH_KEYS } from "../src/domain/periods";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { prepareDatabase } from "../src/server/db/prepare";
import {
  kpiAssignments,
  kpiMeasurements,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
} from "../src/server/db/schema";
import { seedDemoOrganization } from "../src/server/db/seed/demo";
import { withPlatform } from "../src/server/db/tenant";
import { signInByInject } from "./bench-http";

const { values } = parseArgs({ options: { runs: { type: "string", default: "20" } } });
const RUNS = Math.max(3, Number(values.runs) || 20);
const NOW = new Date();
const YEAR = NOW.getUTCFullYear();

const database = await openDatabase({ pglite: new PGlite() });
await prepareDatabase(database);
const demo = await seedDemoOrganization(database.db, { now: NOW });
const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/nonexistent" });
const app = await buildApp({ config, database, clientDir: "/nonexistent-client", mailWorker: { kick() {} } });

const cookie = await signInByInject(app, demo.email, demo.password);

async function call(method: "GET" | "POST", url: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    headers: { cookie, ...(payload ? { "content-type": "application/json" } : {}) },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function time(url: string) {
  await call("GET", url);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await app.inject({ method: "GET", url, headers: { cookie } });
    times.push(performance.now() - started);
    bytes = res.body.length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { medianMs: Number(at(0.5).toFixed(1)), p95Ms: Number(at(0.95).toFixed(1)), bytes };
}

/**
 * Links each objective of the function to the next one (a chain), so every node has evidence to compute;
 * a pair the function already links (the demo has links of its own) is left as it is. Answers the links
 * the map then has.
 */
async function chainLinks(functionId: string): Promise<number> {
  const map = await call("GET", `/api/strategy-map?functionId=${functionId}&year=${YEAR}`);
  const ids = (map.nodes as { objectiveAssignmentId: string }[]).map((n) => n.objectiveAssignmentId);
  const linked = await call("GET", `/api/strategy-links?functionId=${functionId}`);
  const pairs = new Set(
    (linked as { fromObjectiveAssignmentId: string; toObjectiveAssignmentId: string }[]).map(
      (link) => `${link.fromObjectiveAssignmentId}>${link.toObjectiveAssignmentId}`,
    ),
  );
  for (let i = 0; i + 1 < ids.length; i++) {
    if (pairs.has(`${ids[i]}>${ids[i + 1]}`)) continue;
    await call("POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: ids[i],
      toObjectiveAssignmentId: ids[i + 1],
    });
    pairs.add(`${ids[i]}>${ids[i + 1]}`);
  }
  return pairs.size;
}

// The demo CEO.
const functions = (await call("GET", "/api/functions")) as { id: string; level: string; parentId: string }[];
const ceo = functions.find((f) => f.level === "ceo")!;
const demoLinks = await chainLinks(ceo.id);

// A 60-objective function under the CEO: each objective with one monthly KPI and 24 months of actuals.
const big = await withPlatform(database.db, async (tx) => {
  const orgId = demo.organizationId;
  const [fn] = await tx
    .insert(organizationFunctions)
    .values({ organizationId: orgId, name: "Bench 60", level: "division", parentId: ceo.id })
    .returning();
  const perspectives = ["Financial", "Customer", "Internal_Process", "Learning_Growth"] as const;
  for (let i = 0; i < 60; i++) {
    const [objective] = await tx
      .insert(objectives)
      .values({
        organizationId: orgId,
        name: `Bench objective ${i + 1}`,
        bscPerspective: perspectives[i % 4]!,
      })
      .returning();
    const [assignment] = await tx
      .insert(objectiveAssignments)
      .values({
        organizationId: orgId,
        objectiveId: objective!.id,
        organizationFunctionId: fn!.id,
        organizationLevel: "division",
        weight: 10,
      })
      .returning();
    const [kpi] = await tx
      .insert(kpis)
      .values({ organizationId: orgId, name: `Bench KPI ${i + 1}`, frequency: "monthly", unit: "%" })
      .returning();
    const [kpiAssignment] = await tx
      .insert(kpiAssignments)
      .values({
        organizationId: orgId,
        kpiId: kpi!.id,
        objectiveAssignmentId: assignment!.id,
        linkedObjectiveId: objective!.id,
        weight: 100,
      })
      .returning();
    await tx.insert(kpiMeasurements).values(
      [YEAR - 1, YEAR].flatMap((year) =>
        MONTH_KEYS.map((periodKey, m) => ({
          organizationId: orgId,
          kpiAssignmentId: kpiAssignment!.id,
          year,
          periodKey,
          target: 100,
          actual: 60 + ((i * 7 + m * 13 + year) % 50),
        })),
      ),
    );
  }
  const count = await tx
    .select({ id: objectiveAssignments.id })
    .from(objectiveAssignments)
    .where(
      and(
        eq(objectiveAssignments.organizationId, orgId),
        eq(objectiveAssignments.organizationFunctionId, fn!.id),
      ),
    );
  return { id: fn!.id, objectives: count.length };
});
const bigLinks = await chainLinks(big.id);

const query = `year=${YEAR}&frequency=quarterly`;
const results = {
  runs: RUNS,
  demoCeo: {
    objectives: (await call("GET", `/api/strategy-map?functionId=${ceo.id}&${query}`)).nodes.length,
    links: demoLinks,
    strategyMap: await time(`/api/strategy-map?functionId=${ceo.id}&${query}`),
    scorecard: await time(`/api/scorecard?functionId=${ceo.id}&${query}`),
  },
  sixtyObjectives: {
    objectives: big.objectives,
    links: bigLinks,
    strategyMap: await time(`/api/strategy-map?functionId=${big.id}&${query}`),
    scorecard: await time(`/api/scorecard?functionId=${big.id}&${query}`),
  },
};
console.log(JSON.stringify(results, null, 2));
await app.close();
await database.close();
