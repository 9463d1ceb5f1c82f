import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, invitation, PASSWORD, type SignedUpAccount } from "./support/accounts";
import { browserForFile } from "./support/browser";

// Sign-ups in this file: one, through the API; the invitee is created by its admin.
const browser = browserForFile();
let admin: SignedUpAccount;
/** The first test's link, used once it has run. */
let usedPath: string | undefined;

beforeAll(async () => {
  admin = await createVerifiedAccount("inviter");
});

describe("invitations (AUTH-7)", () => {
  it("an invited user sets a password from the mailed link, is verified and reaches the app", async () => {
    const adminPage = await browser.newPage({ cookie: admin.cookie });
    const invitee = `invitee-${Date.now().toString(36)}@example.test`;
    const created = await adminPage.request.post("/api/users", {
      data: { firstName: "Ivy", lastName: "Invited", email: invitee, role: "user", sendInvitation: true },
    });
    expect(created.status()).toBe(201);
    expect((await created.json()).status).toBe("Pending");

    const { path } = await invitation(invitee);
    usedPath = path;
    const page = await browser.newPage();
    await page.goto(path);
    await page.getByRole("heading", { name: "Join your team on Meridian" }).waitFor();
    await page.getByLabel("New password").fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set Password and Join" }).click();

    // Accepting starts a session and verifies the e-mail: the app opens on the Dashboard.
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor({ timeout: 15_000 });
    await page.getByText("Welcome back, Ivy. Here's your performance overview.").waitFor();
    const users = await (await adminPage.request.get("/api/users")).json();
    expect(users.find((u: { email: string }) => u.email === invitee)).toMatchObject({
      status: "Active",
      emailVerified: true,
    });
  });

  it("says at once that a used link is used, signed in or not, and opens a valid link for a signed-in admin (UI-28)", async () => {
    expect(usedPath).toBeDefined();
    const used = "This invitation has already been used. Sign in with your email and password.";

    // Signed out: the message, no password fields.
    const visitor = await browser.newPage();
    await visitor.goto(usedPath!);
    await visitor.getByRole("alert").getByText(used).waitFor();
    expect(await visitor.getByLabel("New password").count()).toBe(0);
    await visitor.getByRole("link", { name: "Sign In" }).waitFor();

    // Signed in (the admin): the same page, not 'Page Not Found'.
    const adminPage = await browser.newPage({ cookie: admin.cookie });
    await adminPage.goto(usedPath!);
    await adminPage.getByRole("alert").getByText(used).waitFor();
    expect(await adminPage.getByText("Page Not Found").count()).toBe(0);
    await adminPage.getByRole("link", { name: "Go to Dashboard" }).click();
    await adminPage.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();

    // A valid link opened while signed in shows the form, naming the invited address.
    const invitee = `second-${Date.now().toString(36)}@example.test`;
    const created = await adminPage.request.post("/api/users", {
      data: { firstName: "Iris", lastName: "Invited", email: invitee, role: "user", sendInvitation: true },
    });
    expect(created.status()).toBe(201);
    await adminPage.goto((await invitation(invitee)).path);
    await adminPage.getByRole("heading", { name: "Join your team on Meridian" }).waitFor();
    await adminPage.getByText(invitee).waitFor();
    await adminPage.getByLabel("New password").waitFor();

    // An unknown token says so at once too.
    await visitor.goto("/accept-invite?token=not-a-real-token");
    await visitor
      .getByRole("alert")
      .getByText("This invitation link is not valid. Please ask your administrator to send a new one.")
      .waitFor();
  });
});
