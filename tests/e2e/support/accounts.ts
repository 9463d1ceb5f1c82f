import type { Locator, Page } from "playwright-core";
import { type Api, call, cookieOf } from "./api";
import { mailsTo } from "./browser";

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

/** An account made by `createVerifiedAccount`, with a verified session of its own. */
export type SignedUpAccount = Account & { cookie: string };

/**
 * Signs up and verifies through the API (not the thing under test in most files): one sign-up,
 * the code read from the mail, no browser.
 */
export async function createVerifiedAccount(label: string): Promise<SignedUpAccount> {
  const account = newAccount(label);
  const signup = await call(undefined, "POST", "/api/auth/signup", account);
  if (signup.status !== 201)
    throw new Error(`sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const code = await verificationCode(account.email);
  return { ...account, cookie: await verify(cookieOf(signup.response), code) };
}

/** Verifies the signed-in, unverified session with the mailed code: the new session's cookie (AUTH-5). */
export async function verify(cookie: string, otpCode: string): Promise<string> {
  const res = await call(cookie, "POST", "/api/auth/verify-otp", { otpCode });
  if (res.status !== 200) throw new Error(`verify-otp answered ${res.status}: ${JSON.stringify(res.body)}`);
  // Verifying starts a new session; the sign-up's ends.
  return cookieOf(res.response);
}

/** Signs in through the API (not the thing under test): the session's cookie. */
export async function logIn(email: string, password: string): Promise<string> {
  const res = await call(undefined, "POST", "/api/auth/login", { email, password });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${JSON.stringify(res.body)}`);
  return cookieOf(res.response);
}

/** The /accept-invite?token=… path and its token, from the latest invitation mail to the address. */
export async function invitation(address: string): Promise<{ path: string; token: string }> {
  const mail = await waitForMail(address, (m) => /invited/i.test(m.subject));
  const link = mail.text.match(/https?:\/\/\S+\/accept-invite\?token=\S+/)?.[0];
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!link || !token) throw new Error(`No invitation link in the mail:\n${mail.text}`);
  const url = new URL(link);
  return { path: `${url.pathname}${url.search}`, token };
}

/** Accepts the mailed invitation through the API (the page is tested in invitation.spec.ts): the session's cookie. */
export async function acceptInvitation(address: string, password = PASSWORD): Promise<string> {
  const { token } = await invitation(address);
  const res = await call(undefined, "POST", "/api/auth/accept-invite", { token, password });
  if (res.status !== 200)
    throw new Error(`accept-invite answered ${res.status}: ${JSON.stringify(res.body)}`);
  return cookieOf(res.response);
}

/** A member the admin invites, who accepts at once: their id and session. */
export async function invitedMember(
  admin: Api,
  person: { firstName: string; lastName: string; email: string; role?: "user" | "admin" },
): Promise<{ id: string; cookie: string }> {
  const created = await admin.post("/api/users", { role: "user", ...person, sendInvitation: true });
  return { id: created.id, cookie: await acceptInvitation(person.email) };
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

/**
 * Opens a signed-in page (a session made through the API) on its first screen, as a sign-in would:
 * the Dashboard, or the Admin Panel for an account with no organization (UI-45).
 */
export async function openHome(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByRole("heading", { level: 1, name: /^(Dashboard|Admin Panel)$/ }).waitFor();
}
