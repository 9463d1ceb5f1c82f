import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  type Account,
  expectToast,
  fillSignIn,
  mailCount,
  newAccount,
  openSignIn,
  openToastTexts,
  verificationCode,
} from "./support/accounts";
import { call } from "./support/api";
import { browserForFile, mailsTo } from "./support/browser";

// Sign-ups in this file: four (the rate limit is 20 an hour per address for the whole e2e run).
const browser = browserForFile();

const digitBoxes = (dialog: Locator) =>
  dialog.getByRole("group", { name: "Verification code" }).getByRole("textbox");

async function codeDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: "Verify your email" });
  await dialog.waitFor();
  return dialog;
}

async function boxValues(dialog: Locator): Promise<string> {
  return (
    await digitBoxes(dialog).evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value))
  ).join("");
}

/** A paste as the browser delivers it: a ClipboardEvent carrying the text on the first box. */
async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Signs up through the API (one sign-up) and answers the path of the mailed /verify-email link. */
async function signUpByApi(account: Account): Promise<string> {
  const res = await call(undefined, "POST", "/api/auth/signup", account);
  expect(res.status).toBe(201);
  await verificationCode(account.email);
  const mail = (await mailsTo(account.email)).find((m) => /verification code/i.test(m.subject));
  const link = mail?.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
  if (!link) throw new Error(`No /verify-email link in the mail:\n${mail?.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function expectDashboardFor(page: Page, firstName: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  await page
    .getByText(`Welcome back, ${firstName}. Here's your performance overview.`, { exact: true })
    .waitFor();
}

describe("sign-up through the Start Free Trial dialog", () => {
  it("creates the account, opens the code dialog, and the typed code lands on the Dashboard", async () => {
    const account = newAccount("signup");
    const page = await browser.newPage();
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Start Free Trial" })
      .click();
    const form = page.getByRole("dialog", { name: "Start your free trial" });
    await form.getByLabel("First name").fill(account.firstName);
    await form.getByLabel("Last name").fill(account.lastName);
    await form.getByLabel("Work email").fill(account.email);
    await form.getByLabel("Company name").fill(account.companyName);
    await form.getByLabel("Password").fill(account.password);
    await form.getByRole("button", { name: "Start Free Trial" }).click();

    // TOAST-1, word for word.
    await expectToast(page, "Account created! Please check your email for the verification code.");

    // AUTH-5: the signed-in, unverified user sees the code dialog and not the app.
    const dialog = await codeDialog(page);
    await dialog.getByText("The code expires in 24 hours.").waitFor();
    await dialog.getByText(account.email).waitFor();
    expect(await dialog.getByRole("button", { name: "Verify Email" }).isDisabled()).toBe(true);
    expect(await dialog.getByRole("button", { name: "Resend Code" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Library", includeHidden: true }).count()).toBe(0);

    // Typing moves from box to box; the sixth digit submits on its own (AUTH-6).
    const code = await verificationCode(account.email);
    await digitBoxes(dialog).first().click();
    await page.keyboard.type(code, { delay: 30 });

    await expectToast(page, "Email Verified!", "Your account has been successfully verified. Redirecting...");
    await expectDashboardFor(page, account.firstName);

    // Sidebar (UI-2): display name, role and 'Organization Member'.
    const sidebar = page.getByRole("complementary");
    await sidebar.getByText(`${account.firstName} ${account.lastName}`, { exact: true }).waitFor();
    await sidebar.getByText("Admin", { exact: true }).waitFor();
    await sidebar.getByText("Organization Member", { exact: true }).waitFor();
    // Verified, so no verification banner.
    expect(await page.getByText("Some features may be limited until you verify your email").count()).toBe(0);

    // The session survives a reload and still lands on the Dashboard.
    await page.reload();
    await expectDashboardFor(page, account.firstName);
  });

  it("keeps an unverified user at the code dialog; a wrong code clears the boxes; a pasted code verifies", async () => {
    // The sign-up itself went through the browser in the test above; here the API makes the account.
    const account = newAccount("unverified");
    await signUpByApi(account);
    const firstCode = await verificationCode(account.email);

    const page = await browser.newPage();
    await fillSignIn(await openSignIn(page), account.email, account.password);
    await expectToast(page, "Login successful!", `Welcome back, ${account.firstName}`);
    let dialog = await codeDialog(page);

    // Any app path still shows the verification gate, never the shell.
    await page.goto("/library");
    dialog = await codeDialog(page);
    // (The page behind the modal is hidden from the accessibility tree, hence includeHidden.)
    await page.getByRole("heading", { name: "Verify your email to continue", includeHidden: true }).waitFor();
    expect(await page.getByRole("complementary", { includeHidden: true }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Library", includeHidden: true }).count()).toBe(0);

    // A wrong code: the TOAST-1 toast, and the boxes clear.
    const wrong = firstCode === "000000" ? "111111" : "000000";
    await digitBoxes(dialog).first().click();
    await page.keyboard.type(wrong, { delay: 20 });
    await expectToast(page, "Verification Failed", "Invalid or expired OTP code. Please try again.");
    await expect.poll(() => boxValues(dialog)).toBe("");

    // Backspace on an empty box steps back and clears the previous digit; arrows move between boxes.
    await digitBoxes(dialog).first().click();
    await page.keyboard.type("12", { delay: 20 });
    await page.keyboard.press("Backspace");
    expect(await boxValues(dialog)).toBe("1");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowRight");
    expect(
      await digitBoxes(dialog)
        .nth(1)
        .evaluate((box) => box === document.activeElement),
    ).toBe(true);
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    expect(await boxValues(dialog)).toBe("");

    // Resend Code: its toast, and a new mail with a fresh code.
    const before = await mailCount(account.email);
    await dialog.getByRole("button", { name: "Resend Code" }).click();
    await expectToast(page, "Code Resent");
    const code = await verificationCode(account.email, before);

    // Paste strips non-digits and cuts to six (AUTH-6), then submits on its own.
    await pasteInto(digitBoxes(dialog).first(), ` ${code.slice(0, 3)}-${code.slice(3)}99 `);
    await expectToast(page, "Email Verified!", "Your account has been successfully verified. Redirecting...");
    // Verified, the app opens on the path that was asked for, inside the shell.
    await page.getByRole("heading", { level: 1, name: "Library" }).waitFor();
    await page.getByRole("complementary").getByText(`${account.firstName} ${account.lastName}`).waitFor();
    expect((await openToastTexts(page)).filter((text) => text.startsWith("Verification Failed"))).toEqual([]);
  });

  it("verifies by the mailed link on /verify-email and sends the visitor on to sign in", async () => {
    const account = newAccount("link");
    const link = await signUpByApi(account);
    const page = await browser.newPage();
    await page.goto(link);
    await page.getByRole("heading", { name: "Email Verified!" }).waitFor();
    await expectToast(page, "Email Verified!", "Your account has been successfully verified. Redirecting...");
    await page.getByRole("button", { name: "Go to Login Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in to Meridian" });
    await dialog.waitFor();
    await fillSignIn(dialog, account.email, account.password);
    await expectDashboardFor(page, account.firstName);
  });

  it("opens the app at once when the link verifies the account signed in in this browser", async () => {
    const account = newAccount("samebrowser");
    const link = await signUpByApi(account);
    const page = await browser.newPage();
    await fillSignIn(await openSignIn(page), account.email, account.password);
    await codeDialog(page);

    // The mail's link opens in a second tab of the same browser, signed in as the unverified user.
    const tab = await page.context().newPage();
    await tab.goto(link);
    await expectToast(tab, "Email Verified!", "Your account has been successfully verified. Redirecting...");
    // Straight to the app: not the code dialog again while the 5 s user poll catches up.
    const deadline = Date.now() + 2_500;
    let askedForCode = false;
    let reachedDashboard = false;
    while (Date.now() < deadline && !reachedDashboard) {
      askedForCode ||= await tab.getByRole("dialog", { name: "Verify your email" }).isVisible();
      reachedDashboard = await tab.getByRole("heading", { level: 1, name: "Dashboard" }).isVisible();
      if (!reachedDashboard) await tab.waitForTimeout(100);
    }
    expect({ askedForCode, reachedDashboard }).toEqual({ askedForCode: false, reachedDashboard: true });
    await expectDashboardFor(tab, account.firstName);
    expect(new URL(tab.url()).pathname).toBe("/");
    // The first tab follows on its next poll.
    await expectDashboardFor(page, account.firstName);
  });

  it("shows the error state with a resend form for a link without a token", async () => {
    const page = await browser.newPage();
    await page.goto("/verify-email");
    await page
      .getByText("Invalid verification link. Please check your email and click the correct link.", {
        exact: true,
      })
      .waitFor();
    await page.getByRole("button", { name: "Resend Verification Email" }).click();
    await page.getByText("Please enter your email address", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Back to Login" }).count()).toBe(1);
  });
});
