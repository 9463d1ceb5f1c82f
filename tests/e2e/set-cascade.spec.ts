import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast, invitation, openHome, PASSWORD } from "./support/accounts";
import { type Api, apiAs, call, cookieOf } from "./support/api";
import { browserForFile } from "./support/browser";

// Sign-ups in this file: one, through the API. Library rows are made through the Library API; the
// functions and assignments through the Set and Cascade screen itself.
const browser = browserForFile();
let api: Api;
let page: Page;

const NAMES = {
  ceo: "Acme Headquarters",
  division: "Acme Operations",
  generalDepartment: "Acme Logistics",
  department: "Acme Fleet",
};

beforeAll(async () => {
  const account = await createVerifiedAccount("cascade");
  api = apiAs(account.cookie);
  for (const [name, bscPerspective] of [
    ["Grow revenue", "Financial"],
    ["Delight customers", "Customer"],
    ["Streamline delivery", "Internal_Process"],
    ["Build skills", "Learning_Growth"],
  ] as const) {
    await api.post("/api/objectives", { name, bscPerspective });
  }
  await api.post("/api/kpis", { name: "Revenue", unit: "$", frequency: "quarterly" });
  await api.post("/api/kpis", {
    name: "On-time rate",
    unit: "%",
    frequency: "quarterly",
  });
  page = await browser.newPage({ cookie: account.cookie });
  page.setDefaultTimeout(10_000);
  await openHome(page);
});

const card = (name: string): Locator => page.getByTestId("function-card").filter({ hasText: name });

async function cardMenu(name: string): Promise<Locator> {
  await page.getByRole("button", { name: `Actions for ${name}`, exact: true }).click();
  const menu = page.getByRole("menu");
  await menu.waitFor();
  return menu;
}

async function createFunction(dialogOpener: () => Promise<void>, name: string): Promise<void> {
  await dialogOpener();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Function name").fill(name);
  await dialog.getByLabel("Description").fill(`${name} function`);
  await dialog.getByRole("button", { name: "Create Function" }).click();
  await expectToast(page, "Success", "Function created successfully");
  await card(name).waitFor();
}

