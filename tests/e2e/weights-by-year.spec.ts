import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast } from "./support/accounts";
import { type Api, apiAs } from "./support/api";
import { browserForFile } from "./support/browser";

// Weights by year (WEIGHT-7, WEIGHT-8, WEIGHT-9) and ending an assignment (CASCADE-11) on Set and
// Cascade; the score of an earlier year is read on the Corporate BSC. One sign-up, through the API;
// the library, function and assignments are made through the API too.
const browser = browserForFile();
let api: Api;
let page: Page;
let ceoId: string;

type Row = { id: string };

beforeAll(async () => {
  const account = await createVerifiedAccount("weights");
  api = apiAs(account.cookie);
  const ceo = await api.post<Row>("/api/functions", {
    name: "Weights HQ",
    description: "Top",
    parentId: null,
  });
  ceoId = ceo.id;
  const pairs = [
    ["Grow revenue", "Financial", "Revenue", 100],
    ["Delight customers", "Customer", "NPS", 50],
  ] as const;
  for (const [objectiveName, bscPerspective, kpiName, actual] of pairs) {
    const objective = await api.post<Row>("/api/objectives", {
      name: objectiveName,
      bscPerspective,
    });
    const kpi = await api.post<Row>("/api/kpis", {
      name: kpiName,
      unit: "$",
      frequency: "quarterly",
    });
    const oa = await api.post<Row>("/api/objective-assignments", {
      objectiveId: objective.id,
      organizationFunctionId: ceoId,
      weight: 50,
    });
    const ka = await api.post<Row>("/api/kpi-assignments", {
      kpiId: kpi.id,
      objectiveAssignmentId: oa.id,
      weight: 100,
    });
    for (const year of [2026, 2027]) {
      await api.patch(`/api/kpi-assignments/${ka.id}`, {
        targets: { q1: 100, q2: 100, q3: 100, q4: 100 },
        actualResults: { q1: actual, q2: actual, q3: actual, q4: actual },
        period: String(year),
      });
    }
  }
  page = await browser.newPage({ cookie: account.cookie });
  page.setDefaultTimeout(10_000);
});

async function openSetCascade(year: number): Promise<void> {
  await page.goto(`/set-cascade?function=${ceoId}&year=${year}`);
  await page.getByRole("heading", { level: 2, name: "Weights HQ" }).waitFor();
}

const objectiveRow = (name: string): Locator => page.getByTestId("objective-row").filter({ hasText: name });

async function corporateScore(year: number): Promise<string> {
  await page.goto(`/corporate-bsc`);
  await page.getByTestId("ceo-score").waitFor();
  if (!((await page.locator("#bsc-year").textContent()) ?? "").includes(String(year))) {
    // The score shown is the one read for the picked year.
    const answered = page.waitForResponse(
      (response) => response.url().includes("/api/scorecard") && response.url().includes(`year=${year}`),
    );
    await page.locator("#bsc-year").click();
    await page.getByRole("option", { name: String(year), exact: true }).click();
    // The last year's answer stays on screen until the new one is drawn, which a busy machine defers:
    // wait for the score the server gave for this year.
    const { score } = (await (await answered).json()) as { score: number | null };
    await expect
      .poll(() => page.getByTestId("ceo-score").textContent())
      .toBe(score === null ? "—" : `${score}%`);
  }
  await expect.poll(() => page.locator("#bsc-year").textContent()).toContain(String(year));
  await page.waitForLoadState("networkidle");
  return (await page.getByTestId("ceo-score").textContent()) ?? "";
}

