import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount } from "./support/accounts";
import { apiAs } from "./support/api";
import { browserForFile } from "./support/browser";

// Import end to end (UI-83..UI-86, IMPORT-1, IMPORT-12..IMPORT-14): the admin opens Import from
// KPI Input, chooses a CSV with one bad row (a misspelt KPI), sees it in the preview, imports the valid
// row, downloads the error rows, fixes the name in that file, imports it again, and both values show in
// KPI Input. Sign-ups in this file: one.
const browser = browserForFile();
const YEAR = new Date().getFullYear();
// The quarter KPI Input opens on (PERIOD-3: today's, calendar fiscal year).
const QUARTER = `q${Math.floor(new Date().getMonth() / 3) + 1}`;
/** Set SCREENSHOT_DIR to keep pictures of the preview and the summary (light and dark, 1440 and 390 px). */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
let page: Page;
let dir: string;

async function shoot(name: string) {
  if (!SCREENSHOT_DIR) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${name}-${scheme}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1440, height: 900 });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-import-"));
  const admin = await createVerifiedAccount("importer");
  const api = apiAs(admin.cookie);
  page = await browser.newPage({ width: 1440, cookie: admin.cookie });
  page.setDefaultTimeout(15_000);
  const objective = await api.post("/api/objectives", { name: "Win customers", bscPerspective: "Customer" });
  const ceo = await api.post("/api/functions", { name: "Head Office", parentId: null });
  const oa = await api.post("/api/objective-assignments", {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
  });
  for (const [name, target] of [
    ["Signed contracts", 100],
    ["Calls", 50],
  ] as const) {
    const kpi = await api.post("/api/kpis", { name, unit: "count", frequency: "quarterly" });
    await api.post("/api/kpi-assignments", {
      kpiId: kpi.id,
      objectiveAssignmentId: oa.id,
      weight: 50,
      period: String(YEAR),
      targets: { [QUARTER]: target },
    });
  }
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function chooseFile(file: string) {
  await page.getByTestId("import-file-input").setInputFiles(file);
  await page.getByTestId("import-preview").waitFor();
}

describe("Import (UI-83..UI-86)", () => {
  it("imports a CSV with one bad row, then the fixed error file, and KPI Input shows both values", async () => {
    await page.goto("/kpi-overview");
    await page.getByRole("heading", { level: 1, name: "KPI Overview" }).waitFor();
    await page.getByRole("link", { name: "Import" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Import" }).waitFor();

    const first = path.join(dir, "results.csv");
    fs.writeFileSync(
      first,
      [
        "Function,KPI,Year,Period,Target,Actual",
        `Head Office,Signed contracts,${YEAR},${QUARTER.toUpperCase()},,80`,
        `Head Office,Cals,${YEAR},${QUARTER},,45`,
        "",
      ].join("\n"),
    );
    await chooseFile(first);
    const bad = page.locator('tr[data-row="3"]');
    await bad.getByText(`No KPI "Cals" is assigned to "Head Office" in ${YEAR}.`).waitFor();
    await expect(bad.getAttribute("data-status")).resolves.toBe("error");
    await expect(page.locator('tr[data-row="2"]').getAttribute("data-status")).resolves.toBe("ok");
    await shoot("import-preview");

    // Valid-only is the default mode: the one good row is imported.
    await page.getByTestId("import-start").click();
    await page.getByRole("heading", { name: "3. Summary" }).waitFor();
    await expect(page.locator('[data-count="Imported"]').textContent()).resolves.toBe("1");
    await expect(page.locator('[data-count="With errors"]').textContent()).resolves.toBe("1");
    await shoot("import-summary");

    // IMPORT-13: the error rows come back as a file with the original columns and an errors column.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("import-error-file").click(),
    ]);
    expect(download.suggestedFilename()).toBe("results-errors.csv");
    const text = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const lines = text.trim().split(/\r?\n/);
    // EXPORT-18: every text field is quoted.
    expect(lines[0]).toBe('"Function","KPI","Year","Period","Target","Actual","errors"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Cals");
    expect(lines[1]).toContain("No KPI");

    // Fixed and imported again: the errors column is left out (IMPORT-12).
    const fixed = path.join(dir, "results-fixed.csv");
    fs.writeFileSync(fixed, text.replace("Cals", "Calls"));
    await page.getByRole("button", { name: "Import another file" }).click();
    await chooseFile(fixed);
    await expect(page.locator('tr[data-row="2"]').getAttribute("data-status")).resolves.toBe("ok");
    await page.getByTestId("import-start").click();
    await page.getByRole("heading", { name: "3. Summary" }).waitFor();
    await expect(page.locator('[data-count="Imported"]').textContent()).resolves.toBe("1");

    // Both values are in KPI Input: 80 / 100 = 80%, 45 / 50 = 90%.
    await page.goto("/kpi-overview");
    await page.getByRole("heading", { level: 1, name: "KPI Overview" }).waitFor();
    await page.locator('tr[data-kpi="Signed contracts"]').getByText("80%").waitFor();
    await page.locator('tr[data-kpi="Calls"]').getByText("90%").waitFor();
  });

  it("shows every row's messages within the window at 1440 and 390 px, a number beyond ±1e12 named as such (UI-85, VALUE-1)", async () => {
    await page.goto("/import");
    await page.getByRole("heading", { level: 1, name: "Import" }).waitFor();
    const file = path.join(dir, "bounds.csv");
    fs.writeFileSync(
      file,
      [
        "Function,KPI,Year,Period,Target,Actual",
        `Head Office,Signed contracts,${YEAR},${QUARTER},,10000000000000`,
        `Head Office,Signed contracts with a rather long name that runs on,${YEAR},${QUARTER},,"1,234"`,
        "",
      ].join("\n"),
    );
    await chooseFile(file);
    const message = "The actual 10000000000000 must be a number between -1000000000000 and 1000000000000.";
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const cell = page.locator('tr[data-row="2"]').getByText(message);
      await cell.waitFor();
      const header = page.getByRole("columnheader", { name: "Messages" });
      // The table's scrolling frame: what of the table is in view without scrolling it.
      const frame = await page.getByTestId("import-preview").locator("xpath=..").boundingBox();
      const right = Math.min(width, frame!.x + frame!.width);
      for (const box of [await header.boundingBox(), await cell.boundingBox()]) {
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(right);
      }
      // The page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SCREENSHOT_DIR) {
        fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `import-messages-${width}.png`),
          fullPage: true,
        });
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("reads an XLSX workbook's first sheet, numbers and all, and checks it (UI-83)", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Results");
    sheet.addRow(["function", "kpi", "year", "period", "target", "actual"]);
    sheet.addRow(["Head Office", "Signed contracts", YEAR, QUARTER, 100, 85]);
    sheet.addRow([]);
    sheet.addRow(["Head Office", "Signed contracts", YEAR, "q9", null, 1]);
    const file = path.join(dir, "results.xlsx");
    await workbook.xlsx.writeFile(file);
    await page.goto("/import");
    await page.getByRole("heading", { level: 1, name: "Import" }).waitFor();
    await chooseFile(file);
    // Sheet rows 2 and 4 (the blank line 3 is skipped): the first replaces 80, the second has no such period.
    await expect(page.locator('tr[data-row="2"]').getAttribute("data-status")).resolves.toBe("warning");
    await page.locator('tr[data-row="2"]').getByText("Replaces the stored actual 80.").waitFor();
    await expect(page.locator('tr[data-row="4"]').getAttribute("data-status")).resolves.toBe("error");
  });
});
