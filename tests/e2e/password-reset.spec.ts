import { beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  createVerifiedAccount,
  expectToast,
  fillSignIn,
  mailCount,
  openSignIn,
  resetPath,
} from "./support/accounts";
import { browserForFile, mailsTo } from "./support/browser";

// Sign-ups in this file: one, through the API.
const browser = browserForFile();
let account: Account;

beforeAll(async () => {
  account = await createVerifiedAccount("reset");
});

describe("forgot password (AUTH-8)", () => {
  it("mails a reset link from the sign-in dialog; the new password works and the old one does not", async () => {
    const page = await browser.newPage();
    const signInDialog = await openSignIn(page);
    await signInDialog.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await dialog.waitFor();
    const before = await mailCount(account.email);
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await dialog.getByRole("status").getByText(account.email).waitFor();

    const path = await resetPath(account.email, before);
    expect(path).toMatch(/^\/reset-password\?token=/);
    await page.goto(path);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();

    // The form checks the rules of AUTH-2 and that both entries match.
    await page.getByLabel("New password").fill("short");
    await page.getByLabel("Confirm password").fill("different");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Passwords do not match", { exact: true }).waitFor();

    const newPassword = "Fresh-Start-2024!";
    await page.getByLabel("New password").fill(newPassword);
    await page.getByLabel("Confirm password").fill(newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Your password has been changed. You can now sign in with it.").waitFor();

    // The link is single use.
    const reused = await browser.newPage();
    await reused.goto(path);
    await reused.getByLabel("New password").fill("Another-Pass-3!");
    await reused.getByLabel("Confirm password").fill("Another-Pass-3!");
    await reused.getByRole("button", { name: "Reset Password" }).click();
    await reused.getByRole("alert").waitFor();

    // The old password is refused.
    const oldPage = await browser.newPage();
    const oldDialog = await openSignIn(oldPage);
    await fillSignIn(oldDialog, account.email, account.password);
    await expectToast(oldPage, "Login failed", "Invalid email or password");
    expect(await oldDialog.isVisible()).toBe(true);

    // The new one signs in, starting from the page's own 'Sign In' button.
    await page.getByRole("link", { name: "Sign In" }).click();
    const newDialog = page.getByRole("dialog", { name: "Sign in to Meridian" });
    await fillSignIn(newDialog, account.email, newPassword);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  });

  it("answers the same for an address with no account, and mails nothing", async () => {
    const page = await browser.newPage();
    const signInDialog = await openSignIn(page);
    await signInDialog.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    const nobody = `nobody-${Date.now()}@example.test`;
    await dialog.getByLabel("Email").fill(nobody);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await dialog.getByRole("status").getByText(nobody).waitFor();
    await dialog.getByRole("button", { name: "Back to Sign In" }).click();
    await page.getByRole("dialog", { name: "Sign in to Meridian" }).waitFor();
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it("shows a clear error for an unknown reset or invitation token", async () => {
    const page = await browser.newPage();
    await page.goto("/reset-password?token=not-a-real-token");
    await page.getByLabel("New password").fill("Valid-Password-1!");
    await page.getByLabel("Confirm password").fill("Valid-Password-1!");
    await page.getByRole("button", { name: "Reset Password" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/invalid or has expired/i);
    // AUTH-18, UI-28: an invitation link is checked as the page opens; no password is asked for first.
    await page.goto("/accept-invite?token=not-a-real-token");
    const invitationAlert = page.getByRole("alert");
    await invitationAlert.waitFor();
    expect(await invitationAlert.textContent()).toBe(
      "This invitation link is not valid. Please ask your administrator to send a new one.",
    );
    expect(await page.getByLabel("New password").count()).toBe(0);
    await page.goto("/reset-password");
    await page.getByText("This link is invalid or has expired. Please ask for a new one.").waitFor();
  });
});
