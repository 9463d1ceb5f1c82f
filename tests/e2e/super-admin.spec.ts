import { describe, expect, it } from "vitest";
import { createVerifiedAccount, SUPER_ADMIN, signIn } from "./support/accounts";
import { launchBrowserPerFile } from "./support/browser";

// Sign-ups in this file: one, through the API (the organization's own admin).
const browser = launchBrowserPerFile();

const MAIN_ITEMS = [
  "Dashboard",
  "Corporate BSC",
  "Library",
  "KPI Input",
  "Set and Cascade",
  "KPI Results",
  "Activities",
  "Settings",
];

describe("the sidebar by role (UI-2, ROLE-4)", () => {
  it("shows Admin Panel and Tables to the super admin", async () => {
    const page = await browser.newPage();
    await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    const nav = page.getByRole("complementary").getByRole("navigation", { name: "Main" });
    for (const item of [...MAIN_ITEMS, "Admin Panel", "Tables"]) {
      await nav.getByRole("link", { name: item, exact: true }).waitFor();
    }
    await page.getByRole("complementary").getByText("Super Admin", { exact: true }).waitFor();
    // No organization, so no 'Organization Member' (UI-2).
    expect(await page.getByRole("complementary").getByText("Organization Member").count()).toBe(0);

    await nav.getByRole("link", { name: "Admin Panel", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/admin");
    // The current path is highlighted (once the lazy screen has loaded).
    const adminLink = nav.getByRole("link", { name: "Admin Panel", exact: true });
    await expect.poll(() => adminLink.getAttribute("aria-current")).toBe("page");
    expect(
      await nav.getByRole("link", { name: "Dashboard", exact: true }).getAttribute("aria-current"),
    ).toBeNull();
  });

  it("does not show them to an organization's admin", async () => {
    const account = await createVerifiedAccount("orgadmin");
    const page = await browser.newPage();
    await signIn(page, account.email, account.password);
    const nav = page.getByRole("complementary").getByRole("navigation", { name: "Main" });
    for (const item of MAIN_ITEMS) await nav.getByRole("link", { name: item, exact: true }).waitFor();
    expect(await nav.getByRole("link", { name: "Admin Panel" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Tables" }).count()).toBe(0);
    await page.getByRole("complementary").getByText("Admin", { exact: true }).waitFor();
    await page.getByRole("complementary").getByText("Organization Member", { exact: true }).waitFor();
  });
});
