import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../src/client/lib/paths";
import { currentPeriod, MONTH_KEYS } from "../../src/domain/periods";
import { createVerifiedAccount, expectToast, type SignedUpAccount } from "./support/accounts";
import { type Api, apiAs } from "./support/api";
import { browserForFile } from "./support/browser";

// End to end: KPI Input, KPI Results, Corporate BSC and the Dashboard on data built through the
// APIs. Sign-ups in this file: one.
const browser = browserForFile();
let admin: SignedUpAccount;
let api: Api;
let page: Page;
/** The CEO's 'Grow revenue' objective assignment, for the annual KPI of the last tests. */
let revenueAssignmentId: string;

const now = new Date();
const THIS_YEAR = now.getFullYear();
const LAST_YEAR = THIS_YEAR - 1;
const THIS_MONTH = currentPeriod("monthly", now).key;

const everyMonth = (value: number) => Object.fromEntries(MONTH_KEYS.map((key) => [key, value]));

beforeAll(async () => {
  admin = await createVerifiedAccount("performance");
  api = apiAs(admin.cookie);
  page = await browser.newPage({ cookie: admin.cookie });

  // The organization: a CEO function with two objectives in two themes, each with a monthly KPI.
  const growth = await api.post("/api/themes", { name: "Growth", color: "#22C55E" });
  const efficiency = await api.post("/api/themes", { name: "Efficiency", color: "#3B82F6" });
  const revenue = await api.post("/api/objectives", {
    name: "Grow revenue",
    bscPerspective: "Financial",
    themeId: growth.id,
  });
  const process = await api.post("/api/objectives", {
    name: "Lean operations",
    bscPerspective: "Internal_Process",
    themeId: efficiency.id,
  });
  const sales = await api.post("/api/kpis", { name: "Monthly sales", unit: "$", frequency: "monthly" });
  const cycle = await api.post("/api/kpis", {
    name: "Cycle time",
    unit: "days",
    frequency: "monthly",
    polarity: "negative",
  });
  const ceo = await api.post("/api/functions", { name: "Executive Office", parentId: null });
  const revenueOnCeo = await api.post("/api/objective-assignments", {
    objectiveId: revenue.id,
    organizationFunctionId: ceo.id,
    weight: 60,
  });
  revenueAssignmentId = revenueOnCeo.id;
  const processOnCeo = await api.post("/api/objective-assignments", {
    objectiveId: process.id,
    organizationFunctionId: ceo.id,
    weight: 40,
  });
  const salesOnCeo = await api.post("/api/kpi-assignments", {
    kpiId: sales.id,
    objectiveAssignmentId: revenueOnCeo.id,
    weight: 100,
    targets: everyMonth(100),
    period: String(THIS_YEAR),
  });
  await api.post("/api/kpi-assignments", {
    kpiId: cycle.id,
    objectiveAssignmentId: processOnCeo.id,
    weight: 100,
    targets: everyMonth(10),
    period: String(THIS_YEAR),
  });
  // Last year, fixed whatever today is: January 50 of 100, December 100 of 100 (October and November
  // have targets only). Q4 in the period view is December alone (100%); year to date adds January:
  // (50 + 100) / (100 + 100) = 75%.
  await api.patch(`/api/kpi-assignments/${salesOnCeo.id}`, {
    targets: everyMonth(100),
    period: String(LAST_YEAR),
  });
  await api.patch(`/api/kpi-assignments/${salesOnCeo.id}`, {
    actualResults: { january: 50, december: 100 },
    period: String(LAST_YEAR),
  });
});

