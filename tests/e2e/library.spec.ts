import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type Account, createVerifiedAccount, expectToast, invitation, PASSWORD } from "./support/accounts";
import { browserForFile } from "./support/browser";

// Sign-ups in this file: one, through the API. The user-role member is invited by that admin.
const browser = browserForFile();
let admin: Account;

beforeAll(async () => {
  admin = await createVerifiedAccount("library");
});

const unique = () => Math.random().toString(36).slice(2, 7);

/** A page signed in as the account (through the API: signing in is not under test here). */
async function signedInPage(
  email: string,
  password: string,
  options: { width?: number } = {},
): Promise<Page> {
  const page = await browser.newPage(options);
  const res = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
  return page;
}

async function openLibrary(page: Page, tab?: "kpis" | "themes"): Promise<void> {
  await page.goto(tab ? `/library?tab=${tab}` : "/library");
  await page.getByRole("heading", { level: 1, name: "Library" }).waitFor();
}

/** Picks an option of a labelled Radix select inside a dialog. */
async function choose(dialog: Locator, label: string, option: string): Promise<void> {
  await dialog.getByRole("combobox", { name: label }).click();
  await dialog.page().getByRole("option", { name: option, exact: true }).click();
}

function table(page: Page, name: string): Locator {
  return page.getByRole("table", { name });
}

function row(page: Page, tableName: string, text: string): Locator {
  return table(page, tableName).getByRole("row").filter({ hasText: text });
}

async function waitForGone(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: "detached" });
}

