import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  expectToast,
  fillSignIn,
  invitation,
  logIn,
  openHome,
  openSignIn,
  PASSWORD,
  SUPER_ADMIN,
} from "./support/accounts";
import { browserForFile } from "./support/browser";

// Sign-ups in this file: none. The super admin makes the organization and its user in the Admin Panel;
// the user joins through the mailed invitation (AUTH-7).
const browser = browserForFile();

// AUTH-10: what a suspended organization's user is told at sign-in (features/auth/service.ts).
const SUSPENDED_MESSAGE =
  "Your organization's account is suspended. Please contact your administrator or Meridian support.";

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// A registered name with parentheses and a slash (AUTH-2's company rule).
const orgName = `Suspense Works (EU) / ${unique}`;
const memberEmail = `member-${unique}@example.test`;

/** The super admin's session, made through the API (signing in is tested in sign-in.spec.ts). */
let superAdminCookie: string;

beforeAll(async () => {
  superAdminCookie = await logIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
});

async function openAdminPanel(): Promise<Page> {
  const page = await browser.newPage({ cookie: superAdminCookie });
  await openHome(page);
  await page.getByRole("complementary").getByRole("link", { name: "Admin Panel", exact: true }).click();
  await page.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
  return page;
}

/** Picks an option of the Radix select labelled `label` inside `scope`. */
async function choose(page: Page, trigger: ReturnType<Page["getByLabel"]>, option: string): Promise<void> {
  await trigger.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("the Admin Panel (UI-20, TOAST-1, TOAST-2; AUTH-10)", () => {
  it("creates an organization and its user; suspending it refuses the user at sign-in, and says why", async () => {
    const admin = await openAdminPanel();

    // ADMIN-1: the name is required; the button stays disabled while it is blank.
    await admin.getByRole("button", { name: "Create Organization" }).first().click();
    const create = admin.getByRole("dialog", { name: "Create Organization" });
    const submit = create.getByRole("button", { name: "Create Organization" });
    expect(await submit.isDisabled()).toBe(true);
    await create.getByLabel("Organization Name").fill("   ");
    expect(await submit.isDisabled()).toBe(true);
    await create.getByLabel("Organization Name").fill(orgName);
    // PLAN-4: one plan list, the same in the create dialog and the change-plan menu.
    await create.getByLabel("Plan").click();
    const createPlans = await admin.getByRole("option").allTextContents();
    await admin.keyboard.press("Escape");
    expect(createPlans).toEqual(["Free", "Basic", "Professional", "Enterprise"]);
    await choose(admin, create.getByLabel("Plan"), "Professional");
    await submit.click();
    await expectToast(admin, "Success", "Organization created successfully");
    const row = admin.getByRole("row").filter({ hasText: orgName });
    await row.waitFor();
    expect(await row.getByLabel(`Plan of ${orgName}`).textContent()).toContain("Professional");

    // Change-plan options (PLAN-4); TOAST-2 'Organization plan updated successfully'.
    await row.getByLabel(`Plan of ${orgName}`).click();
    expect(await admin.getByRole("option").allTextContents()).toEqual(createPlans);
    await admin.keyboard.press("Escape");
    await choose(admin, row.getByLabel(`Plan of ${orgName}`), "Enterprise");
    await expectToast(admin, "Success", "Organization plan updated successfully");

    // A user in that organization (ADMIN-2), invited by mail.
    await admin.getByRole("tab", { name: "Users" }).click();
    await admin.getByRole("button", { name: "Create User" }).click();
    const userDialog = admin.getByRole("dialog", { name: "Create User" });
    await userDialog.getByLabel("First Name").fill("Mina");
    await userDialog.getByLabel("Last Name").fill("Member");
    await userDialog.getByLabel("Email").fill(memberEmail);
    await choose(admin, userDialog.getByLabel("Organization", { exact: true }), orgName);
    await userDialog.getByRole("button", { name: "Create User" }).click();
    await expectToast(admin, "Success", "User created successfully");
    await admin.getByRole("row").filter({ hasText: memberEmail }).waitFor();

    const member = await browser.newPage();
    await member.goto((await invitation(memberEmail)).path);
    await member.getByLabel("New password").fill(PASSWORD);
    await member.getByLabel("Confirm password").fill(PASSWORD);
    await member.getByRole("button", { name: "Set Password and Join" }).click();
    await member.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor({ timeout: 15_000 });
    // Not a super admin: the console says so (ROLE-4).
    await member.goto("/admin");
    await member.getByText("You don't have permission to access the admin panel.").waitFor();
    await member.goto("/tables");
    await member.getByText("You need super admin privileges to access the database tables.").waitFor();

    // Suspend, confirmed: the member's session ends at once (their next poll signs them out).
    await admin.getByRole("tab", { name: "Organizations" }).click();
    await row.getByRole("button", { name: `Suspend ${orgName}` }).click();
    const confirm = admin.getByRole("alertdialog", { name: "Suspend Organization" });
    await confirm.getByRole("button", { name: "Suspend" }).click();
    await expectToast(admin, "Success", "Organization status updated successfully");
    await row.getByText("Suspended", { exact: true }).waitFor();
    await member.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).waitFor({
      timeout: 15_000,
    });

    // AUTH-10: refused at sign-in, and told why.
    const signInDialog = await openSignIn(member);
    await fillSignIn(signInDialog, memberEmail, PASSWORD);
    await expectToast(member, "Login failed", SUSPENDED_MESSAGE);
    expect(await member.getByRole("heading", { name: "Dashboard" }).count()).toBe(0);

    // Activated again, the member signs in.
    await row.getByRole("button", { name: `Activate ${orgName}` }).click();
    await expectToast(admin, "Success", "Organization status updated successfully");
    await signInDialog.getByRole("button", { name: "Sign In" }).click();
    await member.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  });

  it("edits and deletes a user, and deletes the organization after naming ALL its data", async () => {
    const admin = await openAdminPanel();
    await admin.getByRole("tab", { name: "Users" }).click();
    const userRow = admin.getByRole("row").filter({ hasText: memberEmail });

    await userRow.getByRole("button", { name: "View Mina Member" }).click();
    const details = admin.getByRole("dialog", { name: "User Details" });
    await details.getByText(orgName).waitFor();
    await admin.keyboard.press("Escape");

    await userRow.getByRole("button", { name: "Edit Mina Member" }).click();
    const edit = admin.getByRole("dialog", { name: "Edit User" });
    await choose(admin, edit.getByLabel("Role"), "Admin");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(admin, "Success", "User updated successfully");
    // The Role column (the name cell repeats the badge on narrow screens only).
    await userRow.locator("td:nth-child(2)").getByText("Admin", { exact: true }).waitFor();

    // The super admin's own row offers no edit or delete (no self-demotion, ROLE-5).
    const own = admin.getByRole("row").filter({ hasText: SUPER_ADMIN.email });
    expect(await own.getByRole("button", { name: /^Delete / }).count()).toBe(0);

    // Mina is now the organization's only admin: deleting her is refused, and the dialog stays open.
    await userRow.getByRole("button", { name: "Delete Mina Member" }).click();
    const confirmUser = admin.getByRole("alertdialog", { name: "Delete User" });
    await confirmUser
      .getByText(
        "Are you sure you want to delete Mina Member? This action cannot be undone and will remove all their data and access.",
      )
      .waitFor();
    await confirmUser.getByRole("button", { name: "Delete" }).click();
    await expectToast(
      admin,
      "Failed to delete user",
      `${orgName} needs at least one admin: make someone else an admin there first, or delete the organization.`,
    );
    expect(await confirmUser.isVisible()).toBe(true);
    await confirmUser.getByRole("button", { name: "Cancel" }).click();

    // A user without an organization is deleted (TOAST-2 'User deleted successfully').
    const loneEmail = `lone-${unique}@example.test`;
    const lone = await admin.request.post("/api/admin/users", {
      data: { email: loneEmail, firstName: "Lou", lastName: "Lone", organizationId: "none" },
    });
    expect(lone.status()).toBe(201);
    await admin.reload();
    await admin.getByRole("tab", { name: "Users" }).click();
    const loneRow = admin.getByRole("row").filter({ hasText: loneEmail });
    await loneRow.getByText("Pending", { exact: true }).waitFor();
    await loneRow.getByRole("button", { name: "Delete Lou Lone" }).click();
    await admin
      .getByRole("alertdialog", { name: "Delete User" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(admin, "Success", "User deleted successfully");
    await loneRow.waitFor({ state: "detached" });

    await admin.getByRole("tab", { name: "Organizations" }).click();
    const row = admin.getByRole("row").filter({ hasText: orgName });
    await row.getByRole("button", { name: `Delete ${orgName}` }).click();
    const confirm = admin.getByRole("alertdialog", { name: "Delete Organization" });
    expect(await confirm.textContent()).toContain("ALL of its associated data");
    await confirm.getByRole("button", { name: "Delete Organization" }).click();
    await expectToast(
      admin,
      "Organization deleted successfully",
      // '1 user' in the singular.
      "Removed organization and 1 associated user",
    );
    await row.waitFor({ state: "detached" });
    await admin.getByRole("tab", { name: "Users" }).click();
    await admin.getByRole("row").filter({ hasText: SUPER_ADMIN.email }).waitFor();
    // The organization's users went with it; the tab may first show its list from before, then the new one.
    await userRow.waitFor({ state: "detached" });
  });

  it("shows measured system values (ADMIN-6), not fixed ones", async () => {
    const admin = await openAdminPanel();
    await admin.getByRole("tab", { name: "System" }).click();
    const system = admin.getByRole("region", { name: "System" });
    await system.getByText("Uptime").waitFor();
    await system.getByText(/API requests in the last 5 min/).waitFor();
    await system.getByText(/\d+(\.\d)? (KB|MB|GB)/).waitFor();
    const text = (await system.textContent()) ?? "";
    expect(text).not.toContain("99.9%");
    expect(text).toMatch(/Median Response\d+(\.\d)? ms/);
  });
});
