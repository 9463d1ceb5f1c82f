import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast, invitedMember } from "./support/accounts";
import { type Api, apiAs } from "./support/api";
import { browserForFile, mailsTo } from "./support/browser";
import { picture } from "./support/pictures";
import { oneKpiScorecard } from "./support/scorecard";

// APPROVAL-1, APPROVAL-4, APPROVAL-6, UI-59, UI-60 end to end: with approval required, a member enters a
// value on KPI Input and it waits, marked 'Pending approval'; the admin opens Approvals from the sidebar,
// sees its impact (CEO 50% → 90%), approves it, and the Corporate BSC score moves from 50% to 90%.
// Sign-ups in this file: one; the member is invited by the admin.
const browser = browserForFile();
const YEAR = new Date().getFullYear();
// The quarter Corporate BSC opens on (PERIOD-3: today's, calendar fiscal year).
const QUARTER = `q${Math.floor(new Date().getMonth() / 3) + 1}`;
const QUARTER_LABEL = `${QUARTER.toUpperCase()} ${YEAR}`;
let api: Api;
let adminPage: Page;
let memberPage: Page;
const memberEmail = `member-${Date.now().toString(36)}@example.test`;

beforeAll(async () => {
  const admin = await createVerifiedAccount("approver");
  api = apiAs(admin.cookie);
  adminPage = await browser.newPage({ cookie: admin.cookie });
  adminPage.setDefaultTimeout(10_000);
  // The member joins through the API (the invitation page is tested in invitation.spec.ts).
  const member = await invitedMember(api, { firstName: "Sam", lastName: "Submitter", email: memberEmail });
  memberPage = await browser.newPage({ cookie: member.cookie });
  memberPage.setDefaultTimeout(10_000);
  // UI-61: the admin turns approval on in Settings.
  await adminPage.goto("/settings");
  await adminPage.getByRole("tab", { name: "Reporting" }).click();
  await adminPage.getByRole("checkbox", { name: "Require approval of actual results" }).click();
  const card = adminPage.locator("form", { hasText: "Approval and Evidence" });
  await card.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(adminPage, "Success", "Settings updated successfully");
  await picture(adminPage, "approval-settings", { fullPage: true });
  const saved = await (await adminPage.request.get("/api/organization-settings")).json();
  expect(saved.dataCollectionWorkflow.requiresApproval).toBe(true);
  await oneKpiScorecard(api, {
    kpi: { name: "Signed contracts", unit: "count", frequency: "quarterly" },
    assignment: {
      ownerId: member.id,
      period: String(YEAR),
      targets: { [QUARTER]: 100 },
      actualResults: { [QUARTER]: 50 },
    },
  });
});

describe("approval of actuals (APPROVAL-1, UI-59, UI-60)", () => {
  it("a member's value on KPI Input waits for approval, marked beside the approved one", async () => {
    await memberPage.goto("/kpi-overview");
    await memberPage.getByRole("heading", { level: 1, name: "KPI Overview" }).waitFor();
    // A member who heads nothing has no Approvals in the sidebar.
    await memberPage.getByRole("link", { name: "My KPIs" }).waitFor();
    expect(await memberPage.getByRole("link", { name: /^Approvals/ }).count()).toBe(0);
    await memberPage.getByRole("button", { name: "Edit actual results of Signed contracts" }).click();
    const dialog = memberPage.getByRole("dialog", { name: "Actual Results" });
    await dialog.getByLabel(QUARTER_LABEL, { exact: true }).fill("90");
    await dialog.getByRole("button", { name: "Save Actual Results" }).click();
    await expectToast(
      memberPage,
      "Submitted for approval",
      "Your values were submitted for approval. Scores use them once they are approved.",
    );
    await memberPage.getByTestId("pending-approval").first().waitFor();
    await picture(memberPage, "approval-kpi-input-pending", { fullPage: true });
  });

  it("the admin sees the impact in Approvals, approves, and the Corporate BSC moves from 50% to 90%", async () => {
    await adminPage.goto("/corporate-bsc");
    await adminPage.getByRole("heading", { level: 1, name: "Corporate BSC" }).waitFor();
    await expect.poll(() => adminPage.getByTestId("ceo-score").textContent()).toBe("50%");

    await adminPage.getByRole("link", { name: /^Approvals/ }).click();
    await adminPage.getByRole("heading", { level: 1, name: "Approvals" }).waitFor();
    const card = adminPage.locator('[data-testid="submission"][data-kpi="Signed contracts"]');
    await card.waitFor();
    await expect.poll(() => card.getByTestId("impact-ceo").textContent()).toMatch(/50%\s*90%/);
    await picture(adminPage, "approval-approvals", { fullPage: true });
    await card.getByRole("button", { name: "Approve Signed contracts" }).click();
    await expectToast(adminPage, "Approved", "Signed contracts: the value now counts in the scores");
    await adminPage.getByText("Nothing waits for approval").waitFor();

    await adminPage.getByRole("link", { name: "Corporate BSC" }).click();
    await adminPage.getByRole("heading", { level: 1, name: "Corporate BSC" }).waitFor();
    await expect.poll(() => adminPage.getByTestId("ceo-score").textContent()).toBe("90%");
    // The member was told by mail (APPROVAL-12).
    await expect
      .poll(async () => (await mailsTo(memberEmail)).some((m) => /approved/i.test(m.subject)))
      .toBe(true);
  });
});