describe("weights by year on Set and Cascade", () => {
  it("WEIGHT-8: changing the 2027 weight leaves 2026's weight and score unchanged", async () => {
    const before2026 = await corporateScore(2026);
    const before2027 = await corporateScore(2027);
    expect(before2026).toBe(before2027);

    await openSetCascade(2027);
    const row = objectiveRow("Grow revenue");
    await row.getByRole("button", { name: "Actions for Grow revenue" }).click();
    await page.getByRole("menuitem", { name: "Edit Assignment" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Objective Assignment" });
    await dialog
      .getByText("Weight for 2027: applies to 2027 and the later years without a weight of their own")
      .waitFor();
    await dialog.getByLabel("Weight (%)").fill("80");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Success", "Objective assignment updated successfully");
    await row.getByText("Weight 80%", { exact: true }).waitFor();
    await page
      .getByRole("region", { name: "Weight Balance Status" })
      .getByText("Objective weights total 130%")
      .waitFor();

    await openSetCascade(2026);
    await objectiveRow("Grow revenue").getByText("Weight 50%", { exact: true }).waitFor();
    await page
      .getByRole("region", { name: "Weight Balance Status" })
      .getByText("Objective weights are perfectly balanced at 100%")
      .waitFor();

    expect(await corporateScore(2026)).toBe(before2026);
    expect(await corporateScore(2027)).not.toBe(before2027);
  });

  it("CASCADE-11: a KPI ended from 2027 stays in 2026", async () => {
    await openSetCascade(2027);
    const kpi = page.getByTestId("kpi-row").filter({ hasText: "NPS" });
    await kpi.getByRole("button", { name: "Actions for NPS" }).click();
    await page.getByRole("menuitem", { name: "Remove Assignment" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirm Delete" });
    await confirm.getByText("2026 and earlier keep it").waitFor();
    await confirm.getByRole("button", { name: "End from 2027" }).click();
    await expectToast(page, "Success", '"NPS" ended from 2027; earlier years keep it');
    await expect.poll(() => page.getByTestId("kpi-row").filter({ hasText: "NPS" }).count()).toBe(0);
    await openSetCascade(2026);
    await page.getByTestId("kpi-row").filter({ hasText: "NPS" }).waitFor();
  });

  it("TARGET-2, TARGET-4: the KPI dialog spreads an annual target and fills a value across", async () => {
    await openSetCascade(2026);
    const kpi = page.getByTestId("kpi-row").filter({ hasText: "Revenue" });
    await kpi.getByRole("button", { name: "Actions for Revenue" }).click();
    await page.getByRole("menuitem", { name: "Edit Assignment" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit KPI Assignment" });
    const tools = dialog.getByRole("group", { name: "Fill targets" });
    await tools.getByText("By the KPI's aggregation (sum): split so the periods add up to it.").waitFor();
    await tools.getByLabel("Annual target for 2026").fill("1000");
    await tools.getByRole("button", { name: "Spread" }).click();
    for (const quarter of ["Q1", "Q2", "Q3", "Q4"]) {
      expect(await dialog.getByLabel(`${quarter} target`).inputValue()).toBe("250");
    }
    await tools.getByRole("button", { name: "Fill across" }).click();
    expect(await dialog.getByLabel("Q3 target").inputValue()).toBe("1000");
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  it("CASCADE-13, CASCADE-12: removing a parent names its child, which then needs a parent", async () => {
    const division = await api.post<Row>("/api/functions", {
      name: "Weights Division",
      description: "Below",
      parentId: ceoId,
    });
    const all = await api.get<{ id: string; objectiveName: string; objectiveId: string }[]>(
      "/api/objective-assignments?year=2026",
    );
    const parent = all.find((a) => a.objectiveName === "Grow revenue")!;
    await api.post("/api/objective-assignments", {
      objectiveId: parent.objectiveId,
      organizationFunctionId: division.id,
      parentObjectiveAssignmentId: parent.id,
      weight: 100,
    });
    await openSetCascade(2026);
    await objectiveRow("Grow revenue").getByRole("button", { name: "Actions for Grow revenue" }).click();
    await page.getByRole("menuitem", { name: "Remove Assignment" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirm Delete" });
    await confirm.getByTestId("child-objectives").getByText("Grow revenue (Weights Division)").waitFor();
    await confirm.getByRole("radio", { name: /Delete with its history/ }).check();
    await confirm.getByRole("button", { name: "Delete with history" }).click();
    await expectToast(page, "Success", "Objective assignment removed successfully");
    await page.goto(`/set-cascade?function=${division.id}&year=2026`);
    await page.getByRole("heading", { level: 2, name: "Weights Division" }).waitFor();
    await page.getByTestId("needs-parent").getByText("Grow revenue", { exact: false }).waitFor();
    await objectiveRow("Grow revenue").getByText("Needs a parent").waitFor();
  });
});
