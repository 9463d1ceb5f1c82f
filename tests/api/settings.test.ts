import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CURRENCY_MESSAGE } from "../../src/domain/schemas/settings";
import { activities, organizationSettings } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { clientAddress, JSON_HEADERS } from "../support/accounts";
import { tenantFixture } from "../support/organizations";

const { t, admin, other, member } = tenantFixture({ other: true, member: true });

const THRESHOLDS_MESSAGE =
  "Invalid Thresholds: Thresholds must be in descending order (Exceeds > On Target > Near Target > At Risk)";
const CAP_MESSAGE = "Invalid Score Cap: Score cap must be at least 100%";
const DEFAULT_SCORING = {
  exceedsTargetThreshold: 100,
  onTargetThreshold: 90,
  nearTargetThreshold: 70,
  atRiskThreshold: 50,
  scoreCapPercentage: 150,
};

// Each test starts from the defaults of SETTINGS-1.
beforeEach(async () => {
  await withPlatform(t.database.db, (tx) =>
    tx
      .update(organizationSettings)
      .set({ ...DEFAULT_SCORING, vision: null, mission: null, values: null, organizationName: null })
      .where(eq(organizationSettings.organizationId, admin.user.organizationId)),
  );
});

function put(url: string, cookie: string, payload: object, method: "PUT" | "POST" = "PUT", headers = {}) {
  return t.app.inject({
    method,
    url,
    headers: { ...JSON_HEADERS, cookie, ...headers },
    remoteAddress: clientAddress(),
    payload,
  });
}
const get = (cookie = admin.cookie) =>
  t.app.inject({ method: "GET", url: "/api/organization-settings", headers: { cookie } });
const saved = async () => (await get()).json();

describe("GET /api/organization-settings", () => {
  it("answers the whole settings object (API-1) with the defaults of SETTINGS-1 and unset names as null", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      organizationId: admin.user.organizationId,
      vision: null,
      mission: null,
      values: null,
      organizationName: null,
      ...DEFAULT_SCORING,
      fiscalYearStartMonth: 1, // FISCAL-1: default January
      currency: "EUR", // SETTINGS-15: default EUR
      timeZone: "UTC", // SETTINGS-16: a sign-up sending no zone is UTC
      defaultLocale: "en", // SETTINGS-20: default English
      requestStatuses: ["New", "In Progress", "Completed", "Rejected"],
      // INIT-3: the initiative statuses' defaults.
      initiativeStatuses: ["Not Started", "On Track", "At Risk", "Delayed", "Completed", "Cancelled"],
      maxAttachmentSize: 10485760,
      allowedFileTypes: [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".png", ".jpg", ".jpeg"],
      dataCollectionWorkflow: { requiresApproval: false, autoAssign: true },
      // CYCLE-3, COMMENT-4: the reporting calendar and the analysis rule's defaults.
      reportingDueDays: 10,
      reminderLeadDays: 3,
      escalationGraceDays: 2,
      // SETTINGS-13: below target with no initiative for 30 days is told (NOTIFY-13).
      redWithoutInitiativeDays: 30,
      requireAnalysisBelowAtRisk: false,
      changeRequestWorkflow: {
        requiresApproval: true,
        requiresImpactAnalysis: true,
        multiLevelApproval: true,
        // REQUEST-3: the status meanings, resolved.
        inReviewStatus: "In Progress",
        appliedStatus: "Completed",
        rejectedStatus: "Rejected",
      },
      perspectiveFinancialName: null,
      perspectiveCustomerName: null,
      perspectiveInternalProcessName: null,
      perspectiveLearningGrowthName: null,
      termObjectivesLabel: null,
      termKpisLabel: null,
      termThemesLabel: null,
      termAssignmentsLabel: null,
      termTargetsLabel: null,
      termActualResultsLabel: null,
      termScoreLabel: null,
      levelCeoName: null,
      levelDivisionName: null,
      levelGeneralDepartmentName: null,
      levelDepartmentName: null,
      updatedAt: expect.any(String),
    });
  });

  it("is readable by a plain member (ROLE-2)", async () => {
    expect((await get(member.cookie)).statusCode).toBe(200);
  });

  it("creates the defaults for an organization that has no settings row yet", async () => {
    await withPlatform(t.database.db, (tx) =>
      tx
        .delete(organizationSettings)
        .where(eq(organizationSettings.organizationId, other.user.organizationId)),
    );
    const res = await get(other.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ organizationId: other.user.organizationId, ...DEFAULT_SCORING });
  });

  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/organization-settings" })).statusCode).toBe(401);
  });
});

