import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast } from "./support/accounts";
import { type Api, apiAs } from "./support/api";
import { browserForFile } from "./support/browser";

// AGG-6, AGG-7, AGG-8, VALUE-2 end to end: a % KPI made in the Library, assigned, three monthly actuals
// entered on KPI Input; the quarter on KPI Results shows their average, not their sum.
// Sign-ups in this file: one.
const browser = browserForFile();
let api: Api;
let page: Page;
let objectiveAssignmentId: string;

// Q1 of this year: its three months are entered whatever today is.
const YEAR = new Date().getFullYear();

beforeAll(async () => {
  const admin = await createVerifiedAccount("measures");
  api = apiAs(admin.cookie);
  page = await browser.newPage({ cookie: admin.cookie });
  page.setDefaultTimeout(10_000);
  const objective = await api.post("/api/objectives", {
    name: "Deliver on time",
    bscPerspective: "Internal_Process",
  });
  const ceo = await api.post("/api/functions", { name: "Head Office", parentId: null });
  const oa = await api.post("/api/objective-assignments", {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
  });
  objectiveAssignmentId = oa.id;
});

describe("a % KPI's quarter is the average of its months (AGG-6, AGG-7)", () => {
  it("creates the KPI in the Library with Average preselected and its hint", async () => {
    await page.goto("/library?tab=kpis");
    await page.getByRole("button", { name: "Add KPI" }).click();
    const dialog = page.getByRole("dialog", { name: "Add KPI" });
    await dialog.getByLabel("KPI Name").fill("Delivery rate");
    expect(await dialog.getByLabel("Unit", { exact: true }).inputValue()).toBe("%");
    expect(await dialog.getByRole("combobox", { name: "Aggregation" }).textContent()).toBe("Average");
    await dialog.getByText(/Periods average: a quarter is the mean of its months/).waitFor();
    await dialog.getByRole("combobox", { name: "Frequency" }).click();
    await page.getByRole("option", { name: "Monthly", exact: true }).click();
    await dialog.getByRole("button", { name: "Create KPI" }).click();
    await expectToast(page, "Success", "Library KPI created successfully");
  });

  it("takes three monthly actuals on KPI Input, one typed with a decimal comma (VALUE-2)", async () => {
    const kpis = (await (await page.request.get("/api/kpis")).json()) as {
      id: string;
      name: string;
      aggregation: string;
    }[];
    const kpi = kpis.find((k) => k.name === "Delivery rate")!;
    expect(kpi.aggregation).toBe("average");
    await api.post("/api/kpi-assignments", {
      kpiId: kpi.id,
      objectiveAssignmentId,
      weight: 100,
      targets: { january: 95, february: 95, march: 95 },
      period: String(YEAR),
    });

    await page.goto("/kpi-overview");
    await page.getByRole("heading", { level: 1, name: "KPI Overview" }).waitFor();
    await page.getByRole("button", { name: "Edit actual results of Delivery rate" }).click();
    const dialog = page.getByRole("dialog", { name: "Actual Results" });
    await dialog.getByLabel(new RegExp(`^January ${YEAR}$`, "i")).fill("80,5");
    await dialog.getByLabel(new RegExp(`^February ${YEAR}$`, "i")).fill("90");
    await dialog.getByLabel(new RegExp(`^March ${YEAR}$`, "i")).fill("100");
    await dialog.getByRole("button", { name: "Save Actual Results" }).click();
    await expectToast(page, "Success", "Actual results updated successfully");
    const res = await page.request.get(`/api/kpi-assignments?year=${YEAR}`);
    const stored = (
      (await res.json()) as { kpiId: string; actualResults: Record<string, number | null> }[]
    ).find((a) => a.kpiId === kpi.id)!;
    expect(stored.actualResults).toMatchObject({ january: 80.5, february: 90, march: 100 });
  });

  it("shows Q1 on KPI Results as the average, 90.17% of 95%, and the explainer names the method", async () => {
    await page.goto("/kpi-results");
    await page.getByRole("heading", { level: 1, name: "KPI Results" }).waitFor();
    await page.getByLabel("Frequency").click();
    await page.getByRole("option", { name: /^Quarterly/ }).click();
    await page.getByLabel("View Period").click();
    await page.getByRole("option", { name: `Q1 ${YEAR}` }).click();
    const row = page.locator('tr[data-kpi="Delivery rate"]');
    await row.getByText("90.17%").waitFor();
    await row.getByText("95%", { exact: true }).waitFor();
    expect(await row.textContent()).not.toContain("270.5");
    await row.getByRole("button", { name: "How the score of Delivery rate was computed" }).click();
    const explanation = page.getByRole("dialog", { name: "How this score was computed" });
    await explanation.getByText(/aggregation: average/).waitFor();
  });
});
