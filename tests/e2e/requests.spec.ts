import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast, invitedMember } from "./support/accounts";
import { type Api, apiAs } from "./support/api";
import { browserForFile, mailsTo } from "./support/browser";

// Change requests end to end (UI-69..UI-72, UI-74): with multi-level approval on, a member requests a target
// change from KPI Results; the division's head approves (level 1), then the CEO function's head (level 2);
// the new target shows in KPI Results and Activities lists the entry under Requests, linking to it.
// Sign-ups in this file: one; the three members are invited by the admin.
const browser = browserForFile();
const YEAR = new Date().getFullYear();
// The quarter KPI Results opens on (PERIOD-3: today's, calendar fiscal year).
const QUARTER = `q${Math.floor(new Date().getMonth() / 3) + 1}`;
const QUARTER_LABEL = `${QUARTER.toUpperCase()} ${YEAR}`;
const stamp = Date.now().toString(36);
const people = {
  member: { firstName: "Mia", lastName: "Member", email: `req-member-${stamp}@example.test` },
  division: { firstName: "Dana", lastName: "Division", email: `req-division-${stamp}@example.test` },
  ceo: { firstName: "Carl", lastName: "Chief", email: `req-ceo-${stamp}@example.test` },
};
let api: Api;
const pages: Record<keyof typeof people, Page> = {} as Record<keyof typeof people, Page>;
let requestUrl = "";

/** A member who joins through the API (the invitation page is tested in invitation.spec.ts): their id. */
async function join(key: keyof typeof people): Promise<string> {
  const member = await invitedMember(api, people[key]);
  pages[key] = await browser.newPage({ cookie: member.cookie });
  pages[key].setDefaultTimeout(15_000);
  return member.id;
}

async function approveAs(page: Page, level: number) {
  await page.goto(requestUrl);
  const detail = page.getByTestId("request-detail");
  await detail.waitFor();
  await page
    .locator(`[data-testid="approval-step"][data-decision="awaiting"]`, { hasText: `Level ${level}` })
    .waitFor();
  await page.getByRole("button", { name: "Approve" }).click();
  const title = `Change the targets of Signed contracts, ${YEAR}`;
  await expectToast(page, "Approved", `${title}: ${level === 1 ? "In Progress" : "Completed"}.`);
  await page
    .locator(`[data-testid="approval-step"][data-decision="approved"]`, { hasText: `Level ${level}` })
    .waitFor();
}

beforeAll(async () => {
  const admin = await createVerifiedAccount("requests");
  api = apiAs(admin.cookie);
  const ids = { member: await join("member"), division: await join("division"), ceo: await join("ceo") };

  // Multi-level approval with impact analysis (the settings' workflow switches).
  const settings = await api.get<{ changeRequestWorkflow: object; updatedAt: string }>(
    "/api/organization-settings",
  );
  await api.put("/api/organization-settings", {
    changeRequestWorkflow: {
      ...settings.changeRequestWorkflow,
      requiresApproval: true,
      requiresImpactAnalysis: true,
      multiLevelApproval: true,
    },
    version: settings.updatedAt,
  });
  const ceo = await api.post("/api/functions", {
    name: "Head Office",
    parentId: null,
    headUserId: ids.ceo,
  });
  const division = await api.post("/api/functions", {
    name: "Sales Division",
    parentId: ceo.id,
    headUserId: ids.division,
  });
  const objective = await api.post("/api/objectives", {
    name: "Win customers",
    bscPerspective: "Customer",
  });
  const kpi = await api.post("/api/kpis", {
    name: "Signed contracts",
    unit: "count",
    frequency: "quarterly",
  });
  const ceoOa = await api.post("/api/objective-assignments", {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
  });
  const oa = await api.post("/api/objective-assignments", {
    objectiveId: objective.id,
    organizationFunctionId: division.id,
    parentObjectiveAssignmentId: ceoOa.id,
    weight: 100,
  });
  await api.post("/api/kpi-assignments", {
    kpiId: kpi.id,
    objectiveAssignmentId: oa.id,
    weight: 100,
    ownerId: ids.member,
    period: String(YEAR),
    targets: { [QUARTER]: 100 },
    actualResults: { [QUARTER]: 90 },
  });
});

