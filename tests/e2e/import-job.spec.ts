import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import { createVerifiedAccount } from "./support/accounts";
import { apiAs } from "./support/api";
import { browserForFile } from "./support/browser";

// A large import as a background job (IMPORT-24, UI-111, UI-112): the admin imports a 240-row file; the
// request answers 202 and the screen shows the job's progress as a bar a screen reader reads (held at 96
// of 240 by answering the job's poll here, so the bar can be seen), then the same summary as a small
// import; Settings' Jobs tab lists the job. Sign-ups in this file: one.
const browser = browserForFile();
const YEAR = new Date().getFullYear();
const KPIS = 20;
/** Set SCREENSHOT_DIR to keep pictures of the bar and the Jobs tab (light and dark, 1440 and 390 px). */
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
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-import-job-"));
  const admin = await createVerifiedAccount("bulk-importer");
  const api = apiAs(admin.cookie);
  page = await browser.newPage({ width: 1440, cookie: admin.cookie });
  page.setDefaultTimeout(30_000);
  const objective = await api.post("/api/objectives", {
    name: "Serve customers",
    bscPerspective: "Customer",
  });
  const ceo = await api.post("/api/functions", { name: "Head Office", parentId: null });
  const oa = await api.post("/api/objective-assignments", {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
  });
  for (let index = 1; index <= KPIS; index += 1) {
    const kpi = await api.post("/api/kpis", {
      name: `Measure ${index}`,
      unit: "count",
      frequency: "monthly",
    });
    await api.post("/api/kpi-assignments", { kpiId: kpi.id, objectiveAssignmentId: oa.id, weight: 5 });
  }
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("A large import is a job with a progress bar (UI-111)", () => {
  it("shows the job's progress, then the summary; the Jobs tab lists it", async () => {
    const file = path.join(dir, "year.csv");
    const lines = ["Function,KPI,Year,Period,Target,Actual"];
    for (let index = 1; index <= KPIS; index += 1) {
      for (const period of MONTH_KEYS)
        lines.push(`Head Office,Measure ${index},${YEAR},${period},100,${index}`);
    }
    fs.writeFileSync(file, `${lines.join("\n")}\n`);
    await page.goto("/import");
    await page.getByRole("heading", { level: 1, name: "Import" }).waitFor();
    await page.getByTestId("import-file-input").setInputFiles(file);
    await page.getByTestId("import-preview").waitFor();

    // The job's poll answers "running, 96 of 240" until released, so the bar can be read.
    let release = false;
    await page.route("**/api/jobs/*", async (route) => {
      if (release) return route.continue();
      const real = await route.fetch();
      const job = await real.json();
      await route.fulfill({
        response: real,
        json: {
          ...job,
          state: "running",
          progress: { done: 96, total: 240 },
          result: null,
          finishedAt: null,
        },
      });
    });
    await page.getByTestId("import-start").click();
    const bar = page.getByRole("progressbar", { name: "Import progress" });
    await expect.poll(() => bar.getAttribute("aria-valuenow")).toBe("96");
    await expect(bar.getAttribute("aria-valuemax")).resolves.toBe("240");
    await page.getByText("Importing 96 of 240 rows…").waitFor();
    await shoot("import-job-progress");

    release = true;
    await page.getByRole("heading", { name: "3. Summary" }).waitFor();
    await expect(page.locator('[data-count="Imported"]').textContent()).resolves.toBe("240");
    await page.unroute("**/api/jobs/*");

    await page.goto("/settings");
    await page.getByRole("tab", { name: "Jobs" }).click();
    const job = page.getByTestId("job").first();
    await job.getByText("Import of targets and actuals").waitFor();
    await job.getByText("Succeeded").waitFor();
    await expect(
      job
        .getByRole("progressbar", { name: "Import of targets and actuals progress" })
        .getAttribute("aria-valuenow"),
    ).resolves.toBe("240");
    // UI-40: the tab fits a phone's width.
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot("settings-jobs");
  });
});