describe("Library: objectives (LIBRARY-7, LIBRARY-2, TOAST-1)", () => {
  it("creates, searches, edits and deletes an objective", async () => {
    const page = await signedInPage(admin.email, admin.password);
    await openLibrary(page);
    const name = `Grow revenue ${unique()}`;

    // Create; the name is required and the dialog stays open until it is valid.
    await page.getByRole("button", { name: "Add Objective" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Objective" });
    await dialog.getByRole("button", { name: "Create Objective" }).click();
    await dialog.getByText("Name is required", { exact: true }).waitFor();
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill("Expand into the Nordic markets");
    await choose(dialog, "BSC Perspective", "Customer");
    await choose(dialog, "Status", "Under Review");
    await dialog.getByRole("button", { name: "Create Objective" }).click();
    await expectToast(page, "Success", "Objective created successfully");
    await dialog.waitFor({ state: "detached" });

    // Objectives table (LIBRARY-7): id prefix, name, perspective badge, owner, status badge, actions.
    const created = row(page, "Objectives", name);
    await created.waitFor();
    const cells = await created.getByRole("cell").allInnerTexts();
    expect(cells[0]).toMatch(/^[0-9a-f]{8}$/);
    expect(cells.slice(1, 5).map((cell) => cell.split("\n")[0])).toEqual([
      name,
      "Customer",
      `${admin.firstName} ${admin.lastName}`,
      "Under Review",
    ]);
    expect(cells[1]).toContain("No Theme");

    // Search matches the description, case-insensitively, and says so when nothing matches.
    const search = page.getByRole("searchbox", { name: "Search objectives" });
    await search.fill("NORDIC");
    await created.waitFor();
    expect(await table(page, "Objectives").getByRole("row").count()).toBe(2);
    await search.fill("no objective is called this");
    await page.getByText("No matches", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Clear search" }).click();
    await created.waitFor();

    // Edit.
    const renamed = `${name} faster`;
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Objective" });
    expect(await edit.getByLabel("Name").inputValue()).toBe(name);
    await edit.getByLabel("Name").fill(renamed);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Success", "Objective updated successfully");
    await row(page, "Objectives", renamed).waitFor();

    // Delete, after a confirmation that warns what goes with it (TOAST-3, CASCADE-5).
    await page.getByRole("button", { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete objective?" });
    await confirm
      .getByText(`Are you sure you want to delete "${renamed}"? This action cannot be undone.`)
      .waitFor();
    await confirm.getByText(/KPIs linked to them.*are also removed/).waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Objective deleted successfully");
    await waitForGone(row(page, "Objectives", renamed));
  });

  it("deletes three selected objectives with one confirmation (LIBRARY-6)", async () => {
    const page = await signedInPage(admin.email, admin.password);
    const tag = unique();
    const names = ["Alpha", "Bravo", "Charlie", "Delta"].map((word) => `${word} ${tag}`);
    for (const name of names) {
      const res = await page.request.post("/api/objectives", { data: { name, bscPerspective: "Financial" } });
      expect(res.status()).toBe(201);
    }
    await openLibrary(page);
    await page.getByRole("searchbox", { name: "Search objectives" }).fill(tag);
    await row(page, "Objectives", names[3]!).waitFor();

    await page.getByRole("button", { name: "Multi-select" }).click();
    for (const name of names.slice(0, 3))
      await page.getByRole("checkbox", { name: `Select ${name}` }).click();
    await page.getByText("3 selected", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Delete Selected" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete 3 objectives?" });
    await confirm.getByText("This action cannot be undone.", { exact: true }).waitFor();
    await confirm.getByRole("button", { name: "Delete Selected" }).click();

    await expectToast(page, "Success", "3 objectives deleted successfully");
    for (const name of names.slice(0, 3)) await waitForGone(row(page, "Objectives", name));
    await row(page, "Objectives", names[3]!).waitFor();
    await page.getByText("0 selected", { exact: true }).waitFor();
    const left = (await (await page.request.get("/api/objectives")).json()) as { name: string }[];
    expect(left.filter((o) => o.name.endsWith(tag)).map((o) => o.name)).toEqual([names[3]]);
  });

  it("reports the items a bulk delete could not remove and keeps the rest deleted (TOAST-1)", async () => {
    const page = await signedInPage(admin.email, admin.password);
    const tag = unique();
    const ids: string[] = [];
    for (const word of ["Echo", "Foxtrot"]) {
      const res = await page.request.post("/api/objectives", {
        data: { name: `${word} ${tag}`, bscPerspective: "Customer" },
      });
      ids.push((await res.json()).id);
    }
    await openLibrary(page);
    await page.getByRole("searchbox", { name: "Search objectives" }).fill(tag);
    await page.getByRole("button", { name: "Multi-select" }).click();
    await page.getByRole("checkbox", { name: "Select all rows" }).click();
    await page.getByText("2 selected", { exact: true }).waitFor();
    // Someone else deletes Echo while it is selected here.
    expect((await page.request.delete(`/api/objectives/${ids[0]}`)).status()).toBe(200);
    await page.getByRole("button", { name: "Delete Selected" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete Selected" }).click();
    await expectToast(
      page,
      "Failed to delete some objectives",
      `1 of 2 deleted. Not deleted: Echo ${tag} (Objective not found)`,
    );
    await page.getByText("No objectives yet").or(page.getByText("No matches")).first().waitFor();
  });
});

describe("Library: KPIs", () => {
  it("creates, searches, edits and deletes a KPI", async () => {
    const page = await signedInPage(admin.email, admin.password);
    await openLibrary(page, "kpis");
    const name = `Order cycle time ${unique()}`;

    await page.getByRole("button", { name: "Add KPI" }).click();
    const dialog = page.getByRole("dialog", { name: "Add KPI" });
    await dialog.getByLabel("KPI Name").fill(name);
    // LIBRARY-8: the unit is a list with free text (default %), one frequency spelling.
    expect(await dialog.getByLabel("Unit", { exact: true }).inputValue()).toBe("%");
    // AGG-7, AGG-8: the unit's default aggregation is preselected until the user picks one.
    const aggregation = dialog.getByRole("combobox", { name: "Aggregation" });
    expect(await aggregation.textContent()).toBe("Average");
    await dialog.getByLabel("Unit", { exact: true }).fill("days");
    await expect.poll(() => aggregation.textContent()).toBe("Sum");
    await choose(dialog, "Frequency", "Annual");
    await choose(dialog, "Polarity", "Lower is better");
    await dialog.getByRole("button", { name: "Create KPI" }).click();
    await expectToast(page, "Success", "Library KPI created successfully");

    // KPIs table (LIBRARY-7) with its fallbacks and badges.
    const created = row(page, "KPIs", name);
    await created.waitFor();
    expect(await created.getByRole("cell").allInnerTexts()).toEqual([
      name,
      "No description",
      "days",
      "Annual",
      "Lower Better",
      "Period-Based",
      "Template",
      "",
    ]);

    const search = page.getByRole("searchbox", { name: "Search KPIs" });
    await search.fill(name.toUpperCase());
    await created.waitFor();
    expect(await table(page, "KPIs").getByRole("row").count()).toBe(2);
    await search.fill("");

    // The edit form takes the unit as free text.
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit KPI" });
    await edit.getByLabel("Unit").fill("working days");
    await edit.getByLabel("Description").fill("From order to delivery");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Success", "KPI updated successfully");
    await row(page, "KPIs", "working days").waitFor();

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete KPI?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "KPI deleted successfully");
    await waitForGone(row(page, "KPIs", name));
  });
});

describe("Library: themes", () => {
  it("creates, searches, edits and deletes a theme, and its objectives then show 'No Theme'", async () => {
    const page = await signedInPage(admin.email, admin.password);
    await openLibrary(page, "themes");
    const name = `Customer intimacy ${unique()}`;

    await page.getByRole("button", { name: "Add Theme" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Theme" });
    // Theme form (LIBRARY-5): submit is disabled while the name is empty; the colour defaults to #3B82F6.
    expect(await dialog.getByRole("button", { name: "Create Theme" }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel("Color", { exact: true }).inputValue()).toBe("#3B82F6");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Use #10B981" }).click();
    await dialog.getByRole("button", { name: "Create Theme" }).click();
    await expectToast(page, "Success", "Theme created successfully");
    const created = row(page, "Themes", name);
    await created.waitFor();
    expect(await created.getByRole("cell").allInnerTexts()).toEqual([name, "No description", "#10B981", ""]);

    const search = page.getByRole("searchbox", { name: "Search themes" });
    await search.fill(name.slice(-5));
    await created.waitFor();
    expect(await table(page, "Themes").getByRole("row").count()).toBe(2);
    await search.fill("");

    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Theme" });
    await edit.getByLabel("Description").fill("Know our customers best");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Success", "Theme updated successfully");
    await row(page, "Themes", "Know our customers best").waitFor();

    // An objective under the theme, made elsewhere.
    const themes = (await (await page.request.get("/api/themes")).json()) as { id: string; name: string }[];
    const themeId = themes.find((theme) => theme.name === name)?.id;
    const objectiveName = `Loyal customers ${unique()}`;
    const objective = await page.request.post("/api/objectives", {
      data: { name: objectiveName, bscPerspective: "Customer", themeId },
    });
    expect(await objective.json()).toMatchObject({ themeName: name });
    await page.reload();
    await row(page, "Themes", name).waitFor();

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete theme?" });
    await confirm.getByText("1 objective uses it; they will show 'No theme'.").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Theme deleted successfully. Related objectives now show 'No theme'.");
    await waitForGone(row(page, "Themes", name));

    // Theme deletion (CASCADE-4): the objective shows 'No Theme', in the table and in its edit dialog.
    await page.getByRole("tab", { name: /Objectives/ }).click();
    const objectiveRow = row(page, "Objectives", objectiveName);
    await objectiveRow.getByText("No Theme", { exact: true }).waitFor();
    await page.getByRole("button", { name: `Edit ${objectiveName}` }).click();
    const objectiveDialog = page.getByRole("dialog", { name: "Edit Objective" });
    expect(await objectiveDialog.getByRole("combobox", { name: "Strategic Theme" }).textContent()).toBe(
      "No Theme",
    );
  });
});

describe("Library for the user role (ROLE-2, ROLE-5)", () => {
  it("shows the lists without any Add, edit, delete or multi-select control", async () => {
    const adminPage = await signedInPage(admin.email, admin.password);
    const tag = unique();
    for (const [url, data] of [
      ["/api/objectives", { name: `Visible objective ${tag}`, bscPerspective: "Financial" }],
      ["/api/kpis", { name: `Visible KPI ${tag}` }],
      ["/api/themes", { name: `Visible theme ${tag}` }],
    ] as const) {
      expect((await adminPage.request.post(url, { data })).status()).toBe(201);
    }
    const member = `member-${tag}@example.test`;
    const invited = await adminPage.request.post("/api/users", {
      data: { firstName: "Uma", lastName: "User", email: member, role: "user", sendInvitation: true },
    });
    expect(invited.status()).toBe(201);
    const { token } = await invitation(member);

    const page = await browser.newPage();
    const accepted = await page.request.post("/api/auth/accept-invite", {
      data: { token, password: PASSWORD },
    });
    expect(accepted.status()).toBe(200);

    for (const [tab, tableName, addLabel, itemName] of [
      [undefined, "Objectives", "Add Objective", `Visible objective ${tag}`],
      ["kpis", "KPIs", "Add KPI", `Visible KPI ${tag}`],
      ["themes", "Themes", "Add Theme", `Visible theme ${tag}`],
    ] as const) {
      await openLibrary(page, tab);
      await row(page, tableName, itemName).waitFor();
      expect(await page.getByRole("button", { name: addLabel }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Multi-select" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: /^(Edit|Delete) / }).count()).toBe(0);
      expect(await page.getByRole("checkbox").count()).toBe(0);
      expect(await table(page, tableName).getByRole("columnheader", { name: "Actions" }).count()).toBe(0);
    }
  });
});
