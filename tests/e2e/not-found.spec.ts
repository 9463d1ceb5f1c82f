import { describe, expect, it } from "vitest";
import { logIn, SUPER_ADMIN } from "./support/accounts";
import { browserForFile } from "./support/browser";

// No sign-ups: the super admin made at start serves as the signed-in user.
const browser = browserForFile();

describe("an unknown path when signed in (UI-1)", () => {
  it("shows 'Page Not Found' inside the shell, with a way back home (the super admin's is the Admin Panel)", async () => {
    const page = await browser.newPage({ cookie: await logIn(SUPER_ADMIN.email, SUPER_ADMIN.password) });
    await page.goto("/no-such-page");

    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
    // Inside the shell: the sidebar with its items is still there.
    const sidebar = page.getByRole("complementary");
    await sidebar.getByRole("link", { name: "Admin Panel" }).waitFor();
    expect(await sidebar.getByRole("button", { name: "Logout" }).count()).toBe(1);

    // UI-45: home, for an account with no organization, is the Admin Panel.
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
  });
});