describe("KPI Input (UI-13, UI-14)", () => {
  it("entering this month's actual turns the status badge from no score to the score", async () => {
    await page.goto("/kpi-overview");
    await page.getByRole("heading", { level: 1, name: "KPI Overview" }).waitFor();
    const row = page.locator('tr[data-kpi="Monthly sales"]');
    await row.getByText("No score").waitFor();
    await expect(row.getByTestId("kpi-status").textContent()).resolves.toBe("No Data");

    await row.getByRole("button", { name: "Edit actual results of Monthly sales" }).click();
    const dialog = page.getByRole("dialog", { name: "Actual Results" });
    const monthInput = dialog.getByLabel(new RegExp(`^${THIS_MONTH} ${THIS_YEAR}$`, "i"));
    // VALUE-2: a text field with the decimal keypad, read in the user's locale (not type=number).
    await expect(monthInput.getAttribute("inputmode")).resolves.toBe("decimal");
    await monthInput.fill("95.5");
    await dialog.getByRole("button", { name: "Save Actual Results" }).click();
    await expectToast(page, "Success", "Actual results updated successfully");

    // 95.5 / 100 = 95.5%, rounded to 96%: On Target (90 ≤ 96 < 100).
    await row.getByText("96%").waitFor();
    await expect(row.getByTestId("kpi-status").textContent()).resolves.toBe("On Target");

    // The score explains itself with the engine's own sentences.
    await row.getByRole("button", { name: "How the score of Monthly sales was computed" }).click();
    const explanation = page.getByRole("dialog", { name: "How this score was computed" });
    // UI-113, UI-114: the values in the KPI's unit ($), money to the cent or whole.
    await explanation
      .getByText("Score: actual $95.50 / target $100 × 100 = 95.5%, rounded to 96%.")
      .waitFor();
    await page.keyboard.press("Escape");

    // An empty input means no data (UI-14): clearing the month takes the score away again.
    await row.getByRole("button", { name: "Edit actual results of Monthly sales" }).click();
    await dialog.getByLabel(new RegExp(`^${THIS_MONTH} ${THIS_YEAR}$`, "i")).fill("");
    await dialog.getByRole("button", { name: "Save Actual Results" }).click();
    await expectToast(page, "Success", "Actual results updated successfully");
    await row.getByText("No score").waitFor();
  });
});

describe("KPI Results (UI-17, AGG-2, AGG-3, AGG-4, AGG-5)", () => {
  it("switching to year-to-date sums the months through the period", async () => {
    await page.goto("/kpi-results");
    await page.getByRole("heading", { level: 1, name: "KPI Results" }).waitFor();
    await page.getByLabel("Year").click();
    await page.getByRole("option", { name: String(LAST_YEAR) }).click();
    await page.getByLabel("View Period").click();
    await page.getByRole("option", { name: `Q4 ${LAST_YEAR}` }).click();

    const row = page.locator('tr[data-kpi="Monthly sales"]');
    const score = row.getByRole("button", { name: "How the score of Monthly sales was computed" });
    const levelScore = page.getByTestId("level-score");
    await row.getByText("Exceeds Target").waitFor();
    await expect(score.textContent()).resolves.toBe("100%");
    await expect(levelScore.textContent()).resolves.toBe("100%");

    await page.getByLabel("View Type").click();
    await page.getByRole("option", { name: "Year-to-Date (YTD)" }).click();
    // 75 is Near Target with the default thresholds (70 ≤ 75 < 90).
    await row.getByText("Near Target").waitFor();
    await expect(score.textContent()).resolves.toBe("75%");
    // The level score follows: Cycle time has no data, so Monthly sales carries the level (decision 004).
    await expect(levelScore.textContent()).resolves.toBe("75%");
  });

  it("annual forces the year-to-date view with its note", async () => {
    await page.getByLabel("Frequency").click();
    await page.getByRole("option", { name: /^Annual/ }).click();
    await page.getByText("Annual KPIs always use YTD view").waitFor();
    await expect(page.getByLabel("View Type").isDisabled()).resolves.toBe(true);
  });
});

