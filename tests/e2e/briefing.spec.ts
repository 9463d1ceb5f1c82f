import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast, type SignedUpAccount } from "./support/accounts";
import { type Api, apiAs } from "./support/api";
import { browserForFile } from "./support/browser";
import { oneKpiScorecard } from "./support/scorecard";

// Briefing book end to end (UI-89, UI-90, REPORT-1, REPORT-11..REPORT-13): on Corporate BSC the admin
// downloads the briefing book (a PDF, '%PDF', named after the CEO function and the period on screen); in
// Settings, Reports, they create a report schedule with the keyboard-usable dialog and delete it.
// Sign-ups in this file: one.
const browser = browserForFile();
const YEAR = new Date().getFullYear();
// The quarter Corporate BSC opens on (PERIOD-3: today's, calendar fiscal year).
const QUARTER = `q${Math.floor(new Date().getMonth() / 3) + 1}`;
/** Set SCREENSHOT_DIR to keep pictures (light and dark, 1440 and 390 px). */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
let admin: SignedUpAccount;
let api: Api;
let page: Page;

beforeAll(async () => {
  admin = await createVerifiedAccount("briefing");
  api = apiAs(admin.cookie);
  page = await browser.newPage({ width: 1440, cookie: admin.cookie });
  page.setDefaultTimeout(15_000);
  await oneKpiScorecard(api, {
    kpi: { name: "Signed contracts", unit: "count", frequency: "quarterly" },
    assignment: { period: String(YEAR), targets: { [QUARTER]: 100 }, actualResults: { [QUARTER]: 80 } },
  });
});

async function openCorporateBsc(target: Page) {
  await target.goto("/corporate-bsc");
  await target.getByRole("heading", { level: 1, name: "Corporate BSC" }).waitFor();
  // The scorecard has arrived once the CEO's score shows.
  await target.getByTestId("ceo-score").filter({ hasText: "80%" }).waitFor();
}

describe("the briefing book on Corporate BSC (UI-89)", () => {
  it("downloads the PDF of the scorecard on screen", async () => {
    await openCorporateBsc(page);
    const button = page.getByRole("button", { name: "Briefing book" });
    await expect.poll(() => button.isEnabled()).toBe(true);
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/bsc-light-1440.png` });
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe(`briefing-head-office-${QUARTER}-${YEAR}.pdf`);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The document carries its title (REPORT-1); the text itself is checked by tests/api/briefing.test.ts.
    expect(bytes.toString("latin1")).toContain("/Title");
    await expect.poll(() => button.textContent()).toContain("Briefing book");
  });
});

describe("report schedules in Settings (UI-90)", () => {
  it("creates a schedule in the dialog and deletes it", async () => {
    await page.goto("/settings");
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await page.getByRole("tab", { name: "Reports" }).click();
    await page.getByTestId("no-report-schedules").waitFor();
    await page.getByRole("button", { name: "New schedule" }).click();
    const dialog = page.getByRole("dialog", { name: "New report schedule" });
    await dialog.waitFor();
    // Nothing chosen: every message at once, under its field.
    await dialog.getByRole("button", { name: "Create schedule" }).click();
    await dialog.getByText("Choose 1 to 50 recipients, each a user of your organization").waitFor();
    await dialog.getByLabel("Name").fill("Board pack");
    await dialog.getByRole("combobox", { name: "Function" }).click();
    await page.getByRole("option", { name: "Head Office" }).click();
    await dialog.getByRole("combobox", { name: "Cadence" }).click();
    await page.getByRole("option", { name: "Quarterly" }).click();
    await dialog.getByLabel("Days after the period ends").fill("10");
    const me = dialog.getByRole("checkbox").first();
    await me.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => me.getAttribute("data-state")).toBe("checked");
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/schedule-dialog-light-1440.png` });
    await dialog.getByRole("button", { name: "Create schedule" }).click();
    await expectToast(page, "Success", "Report schedule created");
    const row = page.getByTestId("report-schedule").filter({ hasText: "Board pack" });
    await row.waitFor();
    expect(await row.textContent()).toContain("Head Office · Quarterly, 10 days after the period ends");
    // REPORT-26: a new schedule says when its first mail goes.
    expect(await row.textContent()).toContain("First send: ");
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/schedules-light-1440.png` });

    await row.getByRole("button", { name: "Delete Board pack" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Board pack?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Board pack deleted");
    await page.getByTestId("no-report-schedules").waitFor();
  });

  it.skipIf(!SCREENSHOT_DIR)("looks right in dark mode and at 390 px", async () => {
    await api.post("/api/report-schedules", {
      name: "Monthly board pack for the leadership team",
      functionId: (await (await page.request.get("/api/functions")).json())[0].id,
      cadence: "monthly",
      daysAfterPeriodEnd: 5,
      recipientUserIds: [(await (await page.request.get("/api/auth/user")).json()).id],
    });
    for (const [colorScheme, width] of [
      ["dark", 1440],
      ["light", 390],
      ["dark", 390],
    ] as const) {
      const shot = await browser.newPage({ colorScheme, width, cookie: admin.cookie });
      await openCorporateBsc(shot);
      await shot.getByRole("button", { name: "Briefing book" }).waitFor();
      await shot.screenshot({ path: `${SCREENSHOT_DIR}/bsc-${colorScheme}-${width}.png` });
      await shot.goto("/settings");
      await shot.getByRole("tab", { name: "Reports" }).click();
      await shot.getByTestId("report-schedule").first().waitFor();
      await shot.screenshot({ path: `${SCREENSHOT_DIR}/schedules-${colorScheme}-${width}.png` });
      await shot.getByRole("button", { name: "New schedule" }).click();
      await shot.getByRole("dialog", { name: "New report schedule" }).waitFor();
      await shot
        .getByRole("dialog")
        .evaluate((dialog) => Promise.all(dialog.getAnimations().map((a) => a.finished)));
      await shot.screenshot({ path: `${SCREENSHOT_DIR}/schedule-dialog-${colorScheme}-${width}.png` });
      await shot.close();
    }
  });
});