describe("PUT /api/organization-settings", () => {
  it("takes the full object back from GET with new thresholds, and writes an 'organization' activity", async () => {
    const body = { ...(await saved()), exceedsTargetThreshold: 110, atRiskThreshold: 40 };
    const res = await put("/api/organization-settings", admin.cookie, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      exceedsTargetThreshold: 110,
      onTargetThreshold: 90,
      atRiskThreshold: 40,
    });
    expect(await saved()).toMatchObject({ exceedsTargetThreshold: 110, atRiskThreshold: 40 });
    const [row] = await withPlatform(t.database.db, (tx) =>
      tx
        .select()
        .from(activities)
        .where(
          and(
            eq(activities.organizationId, admin.user.organizationId),
            eq(activities.entityName, "Organization settings"),
          ),
        ),
    );
    expect(row).toMatchObject({ action: "updated", category: "organization", entityType: "other" });
    expect(row?.details).toMatchObject({
      oldValue: { exceedsTargetThreshold: 100, atRiskThreshold: 50 },
      newValue: { exceedsTargetThreshold: 110, atRiskThreshold: 40 },
    });
  });

  it("keeps every field not sent (the Corporate BSC foundation save sends four)", async () => {
    const before = await saved();
    const foundation = {
      vision: "To be the most trusted engine maker",
      mission: "  Build engines that compute  ",
      values: "Curiosity, rigour",
      organizationName: "Analytical Engines",
    };
    const res = await put("/api/organization-settings", admin.cookie, foundation);
    expect(res.statusCode).toBe(200);
    const after = await saved();
    expect(after).toEqual({
      ...before,
      ...foundation,
      mission: "Build engines that compute",
      updatedAt: expect.any(String),
    });
  });

  it("stores a blank name as unset (null), so the default applies again", async () => {
    await put("/api/organization-settings", admin.cookie, { levelCeoName: "Chief", organizationName: "X" });
    const res = await put("/api/organization-settings", admin.cookie, {
      levelCeoName: "  ",
      organizationName: "",
    });
    expect(res.json()).toMatchObject({ levelCeoName: null, organizationName: null });
  });

  // Thresholds on save (SETTINGS-2): strictly descending, then a cap of at least 100.
  it.each([
    [{ exceedsTargetThreshold: 90 }, THRESHOLDS_MESSAGE], // equal to on target
    [{ onTargetThreshold: 100 }, THRESHOLDS_MESSAGE],
    [{ nearTargetThreshold: 95 }, THRESHOLDS_MESSAGE],
    [{ atRiskThreshold: 70 }, THRESHOLDS_MESSAGE],
    [
      { exceedsTargetThreshold: 50, onTargetThreshold: 70, nearTargetThreshold: 90, atRiskThreshold: 100 },
      THRESHOLDS_MESSAGE,
    ],
    [{ scoreCapPercentage: 99.5 }, CAP_MESSAGE],
    [{ scoreCapPercentage: 0 }, CAP_MESSAGE],
    // Both broken: the thresholds are reported first, as on screen.
    [{ atRiskThreshold: 95, scoreCapPercentage: 50 }, THRESHOLDS_MESSAGE],
  ])("refuses %j with 400 and the spec's message, saving nothing", async (patch, message) => {
    const before = await saved();
    const res = await put("/api/organization-settings", admin.cookie, { ...before, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await saved()).toEqual(before);
  });

  it("checks a partial body against the stored values it keeps", async () => {
    const res = await put("/api/organization-settings", admin.cookie, { exceedsTargetThreshold: 85 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(THRESHOLDS_MESSAGE);
  });

  it.each([
    [{ exceedsTargetThreshold: 1001 }, "exceedsTargetThreshold"],
    [{ atRiskThreshold: -1 }, "atRiskThreshold"],
    [{ scoreCapPercentage: 1001 }, "scoreCapPercentage"],
    [{ onTargetThreshold: "ninety" }, "onTargetThreshold"],
    [{ nearTargetThreshold: null }, "nearTargetThreshold"],
    [{ maxAttachmentSize: 1.5 }, "maxAttachmentSize"],
    [{ allowedFileTypes: ["pdf"] }, "allowedFileTypes.0"],
    [{ requestStatuses: [] }, "requestStatuses"],
    [{ dataCollectionWorkflow: { requiresApproval: "yes" } }, "dataCollectionWorkflow.requiresApproval"],
    [{ vision: "v".repeat(5001) }, "vision"],
    [{ currency: "XYZ" }, "currency"],
  ])("refuses a bad value with 400 naming the field (%#)", async (patch, field) => {
    const res = await put("/api/organization-settings", admin.cookie, patch);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {})).toContain(field);
  });

  it("SETTINGS-15: takes a currency of the list and refuses another in the spec's words", async () => {
    const bad = await put("/api/organization-settings", admin.cookie, { currency: "eur" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.currency).toBe(CURRENCY_MESSAGE);
    const res = await put("/api/organization-settings", admin.cookie, { currency: "USD" });
    expect(res.statusCode).toBe(200);
    expect(res.json().currency).toBe("USD");
    expect((await put("/api/organization-settings", admin.cookie, { currency: "EUR" })).statusCode).toBe(200);
  });

  it("accepts the edges: 0..1000 thresholds and a cap of exactly 100 or 1000", async () => {
    for (const scoring of [
      {
        exceedsTargetThreshold: 1000,
        onTargetThreshold: 3,
        nearTargetThreshold: 2,
        atRiskThreshold: 0,
        scoreCapPercentage: 100,
      },
      { ...DEFAULT_SCORING, scoreCapPercentage: 1000 },
    ]) {
      const res = await put("/api/organization-settings", admin.cookie, scoring);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject(scoring);
    }
  });

  it("is for admins only: a member gets 403 and nothing changes (ROLE-3)", async () => {
    const before = await saved();
    const res = await put("/api/organization-settings", member.cookie, { exceedsTargetThreshold: 120 });
    expect(res.statusCode).toBe(403);
    expect(await saved()).toEqual(before);
  });

  it("changes only the caller's organization (TENANT-2)", async () => {
    const theirs = (await get(other.cookie)).json();
    await put("/api/organization-settings", admin.cookie, {
      organizationName: "Mine",
      exceedsTargetThreshold: 105,
    });
    expect((await get(other.cookie)).json()).toEqual(theirs);
    // A body naming another organization is ignored: the tenant comes from the session.
    const res = await put("/api/organization-settings", admin.cookie, {
      organizationId: other.user.organizationId,
      vision: "Only mine",
    });
    expect(res.json().organizationId).toBe(admin.user.organizationId);
    expect((await get(other.cookie)).json().vision).toBe(theirs.vision);
  });

  it("records nothing when nothing changed", async () => {
    const count = async () =>
      (
        await withPlatform(t.database.db, (tx) =>
          tx.select().from(activities).where(eq(activities.organizationId, admin.user.organizationId)),
        )
      ).length;
    const before = await count();
    const res = await put("/api/organization-settings", admin.cookie, await saved());
    expect(res.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });
});