describe("change requests (UI-69..UI-72, UI-74)", () => {
  it("a member requests a target change from KPI Results and sees it with its impact and approval trail", async () => {
    const page = pages.member;
    // A fresh load: the member's screens were opened before the admin built the cascade.
    await page.goto("/kpi-results");
    await page.getByRole("heading", { level: 1, name: "KPI Results" }).waitFor();
    await page.getByLabel("Select Organizational Level").click();
    await page.getByRole("option", { name: /^Sales Division/ }).click();
    const row = page.locator('tr[data-kpi="Signed contracts"]');
    await row.waitFor();
    await row.getByRole("button", { name: "Request a change to Signed contracts" }).click();
    const dialog = page.getByRole("dialog", { name: "Request change: Target change" });
    await dialog.getByLabel(QUARTER_LABEL, { exact: true }).fill("120");
    await dialog
      .getByLabel("Why is the change needed?")
      .fill("The new contract pipeline doubles the quarter.");
    await dialog.getByRole("button", { name: "Submit request" }).click();
    await expectToast(
      page,
      "Request submitted",
      `Change the targets of Signed contracts, ${YEAR}: it is now New.`,
    );
    const detail = page.getByTestId("request-detail");
    await detail.waitFor();
    requestUrl = new URL(page.url()).pathname;
    expect(requestUrl).toMatch(/^\/requests\/[0-9a-f-]{36}$/);
    // REQUEST-41: the Changes table writes the number in its row's unit (UI-113).
    await expect.poll(() => detail.getByTestId("diff-after").first().textContent()).toBe("120");
    await expect.poll(() => page.getByTestId("approval-step").count()).toBe(2);
    await page
      .locator(`[data-testid="approval-step"][data-decision="awaiting"]`, { hasText: "Sales Division" })
      .waitFor();
    // The requester may not approve their own request out of turn.
    expect(await page.getByRole("button", { name: "Approve" }).count()).toBe(0);
    await page.getByRole("link", { name: "All requests" }).click();
    await page.getByRole("heading", { level: 1, name: "Requests" }).waitFor();
    await page.getByRole("link", { name: /Signed contracts/ }).waitFor();
  });

  it("the division's head approves level 1, then the CEO's head level 2, which applies the change", async () => {
    expect(requestUrl).not.toBe("");
    await approveAs(pages.division, 1);
    // Level 2 is the CEO function's head; the division head cannot approve it.
    expect(await pages.division.getByRole("button", { name: "Approve" }).count()).toBe(0);
    await approveAs(pages.ceo, 2);
    await pages.ceo.getByTestId("applied-note").waitFor();
    await expect
      .poll(() => pages.ceo.getByTestId("request-status").getAttribute("data-state"))
      .toBe("applied");
    // The requester is told by mail (through the outbox).
    await expect
      .poll(async () => (await mailsTo(people.member.email)).length > 1, { timeout: 15_000 })
      .toBe(true);
  });

  it("KPI Results shows the new target and Activities lists the entry under Requests, linking to it", async () => {
    const page = pages.member;
    // A fresh load: the change was applied in another person's session.
    await page.goto("/kpi-results");
    await page.getByRole("heading", { level: 1, name: "KPI Results" }).waitFor();
    await page.getByLabel("Select Organizational Level").click();
    await page.getByRole("option", { name: /^Sales Division/ }).click();
    const row = page.locator('tr[data-kpi="Signed contracts"]');
    await expect.poll(() => row.locator("td").nth(3).textContent(), { timeout: 15_000 }).toMatch(/120/);

    await page.getByRole("link", { name: "Activities" }).click();
    await page.getByRole("heading", { level: 1, name: "Activities" }).waitFor();
    await page.getByRole("link", { name: "Requests" }).first().waitFor();
    await page.getByLabel("Category").click();
    await page.getByRole("option", { name: "Requests" }).click();
    // Every entry of the request (created, approved, applied, and the target it changed) opens it.
    const entries = page.locator('li[data-category="requests"]');
    await expect.poll(() => entries.count()).toBeGreaterThan(1);
    expect(await entries.locator("a").count()).toBe(await entries.count());
    await entries.first().locator("a").click();
    await page.getByTestId("request-detail").waitFor();
    expect(new URL(page.url()).pathname).toBe(requestUrl);
  });

  it("a value a closed period refuses on KPI Input becomes an actual correction request (UI-72, LOCK-3)", async () => {
    const page = pages.member;
    await page.goto("/kpi-overview");
    await page.getByRole("heading", { level: 1, name: "KPI Overview" }).waitFor();
    await page
      .locator('tr[data-kpi="Signed contracts"]')
      .getByRole("button", { name: "Edit actual results of Signed contracts" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Actual Results" });
    await dialog.getByLabel(QUARTER_LABEL, { exact: true }).fill("95");
    // The quarter closes while the dialog is open.
    await api.post("/api/period-locks", { year: YEAR, frequency: "quarterly", period: QUARTER });
    await dialog.getByRole("button", { name: "Save Actual Results" }).click();
    const refusal = dialog.getByTestId("period-locked-message");
    await refusal.waitFor();
    await refusal.getByRole("button", { name: "Request change" }).click();
    const form = page.getByRole("dialog", { name: "Request change: Actual correction" });
    await expect.poll(() => form.getByLabel(QUARTER_LABEL, { exact: true }).inputValue()).toBe("95");
    await form.getByLabel("Why is the change needed?").fill("Three contracts were signed on the last day.");
    await form.getByRole("button", { name: "Submit request" }).click();
    await expectToast(
      page,
      "Request submitted",
      `Correct the actual results of Signed contracts, ${YEAR}: it is now New.`,
    );
    const detail = page.getByTestId("request-detail");
    await detail.waitFor();
    await expect.poll(() => detail.getByTestId("diff-after").first().textContent()).toBe("95");
    await detail.getByText("Actual correction", { exact: true }).waitFor();
  });
});
