import { describe, expect, it } from "vitest";
import { logIn, openHome, SUPER_ADMIN } from "./support/accounts";
import { browserForFile } from "./support/browser";

// Sign-ups in this file: none (the super admin only).
const browser = browserForFile();

describe("the Database Tables page (UI-21, ADMIN-7)", () => {
  it("browses the users table and shows no password hash", async () => {
    const page = await browser.newPage({ cookie: await logIn(SUPER_ADMIN.email, SUPER_ADMIN.password) });
    await openHome(page);
    await page.getByRole("complementary").getByRole("link", { name: "Tables", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Database Tables" }).waitFor();

    // The sidebar's search narrows the list.
    const tables = page.getByRole("navigation", { name: "Tables" });
    await page.getByLabel("Search tables").fill("user");
    await tables.getByRole("button", { name: /^users/ }).click();
    expect(await tables.getByRole("button", { name: /^sessions/ }).count()).toBe(0);
    await page.getByRole("heading", { name: "users" }).waitFor();

    const grid = page.getByRole("tabpanel", { name: "Data" }).getByRole("table");
    await grid.getByRole("columnheader", { name: "password_hash" }).waitFor();
    // Newest first (ADMIN-7): after a full run's sign-ups the super admin is pages away, so the first
    // row stands for all of them.
    const firstRow = grid.getByRole("row").nth(1);
    await firstRow.getByRole("cell", { name: /@/ }).first().waitFor();
    const columns = await grid.getByRole("columnheader").allTextContents();
    const hashColumn = columns.indexOf("password_hash");
    expect(await firstRow.getByRole("cell").nth(hashColumn).textContent()).toBe("••••");
    const text = (await page.textContent("main")) ?? "";
    expect(text).not.toMatch(/\$argon2/);

    // The Schema tab marks the secret column; Relationships lists the foreign keys.
    await page.getByRole("tab", { name: "Schema" }).click();
    const hashRow = page
      .getByRole("tabpanel", { name: "Schema" })
      .getByRole("row")
      .filter({ hasText: "password_hash" });
    await hashRow.getByText("Masked").waitFor();
    await page.getByRole("tab", { name: "Relationships" }).click();
    await page
      .getByRole("tabpanel", { name: "Relationships" })
      .getByText("organizations", { exact: true })
      .waitFor();

    // Sessions: the cookie's hash is masked too.
    await page.getByLabel("Search tables").fill("sess");
    await tables.getByRole("button", { name: /^sessions/ }).click();
    await page.getByRole("tab", { name: "Data" }).click();
    const sessions = page.getByRole("tabpanel", { name: "Data" }).getByRole("table");
    await sessions.getByRole("columnheader", { name: "token_hash" }).waitFor();
    const sessionColumns = await sessions.getByRole("columnheader").allTextContents();
    const first = sessions.getByRole("row").nth(1).getByRole("cell");
    expect(await first.nth(sessionColumns.indexOf("token_hash")).textContent()).toBe("••••");
  });
});
