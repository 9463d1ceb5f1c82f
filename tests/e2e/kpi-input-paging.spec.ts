import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import { createVerifiedAccount, expectToast } from "./support/accounts";
import { apiAs } from "./support/api";
import { browserForFile } from "./support/browser";

// KPIIN-1, UI-92, UI-93, UI-94 end to end: KPI Input pages, sorts and searches on the server, keeps its
// choices in the URL, steps pages with the keyboard, and reads the page again after a save.
// Sign-ups in this file: one.
const browser = browserForFile();
let page: Page;
const YEAR = new Date().getFullYear();
const everyMonth = (value: number) => Object.fromEntries(MONTH_KEYS.map((key) => [key, value]));

const shownNames = () =>
  page.locator("tr[data-kpi]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-kpi")));

beforeAll(async () => {
  const admin = await createVerifiedAccount("paging");
  const api = apiAs(admin.cookie);
  page = await browser.newPage({ cookie: admin.cookie });
  page.setDefaultTimeout(10_000);
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
  for (const name of ["Alpha calls", "Bravo visits", "Charlie orders"]) {
    const kpi = await api.post("/api/kpis", { name, unit: "count", frequency: "monthly" });
    await api.post("/api/kpi-assignments", {
      kpiId: kpi.id,
      objectiveAssignmentId: oa.id,
      weight: name === "Charlie orders" ? 34 : 33,
      targets: everyMonth(100),
      period: String(YEAR),
    });
  }
});

describe("KPI Input pages on the server (UI-92, UI-93)", () => {
  it("steps pages with the keyboard and keeps the page in the URL", async () => {
    await page.goto("/kpi-overview?size=1");
    await page.getByRole("heading", { level: 1, name: "KPI Overview" }).waitFor();
    await page.locator('tr[data-kpi="Alpha calls"]').waitFor();
    await expect(page.getByTestId("page-number").textContent()).resolves.toBe("Page 1 of 3");
    expect(await page.getByRole("button", { name: "Previous page" }).isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Next page" }).focus();
    await page.keyboard.press("Enter");
    await page.locator('tr[data-kpi="Bravo visits"]').waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
    await page.getByRole("button", { name: "Last page" }).focus();
    await page.keyboard.press("Enter");
    await page.locator('tr[data-kpi="Charlie orders"]').waitFor();
    expect(await page.getByRole("button", { name: "Next page" }).isDisabled()).toBe(true);
    await expect(page.getByTestId("page-range").textContent()).resolves.toBe("3–3 of 3");

    // A reload opens the same page.
    await page.reload();
    await page.locator('tr[data-kpi="Charlie orders"]').waitFor();
  });

  it("sorts on the server and a new sort starts at page 1", async () => {
    await page.goto("/kpi-overview?size=2&page=2");
    await page.locator('tr[data-kpi="Charlie orders"]').waitFor();
    await page.getByRole("button", { name: "KPI Name" }).click();
    await expect.poll(shownNames).toEqual(["Charlie orders", "Bravo visits"]);
    const url = new URL(page.url());
    expect(url.searchParams.get("dir")).toBe("desc");
    expect(url.searchParams.get("page")).toBeNull();
  });

  it("searches once typing pauses, and Clear All Filters brings every KPI back", async () => {
    await page.goto("/kpi-overview");
    await page.locator('tr[data-kpi="Alpha calls"]').waitFor();
    await page.getByLabel("Search KPIs").fill("BRAVO");
    await expect.poll(shownNames).toEqual(["Bravo visits"]);
    expect(new URL(page.url()).searchParams.get("q")).toBe("BRAVO");
    await expect(page.getByTestId("shown-count").textContent()).resolves.toMatch(/^1 KPI shown/);
    await page.getByRole("button", { name: "Clear All Filters" }).click();
    await expect.poll(shownNames).toEqual(["Alpha calls", "Bravo visits", "Charlie orders"]);
    await expect(page.getByLabel("Search KPIs").inputValue()).resolves.toBe("");
  });

  it("reads the page again after a save, sorted by score", async () => {
    await page.goto("/kpi-overview?sort=score&dir=desc&frequency=monthly&period=january");
    await page.locator('tr[data-kpi="Alpha calls"]').waitFor();
    const row = page.locator('tr[data-kpi="Charlie orders"]');
    await row.getByRole("button", { name: "Edit actual results of Charlie orders" }).click();
    const dialog = page.getByRole("dialog", { name: "Actual Results" });
    await dialog.getByLabel(`January ${YEAR}`, { exact: true }).fill("80");
    await dialog.getByRole("button", { name: "Save Actual Results" }).click();
    await expectToast(page, "Success", "Actual results updated successfully");
    // 80 of 100: 80%, the only score, so first in a descending score sort.
    await row.getByText("80%").waitFor();
    await expect.poll(async () => (await shownNames())[0]).toBe("Charlie orders");
  });
});
