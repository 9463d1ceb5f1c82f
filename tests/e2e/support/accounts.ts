import { randomInt } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { baseUrl, mailsTo } from "./browser";

// Helpers for the account flows. Every sign-up counts against the server's limit of 20 an hour per
// client address, and all e2e traffic comes from 127.0.0.1: reuse accounts within a file.

export const SUPER_ADMIN = { email: "root@meridian.test", password: "Root-Password-1!" } as const;
export const PASSWORD = "Correct-Horse-9!";

export type Account = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
};

/** A fresh identity; the e-mail is unique per run so files never collide. */
export function newAccount(label: string): Account {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `${label}-${unique}@example.test`,
    password: PASSWORD,
    companyName: "Analytical Engines",
  };
}

async function waitForMail(
  address: string,
  match: (mail: { subject: string; text: string }) => boolean,
  after = 0,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailsTo(address)).slice(after).filter(match).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No matching mail to ${address} within ${timeoutMs} ms`);
}

/** How many mails an address has had so far, to wait for the next one. */
export async function mailCount(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}

/** The 6-digit code of the latest verification mail. */
export async function verificationCode(address: string, after = 0): Promise<string> {
  const mail = await waitForMail(address, (m) => /verification code/i.test(m.subject), after);
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in the verification mail:\n${mail.text}`);
  return code;
}

/** The /reset-password?token=… path of the latest reset mail. */
export async function resetPath(address: string, after = 0): Promise<string> {
  const mail = await waitForMail(address, (m) => /reset/i.test(m.subject), after);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`No reset link in the mail:\n${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

let visitor = 0;
// Each test file numbers its visitors from 1; a random block per file keeps files from sharing addresses
// (sign-ups are limited to 20 an hour per address, and the suite has more files than that).
const addressBlock = randomInt(1, 0xffff).toString(16);

/**
 * The suite makes its accounts as many visitors would, each from an address of its own: sign-ups are
 * limited per address, and the app under test trusts the loopback proxy's X-Forwarded-For (AUTH-20).
 */
async function post(path: string, body: unknown, cookie?: string): Promise<Response> {
  visitor += 1;
  return fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `2001:db8:${addressBlock}::${visitor.toString(16)}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/**
 * Signs up and verifies through the API (not the thing under test in most files): one sign-up,
 * the code read from the mail, no browser.
 */
export async function createVerifiedAccount(label: string): Promise<Account> {
  const account = newAccount(label);
  const signup = await post("/api/auth/signup", account);
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const code = await verificationCode(account.email);
  const verify = await post("/api/auth/verify-otp", { otpCode: code }, cookie);
  if (!verify.ok) throw new Error(`verify-otp answered ${verify.status}: ${await verify.text()}`);
  return account;
}

/**
 * The toasts on screen: Radix renders each one as a list item in the 'Notifications (F8)' region.
 * While a modal dialog is open the rest of the page, toasts included, is hidden from the
 * accessibility tree (the toast is announced by a separate live region), hence includeHidden.
 */
export function toastLocator(page: Page): Locator {
  return page
    .getByRole("region", { name: /notifications/i, includeHidden: true })
    .getByRole("listitem", { includeHidden: true });
}

/** The text of each open toast: its title and description joined by a space. */
export async function openToastTexts(page: Page): Promise<string[]> {
  return toastLocator(page).evaluateAll((items) =>
    items
      .filter((item) => item.getAttribute("data-state") === "open")
      .map((item) =>
        Array.from(item.querySelectorAll("*"))
          .filter((node) => node.children.length === 0 && node.textContent?.trim())
          .map((node) => node.textContent?.trim())
          .join(" ")
          .replace(/\s+/g, " "),
      ),
  );
}

/**
 * Waits for a toast that reads, word for word, the given parts (title, then description) joined by a
 * space (the brief (TOAST-1, TOAST-2) writes them as 'title / description', or as one sentence).
 */
export async function expectToast(page: Page, ...parts: string[]): Promise<void> {
  const expected = parts.join(" ");
  const deadline = Date.now() + 10_000;
  const seen = new Set<string>();
  while (Date.now() < deadline) {
    const texts = await openToastTexts(page);
    if (texts.includes(expected)) return;
    for (const text of texts) seen.add(text);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No toast reading "${expected}"; seen: ${JSON.stringify([...seen])}`);
}

/** Opens the Sign In dialog from the landing page's navigation. */
export async function openSignIn(page: Page): Promise<Locator> {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Meridian" });
  await dialog.waitFor();
  return dialog;
}

export async function fillSignIn(dialog: Locator, email: string, password: string): Promise<void> {
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
}

/**
 * Signs in through the dialog and waits for the first screen: the Dashboard, or the Admin Panel for an
 * account with no organization (UI-45: the super admin).
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const dialog = await openSignIn(page);
  await fillSignIn(dialog, email, password);
  await page.getByRole("heading", { level: 1, name: /^(Dashboard|Admin Panel)$/ }).waitFor();
}
