// PLATFORM-35: within one transaction the organization's settings and an assignment's year values are
// read once, and a write of them in that transaction is seen by the next read.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  forgetOrganizationSettings,
  organizationSettingsOf,
} from "../../src/server/db/organization-settings";
import { organizationSettings } from "../../src/server/db/schema";
import { type TenantContext, withTenant } from "../../src/server/db/tenant";
import { readYearValues, writePeriodValues } from "../../src/server/values/measurements";
import { signUpVerified } from "../support/accounts";
import { assignKpi, assignObjective, createFunction, injectSender } from "../support/cascade";
import { createKpi, createObjective } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let actor: TenantContext;
let kpiAssignmentId: string;
const YEAR = 2026;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signUpVerified(t);
  actor = { orgId: admin.user.organizationId, userId: admin.user.id, role: "admin" };
  const send = injectSender(t, admin.cookie);
  const ceo = await createFunction(send, "Chief Executive");
  const objective = await createObjective(t, admin.cookie);
  const kpi = await createKpi(t, admin.cookie, { frequency: "monthly" });
  const oa = await assignObjective(send, {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
  });
  const ka = await assignKpi(send, {
    kpiId: kpi.id,
    objectiveAssignmentId: oa.id,
    weight: 100,
    period: String(YEAR),
    actualResults: { january: 10 },
  });
  kpiAssignmentId = ka.id;
});
afterAll(() => t.close());

const inTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.database.db, actor, fn);

describe("the organization's settings (PLATFORM-35)", () => {
  it("are read once per transaction, and anew in the next one", async () => {
    const [first, again] = await inTenant(async (tx) => [
      await organizationSettingsOf(tx, actor.orgId),
      await organizationSettingsOf(tx, actor.orgId),
    ]);
    expect(first?.organizationId).toBe(actor.orgId);
    expect(again).toBe(first);
    const next = await inTenant((tx) => organizationSettingsOf(tx, actor.orgId));
    expect(next).not.toBe(first);
    expect(next).toEqual(first);
  });

  it("are read anew after a write that forgets them, in the same transaction", async () => {
    const seen = await inTenant(async (tx) => {
      const before = await organizationSettingsOf(tx, actor.orgId);
      await tx
        .update(organizationSettings)
        .set({ fiscalYearStartMonth: 4 })
        .where(eq(organizationSettings.organizationId, actor.orgId));
      forgetOrganizationSettings(tx);
      const after = await organizationSettingsOf(tx, actor.orgId);
      throw Object.assign(new Error("roll back"), {
        seen: [before?.fiscalYearStartMonth, after?.fiscalYearStartMonth],
      });
    }).catch((error: { seen?: unknown }) => error.seen);
    expect(seen).toEqual([1, 4]);
  });
});

describe("an assignment's year values (PLATFORM-35)", () => {
  it("are read once per transaction until a write of values, which the next read sees", async () => {
    const { first, again, changes, after } = await inTenant(async (tx) => {
      const first = await readYearValues(tx, actor, YEAR, [kpiAssignmentId]);
      const again = await readYearValues(tx, actor, YEAR, [kpiAssignmentId]);
      const changes = await writePeriodValues(tx, actor, kpiAssignmentId, YEAR, "actual", { january: 12 });
      const after = await readYearValues(tx, actor, YEAR, [kpiAssignmentId]);
      return { first, again, changes, after };
    });
    expect(again).toBe(first);
    expect(first.get(kpiAssignmentId)?.actuals.january).toBe(10);
    expect(changes).toEqual([{ key: "january", oldValue: 10, newValue: 12 }]);
    expect(after.get(kpiAssignmentId)?.actuals.january).toBe(12);
  });

  it("are read per year and per set of assignments", async () => {
    await inTenant(async (tx) => {
      const one = await readYearValues(tx, actor, YEAR, [kpiAssignmentId]);
      expect(await readYearValues(tx, actor, YEAR)).not.toBe(one);
      expect(await readYearValues(tx, actor, YEAR - 1, [kpiAssignmentId])).not.toBe(one);
    });
  });
});