async function pick(scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

async function selectFunction(name: string): Promise<void> {
  await card(name)
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
  await page.getByRole("heading", { level: 2, name }).waitFor();
}

const banner = () => page.getByRole("region", { name: "Weight Balance Status" });

async function assignObjective(objective: string, weight: string, parent?: RegExp): Promise<void> {
  await page.getByRole("button", { name: "Add Objective" }).click();
  const dialog = page.getByRole("dialog", { name: "Assign Objective" });
  await pick(dialog, "Objective", new RegExp(`^${objective}`));
  if (parent) await pick(dialog, "Link to Parent Objective (Required)", parent);
  await dialog.getByLabel("Weight (%)").fill(weight);
}

describe("Set and Cascade", () => {
  it("builds CEO > division > general department > department from 'Create First Function' and the card menus", async () => {
    await page.getByRole("link", { name: "Set and Cascade", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Set and Cascade" }).waitFor();
    await page.getByText("Align objectives throughout the organization").waitFor();

    await createFunction(
      () => page.getByRole("button", { name: "Create First Function" }).click(),
      NAMES.ceo,
    );
    await expect.poll(() => card(NAMES.ceo).getByText("CEO", { exact: true }).count()).toBe(1);

    const chain = [NAMES.ceo, NAMES.division, NAMES.generalDepartment, NAMES.department];
    for (let i = 1; i < chain.length; i++) {
      await createFunction(async () => {
        const menu = await cardMenu(chain[i - 1]!);
        await menu.getByRole("menuitem", { name: "Add Child Function" }).click();
      }, chain[i]!);
    }
    await expect.poll(() => card(NAMES.department).getByText("Department", { exact: true }).count()).toBe(1);
    await expect
      .poll(() => card(NAMES.generalDepartment).getByText("General Department", { exact: true }).count())
      .toBe(1);

    // Card menus (UI-15): no Add Child on a department, no Delete on the CEO.
    let menu = await cardMenu(NAMES.department);
    expect(await menu.getByRole("menuitem", { name: "Add Child Function" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    menu = await cardMenu(NAMES.ceo);
    expect(await menu.getByRole("menuitem", { name: "Delete Function" }).count()).toBe(0);
    await page.keyboard.press("Escape");

    // A function name is required (CASCADE-9), with the 'Validation Error' toast.
    menu = await cardMenu(NAMES.ceo);
    await menu.getByRole("menuitem", { name: "Edit Function" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Function" });
    await dialog.getByLabel("Function name").fill("   ");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Validation Error", "Function name is required");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await expect.poll(() => page.getByTestId("Total Functions").textContent()).toBe("4");
  });

  it("assigns CEO objectives until 'Perfect balance at 100%' and the banner turns balanced", async () => {
    await selectFunction(NAMES.ceo);
    await page
      .getByRole("region", { name: "Selected Function Context" })
      .getByText(`CEO · ${NAMES.ceo}`)
      .waitFor();
    await banner().getByText("Objective weights total 0%. Add 100% more weight to reach 100%.").waitFor();

    await assignObjective("Grow revenue", "150");
    let dialog = page.getByRole("dialog", { name: "Assign Objective" });
    // UI-26: a weight typed out of range still counts in the live balance: 150 is '50% over 100%'.
    await dialog.getByText("50% over 100%").waitFor();
    await dialog.getByLabel("Weight (%)").fill("60");
    await dialog.getByText("40% remaining to reach 100%").waitFor();
    await dialog.getByRole("button", { name: "Assign Objective" }).click();
    await expectToast(page, "Success", `Objective assigned to ${NAMES.ceo} successfully`);
    await banner().getByText("Objective weights total 60%. Add 40% more weight to reach 100%.").waitFor();

    await assignObjective("Delight customers", "50");
    dialog = page.getByRole("dialog", { name: "Assign Objective" });
    await dialog.getByText("10% over 100%").waitFor();
    await dialog.getByLabel("Weight (%)").fill("40");
    await dialog.getByText("Perfect balance at 100%").waitFor();
    await dialog.getByRole("button", { name: "Assign Objective" }).click();
    await expectToast(page, "Success", `Objective assigned to ${NAMES.ceo} successfully`);
    await banner().getByText("Objective weights are perfectly balanced at 100%").waitFor();

    // The objectives sit in their perspective cards.
    await page
      .getByRole("region", { name: "Financial perspective" })
      .getByTestId("objective-row")
      .filter({ hasText: "Grow revenue" })
      .waitFor();
    await page
      .getByRole("region", { name: "Customer perspective" })
      .getByTestId("objective-row")
      .filter({ hasText: "Delight customers" })
      .waitFor();
  });

  it("assigns KPIs with targets, and the KPI balance shows in the banner until it totals 100", async () => {
    const objective = page.getByTestId("objective-row").filter({ hasText: "Grow revenue" });
    await objective.getByText("No KPIs assigned to this objective yet").waitFor();
    await objective.getByRole("button", { name: "Assign KPI" }).click();
    let dialog = page.getByRole("dialog", { name: "Assign KPI" });
    await pick(dialog, "KPI", /^Revenue/);
    await dialog.getByLabel("Weight (%)").fill("70");
    await dialog.getByLabel("Q1 target").fill("1000");
    await dialog.getByLabel("Q2 target").fill("1200.5");
    await dialog.getByRole("button", { name: "Assign KPI" }).click();
    await expectToast(page, "Success", "KPI assigned successfully");
    const revenue = objective.getByTestId("kpi-row").filter({ hasText: "Revenue" });
    await revenue.getByText("Q1 $1,000 · Q2 $1,200.50").waitFor();
    await banner().getByText("KPI weights total 70%. Add 30% more weight to reach 100%.").waitFor();

    await page.getByRole("button", { name: "Add KPI" }).click();
    dialog = page.getByRole("dialog", { name: "Assign KPI" });
    await pick(dialog, "Objective", "Grow revenue");
    await pick(dialog, "KPI", /^On-time rate/);
    await dialog.getByLabel("Weight (%)").fill("30");
    await dialog.getByText("Perfect balance at 100%").waitFor();
    await dialog.getByLabel("Q1 target").fill("95");
    await dialog.getByRole("button", { name: "Assign KPI" }).click();
    await expectToast(page, "Success", "KPI assignment created successfully");
    await objective.getByText("KPI weights are perfectly balanced at 100%").waitFor();
    expect(await banner().getByText("KPI weights total").count()).toBe(0);
    await banner().getByText("Objective weights are perfectly balanced at 100%").waitFor();

    // Edit a KPI's weight: the objective's KPI balance goes off again.
    await revenue.getByRole("button", { name: "Actions for Revenue" }).click();
    await page.getByRole("menuitem", { name: "Edit Assignment" }).click();
    dialog = page.getByRole("dialog", { name: "Edit KPI Assignment" });
    await dialog.getByLabel("Weight (%)").fill("60");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Success", "KPI assignment updated successfully");
    await banner().getByText("KPI weights total 90%. Add 10% more weight to reach 100%.").waitFor();
  });

  it("links each level's objectives to the level above, and says so when there is nothing to link to", async () => {
    // The general department has no division objectives to link to yet.
    await selectFunction(NAMES.generalDepartment);
    await page.getByRole("button", { name: "Add Objective" }).click();
    let dialog = page.getByRole("dialog", { name: "Assign Objective" });
    await dialog
      .getByText("No parent objectives found. Please assign objectives to Division level first.")
      .waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    let parent = /^Grow revenue/;
    for (const name of [NAMES.division, NAMES.generalDepartment, NAMES.department]) {
      await selectFunction(name);
      await assignObjective("Streamline delivery", "100", parent);
      dialog = page.getByRole("dialog", { name: "Assign Objective" });
      await dialog.getByText("Perfect balance at 100%").waitFor();
      await dialog.getByRole("button", { name: "Assign Objective" }).click();
      await expectToast(page, "Success", `Objective assigned to ${name} successfully`);
      await banner().getByText("Objective weights are perfectly balanced at 100%").waitFor();
      await page
        .getByTestId("objective-row")
        .filter({ hasText: "Streamline delivery" })
        .getByText(
          parent.source.includes("Grow") ? "Linked to Grow revenue" : "Linked to Streamline delivery",
        )
        .waitFor();
      parent = /^Streamline delivery/;
    }

    // UI-27: the parent picker lists only the objectives of the parent function, not those of another
    // function at the parent's level (a second division, made through the API and removed after).
    const functions = await api.get<{ id: string; name: string }[]>("/api/functions");
    const objectives = await api.get<{ id: string; name: string }[]>("/api/objectives");
    const ceoId = functions.find((f) => f.name === NAMES.ceo)!.id;
    const sales = await api.post("/api/functions", {
      name: "Acme Sales",
      description: "Acme Sales function",
      parentId: ceoId,
    });
    await api.post("/api/objective-assignments", {
      objectiveId: objectives.find((o) => o.name === "Build skills")!.id,
      organizationFunctionId: sales.id,
      weight: 100,
    });
    await page.reload();
    await selectFunction(NAMES.generalDepartment);
    await page.getByRole("button", { name: "Add Objective" }).click();
    dialog = page.getByRole("dialog", { name: "Assign Objective" });
    await dialog.getByRole("combobox", { name: "Link to Parent Objective (Required)", exact: true }).click();
    await page.getByRole("option", { name: /^Streamline delivery/ }).waitFor();
    expect(await page.getByRole("option", { name: /^Build skills/ }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await api.delete(`/api/functions/${sales.id}`);
    await page.reload();
    // After a reload the chart opens the CEO (and a selected branch): open the way to the department.
    await card(NAMES.ceo).waitFor();
    for (const name of [NAMES.ceo, NAMES.division, NAMES.generalDepartment]) {
      const expand = page.getByRole("button", { name: `Expand ${name}`, exact: true });
      if (await expand.count()) await expand.click();
    }
    await selectFunction(NAMES.department);

    // The tiles narrow to the selected subtree: the department alone.
    expect(await page.getByTestId("Total Functions").textContent()).toBe("1");
    expect(await page.getByTestId("Total Objectives").textContent()).toBe("1");
    await page.getByRole("button", { name: "Clear the selected function" }).click();
    await expect.poll(() => page.getByTestId("Total Objectives").textContent()).toBe("5");
  });

  it("UI-95: reads the chart and the selected function, never the organization's assignments", async () => {
    const reads: string[] = [];
    const record = (request: { url(): string }) => reads.push(new URL(request.url()).pathname);
    page.on("request", record);
    try {
      await page.reload();
      await selectFunction(NAMES.ceo);
      await banner().waitFor();
      // UI-96: the buttons are enabled once the function's read is in.
      await expect.poll(() => page.getByRole("button", { name: "Add Objective" }).isEnabled()).toBe(true);
    } finally {
      page.off("request", record);
    }
    expect(reads).toContain("/api/set-cascade");
    expect(reads.some((path) => path.startsWith("/api/set-cascade/functions/"))).toBe(true);
    for (const list of [
      "/api/objective-assignments",
      "/api/kpi-assignments",
      "/api/kpis",
      "/api/objectives",
    ]) {
      expect(reads, list).not.toContain(list);
    }
  });

  it("removes an objective assignment after a confirmation that names its KPIs", async () => {
    await selectFunction(NAMES.ceo);
    const objective = page.getByTestId("objective-row").filter({ hasText: "Grow revenue" });
    await objective.getByRole("button", { name: "Actions for Grow revenue" }).click();
    await page.getByRole("menuitem", { name: "Remove Assignment" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirm Delete" });
    // CASCADE-11: ending from the year on is offered first; deleting with the history is the other choice.
    await confirm.getByRole("button", { name: /^End from \d{4}$/ }).waitFor();
    await confirm.getByRole("radio", { name: /Delete with its history/ }).check();
    await confirm
      .getByText(
        "Its 2 associated KPI assignments, with their targets and actual results, will also be removed. This action cannot be undone.",
      )
      .waitFor();
    await confirm.getByRole("button", { name: "Delete with history" }).click();
    await expectToast(page, "Success", "Objective assignment removed successfully");
    await banner().getByText("Objective weights total 40%. Add 60% more weight to reach 100%.").waitFor();
  });

  it("deletes a branch after the spec's confirmation", async () => {
    const menu = await cardMenu(NAMES.division);
    await menu.getByRole("menuitem", { name: "Delete Function" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Function" });
    await confirm
      .getByText(`Are you sure you want to delete "${NAMES.division}"? This action cannot be undone.`)
      .waitFor();
    await confirm.getByText("This function has child functions that will also be deleted.").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Function deleted successfully");
    await expect.poll(() => card(NAMES.department).count()).toBe(0);
    await expect.poll(() => page.getByTestId("Total Functions").textContent()).toBe("1");
  });

  it("shows a member with role user the cascade without any write control (ROLE-5)", async () => {
    const email = `cascade-member-${Date.now().toString(36)}@example.test`;
    await api.post("/api/users", {
      firstName: "Mia",
      lastName: "Member",
      email,
      role: "user",
      sendInvitation: true,
    });
    const { token } = await invitation(email);
    const accepted = await call(undefined, "POST", "/api/auth/accept-invite", { token, password: PASSWORD });
    expect(accepted.status).toBe(200);

    const member = await browser.newPage({ cookie: cookieOf(accepted.response) });
    member.setDefaultTimeout(10_000);
    await member.goto("/set-cascade");
    const ceoCard = member.getByTestId("function-card").filter({ hasText: NAMES.ceo });
    await ceoCard.getByRole("button", { name: new RegExp(`^${NAMES.ceo}`) }).click();
    await member.getByRole("heading", { level: 2, name: NAMES.ceo }).waitFor();
    await member.getByRole("region", { name: "Weight Balance Status" }).waitFor();
    await member.getByTestId("objective-row").filter({ hasText: "Delight customers" }).waitFor();
    expect(await member.getByRole("button", { name: "Add Objective" }).count()).toBe(0);
    expect(await member.getByRole("button", { name: "Add KPI" }).count()).toBe(0);
    expect(await member.getByRole("button", { name: "Assign KPI" }).count()).toBe(0);
    expect(await member.getByRole("button", { name: /^Actions for Delight customers/ }).count()).toBe(0);
    await member.getByRole("button", { name: `Actions for ${NAMES.ceo}`, exact: true }).click();
    const menu = member.getByRole("menu");
    await menu.getByRole("menuitem", { name: "View Assignments" }).waitFor();
    for (const item of ["Add Child Function", "Edit Function", "Delete Function"]) {
      expect(await menu.getByRole("menuitem", { name: item }).count()).toBe(0);
    }
  });
});
