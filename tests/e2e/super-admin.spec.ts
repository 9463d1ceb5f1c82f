import { describe, expect, it } from "vitest";
import { createVerifiedAccount, openHome, SUPER_ADMIN, signIn } from "./support/accounts";
import { browserForFile } from "./support/browser";

// Sign-ups in this file: one, through the API (the organization's own admin).
const browser = browserForFile();

const MAIN_ITEMS = [
  "Dashboard",
  "Corporate BSC",
  "Library",
  "KPI Input",
  "Set and Cascade",
  "KPI Results",
  "My KPIs",
  "Activities",
  "Settings",
];

describe("the sidebar by role (UI-2, ROLE-4, UI-45)", () => {
  it("shows the super admin Admin Panel and Tables only, and lands on the Admin Panel with no 403", async () => {
    const page = await browser.newPage();
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    // UI-45: the super admin lands on the Admin Panel.
    await page.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/admin");
    const nav = page.getByRole("complementary").getByRole("navigation", { name: "Main" });
    for (const item of ["Admin Panel", "Tables"]) {
      await nav.getByRole("link", { name: item, exact: true }).waitFor();
    }
    // UI-45: no organization screen in the sidebar.
    for (const item of MAIN_ITEMS) {
      expect(await nav.getByRole("link", { name: item, exact: true }).count()).toBe(0);
    }
    await page.getByRole("complementary").getByText("Super Admin", { exact: true }).waitFor();
    // No organization, so no 'Organization Member' (UI-2).
    expect(await page.getByRole("complementary").getByText("Organization Member").count()).toBe(0);

    // The current path is highlighted (once the lazy screen has loaded).
    const adminLink = nav.getByRole("link", { name: "Admin Panel", exact: true });
    await expect.poll(() => adminLink.getAttribute("aria-current")).toBe("page");

    // UI-45: '/' and an organization screen's URL go to the Admin Panel without calling tenant APIs.
    for (const path of ["/", "/library", "/kpi-results", "/my-kpis", "/settings"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/admin");
    }
    // Let any late request land before counting.
    await page.waitForLoadState("networkidle");
    expect(refused).toEqual([]);
  });

  it("does not show them to an organization's admin", async () => {
    const account = await createVerifiedAccount("orgadmin");
    const page = await browser.newPage({ cookie: account.cookie });
    await openHome(page);
    const nav = page.getByRole("complementary").getByRole("navigation", { name: "Main" });
    for (const item of MAIN_ITEMS) await nav.getByRole("link", { name: item, exact: true }).waitFor();
    expect(await nav.getByRole("link", { name: "Admin Panel" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Tables" }).count()).toBe(0);
    await page.getByRole("complementary").getByText("Admin", { exact: true }).waitFor();
    await page.getByRole("complementary").getByText("Organization Member", { exact: true }).waitFor();
  });
});
