// The one writer of values (src/server/values, PERIOD-11) over its five sources, on a real database: a
// closed period refuses each (LOCK-3; a request's actual correction passes, REQUEST-27, so its case is a
// target); under approval a member's entry, import row and API write become a submission (APPROVAL-1)
// while a request and an approval write directly; each call writes its activity row (ACTIVITY-2) and
// moves the organization's data version once (SCORE-15).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PeriodValues } from "../../src/domain/periods";
import { activities, actualSubmissions } from "../../src/server/db/schema";
import { type Actor, withPlatform } from "../../src/server/db/tenant";
import { HttpError } from "../../src/server/http-error";
import { dataVersionOf, tenantWrite } from "../../src/server/kernel";
import { readYearValues, type ValueSource, writeValues, type YearValues } from "../../src/server/values";
import { signUpVerified } from "../support/accounts";
import {
  assignKpi,
  assignObjective,
  createFunction,
  expectStatus,
  injectSender,
  type Send,
} from "../support/cascade";
import { callApi, createKpi, createObjective, invitedMemberCookie } from "../support/library";
import { serviceDeps } from "../support/reporting-cycle";
import { createTestApp, type TestApp } from "../support/test-app";

const YEAR = 2026;
const SOURCES: readonly ValueSource[] = ["entry", "approval", "import", "request", "api"];
const REQUEST = { id: "00000000-0000-4000-8000-000000000001", title: "Correct March" };
let t: TestApp;
let send: Send;
let admin: Actor;
let member: Actor;
let assignmentId: string;

const write = (actor: Actor, source: ValueSource, values: Omit<YearValues, "kpiAssignmentId" | "year">) =>
  tenantWrite(serviceDeps(t), actor, (w) =>
    writeValues(w, serviceDeps(t), [{ kpiAssignmentId: assignmentId, year: YEAR, ...values }], {
      source,
      ...(source === "request" ? { request: REQUEST } : {}),
    }),
  );

const stored = () =>
  tenantWrite(serviceDeps(t), admin, async (w) =>
    (await readYearValues(w.tx, admin, YEAR, [assignmentId])).get(assignmentId),
  );

const dataVersion = () => withPlatform(t.database.db, (tx) => dataVersionOf(tx, admin.orgId));

const activityRows = () =>
  withPlatform(t.database.db, (tx) =>
    tx
      .select({ action: activities.action, category: activities.category, details: activities.details })
      .from(activities)
      .where(and(eq(activities.organizationId, admin.orgId), eq(activities.entityId, assignmentId))),
  );

const pendingValues = () =>
  withPlatform(t.database.db, async (tx) => {
    const [row] = await tx
      .select({ values: actualSubmissions.values })
      .from(actualSubmissions)
      .where(
        and(eq(actualSubmissions.kpiAssignmentId, assignmentId), eq(actualSubmissions.status, "pending")),
      );
    return row?.values ?? null;
  });

const requireApproval = (requiresApproval: boolean) =>
  expectStatus(send, 200, "PUT", "/api/organization-settings", {
    dataCollectionWorkflow: { requiresApproval, autoAssign: true },
  });

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signUpVerified(t);
  send = injectSender(t, signedUp.cookie);
  const memberCookie = await invitedMemberCookie(t, signedUp.cookie, "user");
  const me = (await callApi(t, "GET", "/api/auth/user", memberCookie)).json();
  const orgId = signedUp.user.organizationId;
  admin = { orgId, userId: signedUp.user.id, role: "admin", userName: "Ada Admin" };
  member = { orgId, userId: me.id, role: "user", userName: "Mia Member" };
  const ceo = await createFunction(send, "Chief Executive");
  const objective = await createObjective(t, signedUp.cookie, { name: "Grow" });
  const placed = await assignObjective(send, {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
  });
  const kpi = await createKpi(t, signedUp.cookie, { name: "Calls made", frequency: "monthly" });
  assignmentId = (
    await assignKpi(send, {
      kpiId: kpi.id,
      objectiveAssignmentId: placed.id,
      weight: 100,
      ownerId: member.userId,
    })
  ).id;
  await expectStatus(send, 201, "POST", "/api/period-locks", {
    year: YEAR,
    frequency: "monthly",
    period: "march",
  });
});

