import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { currentPeriod, MONTH_KEYS } from "../../src/domain/periods";
import { createVerifiedAccount } from "./support/accounts";
import { apiAs } from "./support/api";
import { browserForFile } from "./support/browser";

// ROLLUP-6 on screen: the CEO level with two objectives, one of them reporting, says '1 of 2 objectives
// reporting' on the Corporate BSC (header and Overall Score tile) and on KPI Results. Sign-ups: one.
const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  const admin = await createVerifiedAccount("coverage");
  const api = apiAs(admin.cookie);
  page = await browser.newPage({ cookie: admin.cookie });

  const year = new Date().getFullYear();
  const month = currentPeriod("monthly", new Date()).key;
  const targets = Object.fromEntries(MONTH_KEYS.map((key) => [key, 100]));
  const ceo = await api.post("/api/functions", { name: "Executive Office", parentId: null });
  const objectives = [
    { name: "Grow revenue", bscPerspective: "Financial", kpi: "Monthly sales", reports: true },
    { name: "Delight customers", bscPerspective: "Customer", kpi: "Net promoter score", reports: false },
  ];
  for (const { name, bscPerspective, kpi, reports } of objectives) {
    const objective = await api.post("/api/objectives", { name, bscPerspective });
    const measure = await api.post("/api/kpis", { name: kpi, unit: "%", frequency: "monthly" });
    const onCeo = await api.post("/api/objective-assignments", {
      objectiveId: objective.id,
      organizationFunctionId: ceo.id,
      weight: 50,
    });
    const assignment = await api.post("/api/kpi-assignments", {
      kpiId: measure.id,
      objectiveAssignmentId: onCeo.id,
      weight: 100,
      targets,
      period: String(year),
    });
    if (reports) {
      await api.patch(`/api/kpi-assignments/${assignment.id}`, {
        actualResults: { [month]: 90 },
        period: String(year),
      });
    }
  }
});

describe("Coverage on screen (ROLLUP-6)", () => {
  it("Corporate BSC: the header and the Overall Score tile say '1 of 2 objectives reporting'", async () => {
    await page.goto("/corporate-bsc");
    await expect
      .poll(() => page.getByTestId("ceo-coverage").textContent())
      .toBe("1 of 2 objectives reporting");
    await page.getByText("1 of 2 objectives reporting").nth(1).waitFor();
    expect(await page.getByText("1 of 2 objectives reporting").count()).toBe(2);
  });

  it("KPI Results: the level says '1 of 2 objectives reporting'", async () => {
    await page.goto("/kpi-results");
    await page.locator('tr[data-kpi="Monthly sales"]').waitFor();
    await expect
      .poll(() => page.getByTestId("level-coverage").textContent())
      .toBe("1 of 2 objectives reporting");
  });
});
