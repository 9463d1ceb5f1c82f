import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { currentYear } from "../../src/domain/periods";
import { createVerifiedAccount, expectToast } from "./support/accounts";
import { apiAs } from "./support/api";
import { browserForFile } from "./support/browser";
import { oneKpiScorecard } from "./support/scorecard";

// Closed periods (LOCK-1..LOCK-4, UI-55, UI-56): an admin closes Q1 in Settings; a KPI Input edit of
// January that was open meanwhile is refused with the message, and reopening the dialog shows January
// read-only with a lock; reopening the period asks for a reason. Sign-ups in this file: one.
const browser = browserForFile();
let input: Page;
let settings: Page;

const YEAR = currentYear(new Date());
const LOCKED = `January ${YEAR} is closed. To change it, ask an administrator to reopen the period or submit a change request.`;

beforeAll(async () => {
  const admin = await createVerifiedAccount("locks");
  await oneKpiScorecard(apiAs(admin.cookie), {
    functionName: "Executive Office",
    objective: { name: "Grow volume", bscPerspective: "Financial" },
    kpi: { name: "Deliveries", unit: "count", frequency: "monthly" },
    assignment: { targets: { january: 10, february: 10, march: 10, april: 10 }, period: String(YEAR) },
  });
  input = await browser.newPage({ cookie: admin.cookie });
  settings = await browser.newPage({ cookie: admin.cookie });
});

describe("Closed periods: Settings closes, KPI Input refuses (UI-55, UI-56, LOCK-3)", () => {
  it("an edit open while the period closes is refused with the message; then January is read-only", async () => {
    // KPI Input: the dialog is open before the period closes.
    await input.goto("/kpi-overview");
    await input.getByRole("heading", { level: 1, name: "KPI Overview" }).waitFor();
    const row = input.locator('tr[data-kpi="Deliveries"]');
    await row.getByRole("button", { name: "Edit actual results of Deliveries" }).click();
    const dialog = input.getByRole("dialog", { name: "Actual Results" });
    await dialog.getByLabel(`January ${YEAR}`, { exact: true }).fill("12");

    // Settings: the admin closes Q1 of this year.
    await settings.goto("/settings");
    await settings.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await settings.getByRole("tab", { name: "Reporting" }).click();
    await settings.getByTestId("no-closed-periods").waitFor();
    await settings.getByLabel("Close a", { exact: true }).click();
    await settings.getByRole("option", { name: "Quarter" }).click();
    await settings.getByLabel("Period", { exact: true }).click();
    await settings.getByRole("option", { name: `Q1 ${YEAR}` }).click();
    await settings.getByRole("button", { name: "Close Period" }).click();
    // UI-110: closing asks first.
    await settings
      .getByRole("alertdialog", { name: `Close Q1 ${YEAR}?` })
      .getByRole("button", { name: "Close Period" })
      .click();
    await expectToast(settings, "Period closed", `Q1 ${YEAR} is closed to changes.`);
    await settings.getByTestId("closed-period").getByText(`Q1 ${YEAR}`).waitFor();

    // KPI Input: the save is refused (423) and the dialog says why, word for word.
    await dialog.getByRole("button", { name: "Save Actual Results" }).click();
    await dialog.getByTestId("period-locked-message").getByText(LOCKED).waitFor();
    await expectToast(input, "Error", `Failed to update actual results: ${LOCKED}`);
    const stored = await (await input.request.get(`/api/kpi-assignments?year=${YEAR}`)).json();
    expect(stored[0].actualResults.january).toBeNull();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });

    // Opened again, January to March are read-only with the lock; April can still be entered.
    await row.getByRole("button", { name: "Edit actual results of Deliveries" }).click();
    const january = dialog.getByLabel(`January ${YEAR}`, { exact: true });
    await expect.poll(() => january.getAttribute("readonly")).not.toBeNull();
    await expect(
      dialog.getByLabel(`March ${YEAR}`, { exact: true }).getAttribute("readonly"),
    ).resolves.not.toBeNull();
    await expect(
      dialog.getByLabel(`April ${YEAR}`, { exact: true }).getAttribute("readonly"),
    ).resolves.toBeNull();
    expect(await dialog.getByText("Closed", { exact: true }).count()).toBe(3);
    await dialog.getByLabel(`April ${YEAR}`, { exact: true }).fill("11");
    await dialog.getByRole("button", { name: "Save Actual Results" }).click();
    await expectToast(input, "Success", "Actual results updated successfully");
  });

  it("reopening asks for a reason; then January can be entered again", async () => {
    await settings.getByRole("button", { name: "Reopen" }).click();
    const reopen = settings.getByRole("dialog", { name: `Reopen Q1 ${YEAR}` });
    await reopen.getByRole("button", { name: "Reopen Period" }).click();
    await reopen.getByText("A reason is required to reopen a period").waitFor();
    await reopen.getByLabel("Reason").fill("The auditor corrected January.");
    await reopen.getByRole("button", { name: "Reopen Period" }).click();
    await expectToast(settings, "Period reopened", `Q1 ${YEAR} can be changed again.`);
    await settings.getByTestId("no-closed-periods").waitFor();

    await input.goto("/kpi-overview");
    const row = input.locator('tr[data-kpi="Deliveries"]');
    await row.getByRole("button", { name: "Edit actual results of Deliveries" }).click();
    const dialog = input.getByRole("dialog", { name: "Actual Results" });
    await dialog.getByLabel(`January ${YEAR}`, { exact: true }).fill("12");
    await dialog.getByRole("button", { name: "Save Actual Results" }).click();
    await expectToast(input, "Success", "Actual results updated successfully");
  });
});