afterAll(async () => {
  await t?.close();
});

describe("LOCK-3: a closed period refuses every source", () => {
  it.each(SOURCES)("%s: 423, nothing written", async (source) => {
    // REQUEST-27: a request's actual correction passes closed periods; its target change does not.
    const values: PeriodValues = { march: 7 };
    const sent = source === "request" ? { targets: values } : { actuals: values };
    const error = await write(admin, source, sent).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(423);
    expect((await stored())?.actuals.march ?? null).toBeNull();
    expect((await stored())?.targets.march ?? null).toBeNull();
  });
});

describe("APPROVAL-1: under approval a member's own values wait; a request and an approval write", () => {
  const cases: {
    source: ValueSource;
    key: "april" | "may" | "june" | "july" | "august";
    value: number;
    waits: boolean;
  }[] = [
    { source: "entry", key: "april", value: 41, waits: true },
    { source: "import", key: "may", value: 42, waits: true },
    { source: "api", key: "june", value: 43, waits: true },
    { source: "request", key: "july", value: 44, waits: false },
    { source: "approval", key: "august", value: 45, waits: false },
  ];

  it.each(cases)(
    "$source → waits: $waits; one activity row, the data version moved once",
    async ({ source, key, value, waits }) => {
      await requireApproval(true);
      const versionBefore = await dataVersion();
      const rowsBefore = (await activityRows()).length;
      const written = await write(member, source, { actuals: { [key]: value } });
      expect(await dataVersion()).toBe(versionBefore + 1);
      const rows = await activityRows();
      expect(rows).toHaveLength(rowsBefore + 1);
      if (waits) {
        expect(written.submissions).toHaveLength(1);
        expect(written.changes).toEqual([]);
        expect((await stored())?.actuals[key] ?? null).toBeNull();
        expect(await pendingValues()).toMatchObject({ [key]: value });
      } else {
        expect(written.submissions).toEqual([]);
        expect(written.changes).toEqual([
          {
            kpiAssignmentId: assignmentId,
            year: YEAR,
            targets: [],
            actuals: [{ key, oldValue: null, newValue: value }],
          },
        ]);
        expect((await stored())?.actuals[key]).toBe(value);
        // ACTIVITY-2: the change, from null to the value; a request's row is in category requests and names it.
        const row = rows.find(
          (one) => one.action === "actual_result_update" && one.details?.newValue === value,
        );
        expect(row?.category).toBe(source === "request" ? "requests" : "actual_result_update");
        if (source === "request") expect(row?.details).toMatchObject({ requestId: REQUEST.id });
      }
    },
  );

  it("without approval a member's entry writes at once, with its activity row and one version move", async () => {
    await requireApproval(false);
    const versionBefore = await dataVersion();
    const written = await write(member, "entry", { actuals: { september: 9 } });
    expect(written.submissions).toEqual([]);
    expect((await stored())?.actuals.september).toBe(9);
    expect(await dataVersion()).toBe(versionBefore + 1);
  });
});

describe("SCORE-15: one call moves the data version once, however many statements it writes", () => {
  it.each([
    { source: "import", value: 10 },
    { source: "request", value: 20 },
    { source: "api", value: 30 },
  ] as const)(
    "$source: targets and actuals of two months in one call → one move",
    async ({ source, value }) => {
      await requireApproval(false);
      const versionBefore = await dataVersion();
      const written = await write(admin, source, {
        targets: { october: value, november: value + 1 },
        actuals: { october: value + 2, november: value + 3 },
      });
      expect(written.changes[0]?.targets).toHaveLength(2);
      expect(written.changes[0]?.actuals).toHaveLength(2);
      expect(await dataVersion()).toBe(versionBefore + 1);
    },
  );
});
