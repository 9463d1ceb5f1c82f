import { beforeAll, describe, expect, it } from "vitest";
import { periodLabel } from "../../src/domain/periods";
import {
  DEFAULT_REPORTING_CALENDAR,
  isoDay,
  periodsToReport,
  STATE_LABEL,
  summarizeReporting,
} from "../../src/domain/reporting-calendar";
import {
  createVerifiedAccount,
  expectToast,
  invitedMember,
  openHome,
  type SignedUpAccount,
} from "./support/accounts";
import { type Api, apiAs } from "./support/api";
import { browserForFile } from "./support/browser";

// USER-11 (delete with a new owner in Settings) and UI-46 (My KPIs). Sign-ups in this file: one,
// through the API; the two members join through their mailed invitations.
const browser = browserForFile();

let admin: SignedUpAccount;
let api: Api;
const unique = Date.now().toString(36);
const owner = { firstName: "Olive", lastName: "Owner", email: `olive-${unique}@example.test` };
const heir = { firstName: "Hugo", lastName: "Heir", email: `hugo-${unique}@example.test` };
let ownerId: string;
let heirId: string;
let heirCookie: string;
let kpiAssignmentId: string;
const year = new Date().getFullYear();

beforeAll(async () => {
  admin = await createVerifiedAccount("people");
  api = apiAs(admin.cookie);
  ownerId = (await invitedMember(api, owner)).id;
  ({ id: heirId, cookie: heirCookie } = await invitedMember(api, heir));
  const ceo = await api.post("/api/functions", {
    name: "Chief Executive",
    description: "The top of the chart",
    parentId: null,
  });
  const objective = await api.post("/api/objectives", {
    name: "Delight customers",
    description: "Keep every promise we make",
    bscPerspective: "Customer",
  });
  const kpi = await api.post("/api/kpis", {
    name: "On-time delivery",
    description: "Orders delivered on the promised day",
    unit: "%",
    frequency: "monthly",
  });
  const placed = await api.post("/api/objective-assignments", {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
    ownerId,
  });
  const measured = await api.post("/api/kpi-assignments", {
    kpiId: kpi.id,
    objectiveAssignmentId: placed.id,
    weight: 100,
    ownerId,
    period: String(year),
    targets: { january: 95, february: 95, march: 95 },
    actualResults: { january: 90 },
    // CYCLE-34: asked for from January, so that this year's months are owed.
    collectFrom: `${year}-01`,
  });
  kpiAssignmentId = measured.id;
}, 120_000);

describe("USER-11: deleting a user who owns things asks for a new owner (Settings)", () => {
  it("lists what the user owns, waits for a new owner, and moves it all to them", async () => {
    const page = await browser.newPage({ cookie: admin.cookie });
    await openHome(page);
    await page.getByRole("complementary").getByRole("link", { name: "Settings" }).click();
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await page.getByRole("tab", { name: "Users" }).click();
    await page.getByRole("button", { name: "Delete Olive Owner" }).click();

    const dialog = page.getByRole("alertdialog", { name: "Delete User" });
    const holdings = dialog.getByTestId("user-holdings");
    await holdings.getByText("Olive Owner owns 1 KPI assignment, 1 objective assignment.").waitFor();
    await holdings.getByText("On-time delivery (Chief Executive)").waitFor();
    await holdings.getByText("Delight customers (Chief Executive)").waitFor();
    const confirm = dialog.getByRole("button", { name: "Delete", exact: true });
    expect(await confirm.isDisabled()).toBe(true);

    await dialog.getByLabel("New owner").click();
    // Only active members other than the user: the admin and Hugo.
    const options = await page.getByRole("option").allTextContents();
    expect(options.sort()).toEqual(["Ada Lovelace", "Hugo Heir"]);
    await page.getByRole("option", { name: "Hugo Heir" }).click();
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await expectToast(page, "Success", "User deleted successfully");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.locator(`tr[data-email="${owner.email}"]`).count()).toBe(0);

    // USER-10: the KPI and the objective now show the new owner, never the deleted one.
    const assignments =
      await api.get<{ id: string; ownerId: string; ownerName: string }[]>("/api/kpi-assignments");
    expect(assignments.find((a) => a.id === kpiAssignmentId)).toMatchObject({
      ownerId: heirId,
      ownerName: "Hugo Heir",
    });
    await page.getByRole("complementary").getByRole("link", { name: "KPI Input" }).click();
    await page.getByRole("cell", { name: "Hugo Heir" }).first().waitFor();
    expect(await page.getByText("Olive Owner").count()).toBe(0);
  });
});

describe("UI-46: My KPIs", () => {
  it("shows a member the KPIs they own with what is due, and updates a result from there", async () => {
    const page = await browser.newPage({ cookie: heirCookie });
    await openHome(page);
    await page.getByRole("complementary").getByRole("link", { name: "My KPIs" }).click();
    await page.getByRole("heading", { level: 1, name: "My KPIs" }).waitFor();

    const row = page.locator('tr[data-kpi="On-time delivery"]');
    await row.waitFor();
    await row.getByText("Chief Executive").waitFor();
    const now = new Date();
    // CYCLE-35: what My KPIs shows is what My Updates lists first for the KPI.
    const due = summarizeReporting(
      periodsToReport({
        frequency: "monthly",
        year,
        calendar: DEFAULT_REPORTING_CALENDAR,
        today: isoDay(now),
        collectFrom: `${year}-01`,
        hasActual: (key) => key === "january",
        pending: () => false,
      }),
    );
    if (due.period && (due.state === "overdue" || due.state === "due")) {
      const label = periodLabel("monthly", due.period.key, due.period.year);
      const badge = `${STATE_LABEL[due.state]} · ${label}`;
      await row.getByText(badge).waitFor();

      // The same 'Update KPI Result' dialog, opened on the period that is due.
      await row.getByRole("button", { name: "Update the result of On-time delivery" }).click();
      const dialog = page.getByRole("dialog", { name: "Update KPI Result" });
      await dialog.getByText(label).first().waitFor();
      await dialog.getByLabel("Actual Result").fill("93");
      await dialog.getByRole("button", { name: "Update Result" }).click();
      await expectToast(page, "Success", "KPI result updated successfully");
      await dialog.waitFor({ state: "hidden" });
      // The list is read again: that period is no longer what is due.
      await expect.poll(async () => (await row.textContent()) ?? "").not.toContain(badge);
    }
  });
});
