import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { currentYear } from "../../src/domain/periods";
import { FISCAL_START_WARNING, TIME_ZONE_MESSAGE } from "../../src/domain/schemas/settings";
import { createVerifiedAccount, expectToast } from "./support/accounts";
import { apiAs } from "./support/api";
import { browserForFile } from "./support/browser";
import { oneKpiScorecard } from "./support/scorecard";

// The fiscal year (FISCAL-1, FISCAL-3, FISCAL-6, FISCAL-7): the setting with its warning on the Settings
// screen, then KPI Results labelled 'FY2027 Q1' and summing April to June as q1, and the Time Zone card
// (SETTINGS-19). Sign-ups in this file: one.
const browser = browserForFile();
let page: Page;

const FISCAL_YEAR = currentYear(new Date(), 4);

beforeAll(async () => {
  const admin = await createVerifiedAccount("fiscal");
  const api = apiAs(admin.cookie);
  // Fiscal year FISCAL_YEAR with start 4: april..june is q1; march is its last month (q4). The values are
  // entered in that fiscal year (months are kept as calendar months, FISCAL-8), then the organization is
  // back on the calendar year for the settings test to choose April again.
  await api.put("/api/organization-settings", { fiscalYearStartMonth: 4 });
  await oneKpiScorecard(api, {
    functionName: "Executive Office",
    objective: { name: "Grow volume", bscPerspective: "Financial" },
    kpi: { name: "Deliveries", unit: "count", frequency: "monthly" },
    assignment: {
      targets: { april: 10, may: 10, june: 10, march: 10 },
      actualResults: { april: 10, may: 20, june: 30, march: 1000 },
      period: String(FISCAL_YEAR),
    },
  });
  await api.put("/api/organization-settings", { fiscalYearStartMonth: 1 });
  page = await browser.newPage({ cookie: admin.cookie });
});

describe("Settings: Fiscal Year (FISCAL-1, FISCAL-7, FISCAL-9)", () => {
  it("shows the warning and saves April as the start month", async () => {
    await page.goto("/settings");
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await page.getByRole("tab", { name: "Fiscal Year" }).click();
    const warning = page.getByTestId("fiscal-start-warning");
    await warning.waitFor();
    await expect(warning.textContent()).resolves.toBe(FISCAL_START_WARNING);

    await page.getByLabel("Fiscal year starts in").click();
    await page.getByRole("option", { name: "April", exact: true }).click();
    await page
      .getByText(`FY${FISCAL_YEAR} runs from April ${FISCAL_YEAR - 1} to March ${FISCAL_YEAR}`)
      .waitFor();
    // FISCAL-9: what saving re-labels, before it is saved.
    const preview = page.getByTestId("fiscal-start-preview");
    await preview.waitFor();
    await expect(preview.textContent()).resolves.toContain(
      `FY${FISCAL_YEAR} Q1 will be April–June ${FISCAL_YEAR - 1}`,
    );
    // The tab's first card is the fiscal year's; the currency's (SETTINGS-15) follows with its own button.
    await page.getByRole("button", { name: "Save Changes" }).first().click();
    await expectToast(page, "Success", "Settings updated successfully");
    const saved = await page.request.get("/api/organization-settings");
    expect((await saved.json()).fiscalYearStartMonth).toBe(4);
  });
});

describe("KPI Results in a fiscal year (FISCAL-3, FISCAL-6)", () => {
  it("labels quarters 'FY2027 Q1' and sums April to June as q1", async () => {
    await page.goto("/kpi-results");
    await page.getByRole("heading", { level: 1, name: "KPI Results" }).waitFor();
    await page.getByLabel("Year").click();
    await page.getByRole("option", { name: `FY${FISCAL_YEAR}` }).click();
    await page.getByLabel("View Period").click();
    await page.getByRole("option", { name: `FY${FISCAL_YEAR} Q2` }).waitFor();
    await page.getByRole("option", { name: `FY${FISCAL_YEAR} Q1` }).click();
    await page.getByText(`Executive Office · FY${FISCAL_YEAR} Q1`).waitFor();

    const row = page.locator('tr[data-kpi="Deliveries"]');
    // q1 = april..june: 60 of 30 (sum), 200% capped at 150%.
    await row.getByText("150%").waitFor();
    await expect(row.textContent()).resolves.toContain("60");
    await expect(row.textContent()).resolves.toContain("30");
  });

  it("lists the months from April, labelled with their calendar year", async () => {
    await page.getByLabel("Frequency").click();
    await page.getByRole("option", { name: /^Monthly/ }).click();
    await page.getByLabel("View Period").click();
    const options = await page.getByRole("option").allTextContents();
    expect(options[0]).toBe(`April ${FISCAL_YEAR - 1}`);
    expect(options.at(-1)).toBe(`March ${FISCAL_YEAR}`);
    await page.keyboard.press("Escape");
  });
});

describe("a screen opened afresh in a fiscal year (PLATFORM-36)", () => {
  // The page carries the start month, so the first render asks for the fiscal year at once; before, it
  // counted from January until the settings answered and read the calendar year's data first. Vacuous in
  // the months where the two years have the same number (January to March with an April start).
  it.for(["/", "/kpi-results"])("%s reads no year but FY", async (screen) => {
    const fresh = await page.context().newPage();
    try {
      const years: string[] = [];
      fresh.on("request", (request) => {
        const url = new URL(request.url());
        const year = url.searchParams.get("year");
        if (url.pathname.startsWith("/api/") && year) years.push(`${url.pathname}?year=${year}`);
      });
      await fresh.goto(screen, { waitUntil: "networkidle" });
      expect(years.length).toBeGreaterThan(0);
      expect(years.filter((read) => !read.endsWith(`year=${FISCAL_YEAR}`))).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe("Settings: Time Zone (SETTINGS-16, SETTINGS-19)", () => {
  it("refuses an unknown zone on the form and saves Europe/Berlin alone", async () => {
    await page.goto("/settings");
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await page.getByRole("tab", { name: "Fiscal Year" }).click();
    const field = page.getByLabel("Time zone");
    await field.waitFor();
    await expect(field.inputValue()).resolves.toBe("UTC");
    const card = page.locator("form", { has: field });
    await field.fill("Mars/Base");
    await card.getByRole("button", { name: "Save Changes" }).click();
    await card.getByText(TIME_ZONE_MESSAGE).waitFor();
    await field.fill("Europe/Berlin");
    await card.getByText(/Now there: /).waitFor();
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Success", "Settings updated successfully");
    const saved = await (await page.request.get("/api/organization-settings")).json();
    expect(saved.timeZone).toBe("Europe/Berlin");
    expect(saved.fiscalYearStartMonth).toBe(4);
  });
});
