import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast, openHome } from "./support/accounts";
import { apiAs } from "./support/api";
import { browserForFile } from "./support/browser";

// Deleting a library objective or KPI takes its assignments with it, so the function chart's objective
// and KPI counts go down. The screens share one cache in a session: the Library's deletes must refresh
// GET /api/functions (the declarations' `changes`), or Set and Cascade shows the old counts until a
// reload. Everything here moves by the sidebar, never by a page load.
// Sign-ups in this file: one, through the API; the library rows and the cascade too.
const browser = browserForFile();
let page: Page;

const HQ = "Counts Headquarters";
const OBJECTIVES = { doomed: "Doomed objective", bulk: "Bulk objective", kept: "Kept objective" };
const KPIS = { doomed: "Doomed KPI", bulk: "Bulk KPI" };

beforeAll(async () => {
  const account = await createVerifiedAccount("counts");
  const api = apiAs(account.cookie);
  const ceo = await api.post("/api/functions", {
    name: HQ,
    description: "Where the counts are read",
    parentId: null,
  });
  const assignments: Record<string, string> = {};
  for (const name of Object.values(OBJECTIVES)) {
    const objective = await api.post("/api/objectives", {
      name,
      bscPerspective: "Financial",
    });
    const assignment = await api.post("/api/objective-assignments", {
      objectiveId: objective.id,
      organizationFunctionId: ceo.id,
      weight: name === OBJECTIVES.kept ? 40 : 30,
    });
    assignments[name] = assignment.id;
  }
  for (const name of Object.values(KPIS)) {
    const kpi = await api.post("/api/kpis", {
      name,
      unit: "%",
      frequency: "quarterly",
    });
    await api.post("/api/kpi-assignments", {
      kpiId: kpi.id,
      objectiveAssignmentId: assignments[OBJECTIVES.kept]!,
      weight: 50,
    });
  }

  page = await browser.newPage({ cookie: account.cookie });
  page.setDefaultTimeout(10_000);
  await openHome(page);
  // A page load would reset this; client-side navigation keeps it.
  await page.evaluate(() => {
    (window as unknown as { sameSession: boolean }).sameSession = true;
  });
});

const card = (): Locator => page.getByTestId("function-card").filter({ hasText: HQ });

async function openSetAndCascade(): Promise<void> {
  await page.getByRole("link", { name: "Set and Cascade", exact: true }).click();
  await page.getByRole("heading", { level: 1, name: "Set and Cascade" }).waitFor();
  await card().waitFor();
}

async function openLibrary(tab: RegExp): Promise<void> {
  await page.getByRole("link", { name: "Library", exact: true }).click();
  await page.getByRole("heading", { level: 1, name: "Library" }).waitFor();
  await page.getByRole("tab", { name: tab }).click();
}

/** The card's counts, as the person reads them: "3 objectives", "2 KPIs". */
async function counts(): Promise<string[]> {
  const text = (await card().textContent()) ?? "";
  return [text.match(/\d+ objectives?/)?.[0] ?? "", text.match(/\d+ KPIs?/)?.[0] ?? ""];
}

async function expectCounts(objectives: string, kpis: string): Promise<void> {
  await expect.poll(counts, { timeout: 10_000 }).toEqual([objectives, kpis]);
}

async function deleteSelected(names: string[], what: string): Promise<void> {
  // The previous tab's selection mode may still show while the new tab settles (under load either way):
  // until the rows' checkboxes are there, turn the mode on whenever it reads off.
  const first = page.getByRole("checkbox", { name: `Select ${names[0]}` });
  const toggle = page.getByRole("button", { name: "Multi-select", exact: true });
  await expect
    .poll(
      async () => {
        if (await first.isVisible()) return true;
        if ((await toggle.count()) === 1 && (await toggle.getAttribute("aria-pressed")) !== "true") {
          await toggle.click();
        }
        return first.isVisible();
      },
      { timeout: 10_000, interval: 300 },
    )
    .toBe(true);
  for (const name of names) await page.getByRole("checkbox", { name: `Select ${name}` }).click();
  await page.getByRole("button", { name: "Delete Selected" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Selected" }).click();
  await expectToast(page, "Success", `${names.length} ${what} deleted successfully`);
}

describe("Library deletes refresh the Set and Cascade counts in the same session", () => {
  it("deleting an assigned objective and an assigned KPI lowers the function's counts", async () => {
    await openSetAndCascade();
    await expectCounts("3 objectives", "2 KPIs");

    await openLibrary(/Objectives/);
    await page.getByRole("button", { name: `Delete ${OBJECTIVES.doomed}` }).click();
    await page
      .getByRole("alertdialog", { name: "Delete objective?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(page, "Success", "Objective deleted successfully");

    await page.getByRole("tab", { name: /KPIs/ }).click();
    await page.getByRole("button", { name: `Delete ${KPIS.doomed}` }).click();
    await page
      .getByRole("alertdialog", { name: "Delete KPI?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(page, "Success", "KPI deleted successfully");

    await openSetAndCascade();
    await expectCounts("2 objectives", "1 KPI");
    expect(await page.evaluate(() => (window as unknown as { sameSession?: boolean }).sameSession)).toBe(
      true,
    );
  });

  it("the multi-select delete of objectives and KPIs lowers them too", async () => {
    await openLibrary(/Objectives/);
    await deleteSelected([OBJECTIVES.bulk], "objective");
    await page.getByRole("tab", { name: /KPIs/ }).click();
    await deleteSelected([KPIS.bulk], "KPI");

    await openSetAndCascade();
    await expectCounts("1 objective", "0 KPIs");
    expect(await page.evaluate(() => (window as unknown as { sameSession?: boolean }).sameSession)).toBe(
      true,
    );
  });
});