describe("Corporate BSC (UI-10, PERIOD-7, AGG-1)", () => {
  it("selecting a theme highlights its objectives and dims the others", async () => {
    await page.goto("/corporate-bsc");
    await page.getByRole("heading", { level: 1, name: "Corporate BSC" }).waitFor();
    const growthCard = page.locator('[data-objective="Grow revenue"]');
    const leanCard = page.locator('[data-objective="Lean operations"]');
    await growthCard.waitFor();
    await expect(leanCard.getAttribute("data-emphasis")).resolves.toBe("normal");

    await page.getByRole("button", { name: "Growth", exact: true }).click();
    await expect(growthCard.getAttribute("data-emphasis")).resolves.toBe("highlighted");
    await expect(leanCard.getAttribute("data-emphasis")).resolves.toBe("dimmed");
    // Dimmed for real, once the 200 ms fade has run.
    await leanCard
      .page()
      .waitForFunction(
        (element) => element !== null && Number(getComputedStyle(element).opacity) < 0.6,
        await leanCard.elementHandle(),
        { timeout: 5_000 },
      );

    await page.getByRole("button", { name: "All Themes" }).click();
    await expect(leanCard.getAttribute("data-emphasis")).resolves.toBe("normal");
  });

  it("edits and saves the vision through the organization settings", async () => {
    const vision = page.locator('[data-panel="vision"]');
    await vision.getByText("No vision statement defined").waitFor();
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const text = `Be the most trusted partner by ${THIS_YEAR + 3}`;
    await page.getByLabel("Vision", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Success", "Organization settings updated successfully");
    await vision.getByText(text).waitFor();

    // Saved on the server: a fresh load shows it.
    await page.reload();
    await page.locator('[data-panel="vision"]').getByText(text).waitFor();
  });
});

describe("Dashboard (UI-4)", () => {
  it("counts the library and assignments and lists the latest activity", async () => {
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    const objectives = page.getByLabel("Objectives", { exact: true });
    await objectives.getByText("Library Total").waitFor();
    // The figures arrive after the labels: poll until the reads have answered.
    await expect.poll(() => objectives.locator("dd").allTextContents()).toEqual(["2", "2", "2"]);
    const kpis = page.getByLabel("KPIs", { exact: true });
    await expect.poll(() => kpis.locator("dd").allTextContents()).toEqual(["2", "2", "2"]);
    await page.getByLabel("Active Users").getByText("System participants").waitFor();
    await page.getByRole("link", { name: "View All Activities" }).waitFor();
    await expect(
      page.getByRole("list", { name: "Recent activity" }).getByRole("listitem").count(),
    ).resolves.toBe(3);
  });
});

describe("annual KPIs and default periods (UI-29, UI-30, UI-31)", () => {
  it("marks an annual KPI in month and quarter views on KPI Input, KPI Results and Corporate BSC", async () => {
    const nps = await api.post("/api/kpis", { name: "Customer NPS", unit: "pts", frequency: "annual" });
    await api.post("/api/kpi-assignments", {
      kpiId: nps.id,
      objectiveAssignmentId: revenueAssignmentId,
      weight: 20,
      targets: { annual: 50 },
      actualResults: { annual: 45 },
      period: String(THIS_YEAR),
    });
    const marker = "Annual KPI: the value is for the whole year, the same in every month and quarter";

    // KPI Input, monthly by default: the annual KPI is marked, the monthly one is not.
    await page.goto("/kpi-overview");
    await page.getByRole("heading", { level: 1, name: "KPI Overview" }).waitFor();
    const npsRow = page.locator('tr[data-kpi="Customer NPS"]');
    await npsRow.getByTestId("annual-marker").waitFor();
    expect(await npsRow.getByTestId("annual-marker").textContent()).toContain(marker);
    expect(await page.locator('tr[data-kpi="Monthly sales"]').getByTestId("annual-marker").count()).toBe(0);

    // KPI Results, quarterly by default: marked; in the annual view, not.
    await page.goto("/kpi-results");
    await page.getByRole("heading", { level: 1, name: "KPI Results" }).waitFor();
    await page.locator('tr[data-kpi="Customer NPS"]').getByTestId("annual-marker").waitFor();
    await page.getByLabel("Frequency").click();
    await page.getByRole("option", { name: /^Annual/ }).click();
    await page.getByText("Annual KPIs always use YTD view").waitFor();
    await expect.poll(() => page.getByTestId("annual-marker").count()).toBe(0);

    // Corporate BSC, quarterly by default: the KPI line in its objective card is marked.
    await page.goto("/corporate-bsc");
    await page.getByRole("heading", { level: 1, name: "Corporate BSC" }).waitFor();
    const card = page.locator('[data-objective="Grow revenue"]');
    await card.getByTestId("annual-marker").waitFor();
    expect(await card.getByTestId("annual-marker").count()).toBe(1);
  });

  it("opens KPI Input on the latest period with data, not an empty current month (UI-30)", async () => {
    await page.goto("/kpi-overview");
    await page.getByRole("heading", { level: 1, name: "KPI Overview" }).waitFor();
    await page.getByLabel("Year").click();
    await page.getByRole("option", { name: String(LAST_YEAR) }).click();
    // Last year's monthly data ends in December (January and December have actuals).
    await expect.poll(() => page.getByTestId("shown-count").textContent()).toContain(`December ${LAST_YEAR}`);
    await page.locator('tr[data-kpi="Monthly sales"]').getByText("100%").waitFor();
  });

  it("'Update KPI Result' never offers a period that has not ended first (UI-31)", async () => {
    await page.goto("/kpi-results");
    await page.getByRole("heading", { level: 1, name: "KPI Results" }).waitFor();
    // Today's quarter (the default view) ends in the future; the monthly KPI's latest ended month is last
    // month (in January, nothing has ended: January itself, under way).
    await page.getByRole("button", { name: "Update the result of Monthly sales" }).click();
    const dialog = page.getByRole("dialog", { name: "Update KPI Result" });
    const month = now.getMonth();
    const expected = month === 0 ? `January ${THIS_YEAR}` : `${monthName(month - 1)} ${THIS_YEAR}`;
    await expect.poll(() => dialog.getByRole("combobox", { name: "Period" }).textContent()).toBe(expected);
    await page.keyboard.press("Escape");
  });
});

function monthName(index: number): string {
  return new Date(2000, index, 1).toLocaleString("en-US", { month: "long" });
}

// PLATFORM-37, held in CI: every screen of this organization (statuses
// and scores shown), in both themes, against axe-core's WCAG 2 A and AA rules and the heading order, the
// checks Lighthouse scores accessibility with. The screens are the app's paths (UI-1), so a new one is
// checked too: all but detail pages (an id), the links mailed out, the sign-in redirect and the super
// admin's Admin Panel.
const NOT_SCREENS = new Set<string>([
  paths.unsubscribe,
  paths.verifyEmail,
  paths.acceptInvite,
  paths.resetPassword,
  paths.confirmEmail,
  paths.login,
  paths.admin,
]);
const AXE_SCREENS = Object.values(paths).filter((path) => !path.includes(":") && !NOT_SCREENS.has(path));
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
type AxeViolation = { id: string; nodes: { target: string[] }[] };

// One test per screen and theme: a failure names its screen, and no test waits on twenty screens.
describe.for(["light", "dark"] as const)("accessibility of every screen (PLATFORM-37), %s", (colorScheme) => {
  let themed: Page;
  beforeAll(async () => {
    themed = await browser.newPage({ colorScheme, cookie: admin.cookie });
  });

  it.for(AXE_SCREENS)("%s has no WCAG A/AA or heading-order violation", async (screen) => {
    await themed.goto(screen);
    await themed.getByRole("heading", { level: 1 }).first().waitFor();
    await themed.waitForLoadState("networkidle");
    // Skeletons (ui/skeleton) and busy regions gone, so what is checked is the screen with its data.
    await expect.poll(() => themed.locator('[aria-busy="true"], .animate-pulse').count()).toBe(0);
    // Through the debugging protocol, which the page's script policy does not govern.
    await themed.evaluate(AXE_SOURCE);
    const violations = await themed.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] },
        rules: { "heading-order": { enabled: true } },
      });
      return result.violations;
    });
    const found = (violations as AxeViolation[]).map(
      (violation) =>
        `${screen}: ${violation.id} at ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join("; ")}`,
    );
    expect(found).toEqual([]);
  });
});
