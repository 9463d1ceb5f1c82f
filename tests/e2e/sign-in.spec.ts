import { beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  createVerifiedAccount,
  expectToast,
  fillSignIn,
  openSignIn,
  signIn,
} from "./support/accounts";
import { browserForFile } from "./support/browser";

// Sign-ups in this file: one, through the API.
const browser = browserForFile();
let account: Account;

beforeAll(async () => {
  account = await createVerifiedAccount("signin");
});

describe("sign in and sign out", () => {
  it("signs in through the dialog to the Dashboard and logs out back to the landing page", async () => {
    const page = await browser.newPage();
    const dialog = await openSignIn(page);
    await fillSignIn(dialog, account.email, account.password);

    // TOAST-2: 'Login successful! Welcome back, {first name}' (title and description).
    await expectToast(page, "Login successful!", `Welcome back, ${account.firstName}`);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page
      .getByText(`Welcome back, ${account.firstName}. Here's your performance overview.`, { exact: true })
      .waitFor();
    expect(await dialog.count()).toBe(0);

    // The logout button carries the tooltip 'Logout' (UI-2).
    const logout = page.getByRole("complementary").getByRole("button", { name: "Logout" });
    await logout.hover();
    await page.getByRole("tooltip", { name: "Logout" }).waitFor();
    await logout.click();

    await expectToast(page, "Logged out successfully", "You have been logged out of your account.");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getByRole("heading", { name: "Dashboard" }).count()).toBe(0);
    // Signing out is not a session expiry.
    expect(await page.getByText("Session Expired").count()).toBe(0);

    // The session is gone on the server too: a reload stays on the landing page.
    await page.goto("/library");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).waitFor();
    expect(await page.getByRole("complementary").count()).toBe(0);
  });

  it("shows 'Session Expired' and the landing page when the session ends elsewhere (ERROR-5)", async () => {
    const page = await browser.newPage();
    await signIn(page, account.email, account.password);
    // The same cookie signs out behind the page's back; the next /api/auth/user poll (5 s) notices.
    const res = await page.request.post("/api/auth/logout", { data: {} });
    expect(res.ok()).toBe(true);
    await expectToast(page, "Session Expired", "Please sign in again to continue.");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).waitFor();
  });

  it("answers a wrong password with the 'Login failed' toast and keeps the dialog open", async () => {
    const page = await browser.newPage();
    const dialog = await openSignIn(page);
    await fillSignIn(dialog, account.email, "Wrong-Password-1!");

    await expectToast(page, "Login failed", "Invalid email or password");
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Email").inputValue()).toBe(account.email);
    expect(await page.getByRole("heading", { name: "Dashboard", includeHidden: true }).count()).toBe(0);
  });

  it("checks the fields before calling the server (AUTH-3)", async () => {
    const page = await browser.newPage();
    const dialog = await openSignIn(page);
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await dialog.getByText("Please enter a valid email", { exact: true }).waitFor();
    await dialog.getByText("Password is required", { exact: true }).waitFor();
  });

  it("opens the Sign In dialog from /api/login (AUTH-11)", async () => {
    const page = await browser.newPage();
    await page.goto("/api/login");
    await page.getByRole("dialog", { name: "Sign in to Meridian" }).waitFor();
    await page.goto("/api/login?plan=professional");
    await page.getByRole("dialog", { name: "Start your free trial" }).waitFor();
  });
});
