import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { currentPeriod, MONTH_KEYS } from "../../src/domain/periods";
import { type Account, createVerifiedAccount, signIn } from "./support/accounts";
import { launchBrowserPerFile } from "./support/browser";

// ROLLUP-6 on screen: the CEO level with two objectives, one of them reporting, says '1 of 2 objectives
// reporting' on the Corporate BSC (header and Overall Score tile) and on KPI Results. Sign-ups: one.
const browser = launchBrowserPerFile();
let admin: Account;
let page: Page;

async function send<T = { id: string }>(method: "post" | "patch", path: string, data: object): Promise<T> {
  const res = await page.request[method](path, { data });
  if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  admin = await createVerifiedAccount("coverage");
  page = await browser.newPage();
  await signIn(page, admin.email, admin.password);

  const year = new Date().getFullYear();
  const month = currentPeriod("monthly", new Date()).key;
  const targets = Object.fromEntries(MONTH_KEYS.map((key) => [key, 100]));
  const ceo = await send("post", "/api/functions", { name: "Executive Office", parentId: null });
  const objectives = [
    { name: "Grow revenue", bscPerspective: "Financial", kpi: "Monthly sales", reports: true },
    { name: "Delight customers", bscPerspective: "Customer", kpi: "Net promoter score", reports: false },
  ];
  for (const { name, bscPerspective, kpi, reports } of objectives) {
    const objective = await send("post", "/api/objectives", { name, bscPerspective });
    const measure = await send("post", "/api/kpis", { name: kpi, unit: "%", frequency: "monthly" });
    const onCeo = await send("post", "/api/objective-assignments", {
      objectiveId: objective.id,
      organizationFunctionId: ceo.id,
      weight: 50,
    });
    const assignment = await send("post", "/api/kpi-assignments", {
      kpiId: measure.id,
      objectiveAssignmentId: onCeo.id,
      weight: 100,
      targets,
      period: String(year),
    });
    if (reports) {
      await send("patch", `/api/kpi-assignments/${assignment.id}`, {
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
