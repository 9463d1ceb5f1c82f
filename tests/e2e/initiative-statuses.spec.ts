import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast, openHome, type SignedUpAccount } from "./support/accounts";
import { browserForFile } from "./support/browser";

// INIT-3, API-26: the organization's initiative statuses, edited on Settings → Reporting.
const browser = browserForFile();
let admin: SignedUpAccount;

beforeAll(async () => {
  admin = await createVerifiedAccount("initiative-statuses");
});

describe("Settings: initiative statuses (INIT-3)", () => {
  it("lists the defaults, refuses a blank one, adds and removes a status and saves", async () => {
    const page = await browser.newPage({ cookie: admin.cookie });
    await openHome(page);
    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await page.getByRole("tab", { name: "Reporting" }).click();
    const card = page.locator("form", { has: page.getByText("Initiative Statuses", { exact: true }) });
    await card.getByLabel("Status 6", { exact: true }).waitFor();
    expect(await card.getByLabel("Status 1", { exact: true }).inputValue()).toBe("Not Started");
    expect(await card.getByLabel("Status 6", { exact: true }).inputValue()).toBe("Cancelled");

    await card.getByRole("button", { name: "Add status" }).click();
    await card.getByRole("button", { name: "Save Changes" }).click();
    await card.getByRole("alert").filter({ hasText: "An initiative status cannot be blank" }).waitFor();

    await card.getByLabel("Status 7", { exact: true }).fill("Paused");
    await card.getByRole("button", { name: "Remove status Delayed" }).click();
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Success", "Initiative statuses saved");

    await page.reload();
    await page.getByRole("tab", { name: "Reporting" }).click();
    await card.getByLabel("Status 6", { exact: true }).waitFor();
    const values = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => card.getByLabel(`Status ${n}`, { exact: true }).inputValue()),
    );
    expect(values).toEqual(["Not Started", "On Track", "At Risk", "Completed", "Cancelled", "Paused"]);
  });
});
