import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast, openHome, type SignedUpAccount } from "./support/accounts";
import { browserForFile, mailsTo } from "./support/browser";

// Sign-ups in this file: one, through the API. Every other user is made by its admin.
const browser = browserForFile();
let admin: SignedUpAccount;

beforeAll(async () => {
  admin = await createVerifiedAccount("settings");
});

async function openSettings(tab?: "Users") {
  const page = await browser.newPage({ cookie: admin.cookie });
  await openHome(page);
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
  if (tab) await page.getByRole("tab", { name: tab }).click();
  return page;
}

describe("Settings: KPI Scoring (UI-19, SETTINGS-2, SETTINGS-3)", () => {
  it("previews the statuses as thresholds change, refuses bad ones with the spec's toast, and saves", async () => {
    const page = await openSettings();
    const preview = (sample: number) => page.locator(`[data-sample="${sample}"]`);
    await page.getByLabel("Exceeds Target (%)").waitFor();
    expect(await preview(120).textContent()).toContain("Exceeds Target");

    await page.getByLabel("Exceeds Target (%)").fill("130");
    await page.getByLabel("On Target (%)").fill("96");
    // The preview follows the inputs before anything is saved.
    expect(await preview(120).textContent()).toContain("On Target");
    expect(await preview(95).textContent()).toContain("Near Target");

    await page.getByLabel("At Risk (%)").fill("75");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(
      page,
      "Invalid Thresholds",
      "Thresholds must be in descending order (Exceeds > On Target > Near Target > At Risk)",
    );
    await page.getByLabel("At Risk (%)").fill("50");
    await page.getByLabel("Score Cap (%)").fill("90");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Invalid Score Cap", "Score cap must be at least 100%");

    await page.getByLabel("Score Cap (%)").fill("200");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Success", "Settings updated successfully");
    await page.reload();
    await page.getByLabel("Exceeds Target (%)").waitFor();
    expect(await page.getByLabel("Exceeds Target (%)").inputValue()).toBe("130");
    expect(await page.getByLabel("Score Cap (%)").inputValue()).toBe("200");

    await page.getByRole("button", { name: "Reset to Defaults" }).click();
    expect(await page.getByLabel("Exceeds Target (%)").inputValue()).toBe("100");
    expect(await preview(120).textContent()).toContain("Exceeds Target");
  });

  it("says why Save is disabled when an input is cleared (UI-25)", async () => {
    const page = await openSettings();
    const save = page.getByRole("button", { name: "Save Changes" });
    const note = page.getByTestId("scoring-save-note");
    await page.getByLabel("Near Target (%)").waitFor();
    await note.getByText("No changes to save.").waitFor();
    expect(await save.isDisabled()).toBe(true);

    // The stored Near Target is 70, its default: cleared, it counts as 70, so nothing changes.
    await page.getByLabel("Near Target (%)").fill("");
    expect(await save.isDisabled()).toBe(true);
    await note
      .getByText(
        "Save Changes is disabled: nothing changed. An empty field counts as its default (Near Target 70%), which is the value already saved.",
      )
      .waitFor();
    expect(await save.getAttribute("aria-describedby")).toBe("scoring-save-note");

    // With another change the save is enabled, and the note says what the empty field will save.
    await page.getByLabel("At Risk (%)").fill("40");
    expect(await save.isDisabled()).toBe(false);
    await note.getByText("An empty field is saved as its default (Near Target 70%).").waitFor();
  });
});

describe("Settings: Users (UI-19, USER-1, AUTH-7)", () => {
  it("adds a user through the dialog, who gets the invitation over SMTP and shows as Pending", async () => {
    const page = await openSettings("Users");
    const email = `added-${Date.now().toString(36)}@example.test`;
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    // USER-1: the required fields say so.
    await dialog.getByRole("button", { name: "Add User" }).click();
    await dialog.getByText("First name is required").waitFor();
    await dialog.getByText("Valid email is required").waitFor();

    await dialog.getByLabel("First Name").fill("Hedy");
    await dialog.getByLabel("Last Name").fill("Lamarr");
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByRole("button", { name: "Add User" }).click();
    await expectToast(page, "Success", "User created successfully");
    await dialog.waitFor({ state: "hidden" });

    const row = page.locator(`tr[data-email="${email}"]`);
    await row.getByText("Pending").waitFor();
    await row.getByRole("button", { name: /Resend Invite/ }).waitFor();

    const deadline = Date.now() + 15_000;
    let link: string | undefined;
    while (!link && Date.now() < deadline) {
      const mail = (await mailsTo(email)).find((m) => /invited/i.test(m.subject));
      link = mail?.text.match(/https?:\/\/\S+\/accept-invite\?token=\S+/)?.[0];
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    expect(link).toBeDefined();
  });

  it("imports a CSV with two valid rows and one bad row: 2 created and the error shown", async () => {
    const page = await openSettings("Users");
    const stamp = Date.now().toString(36);
    const input = page.getByTestId("bulk-upload-input");

    await input.setInputFiles({
      name: "users.xlsx",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("x"),
    });
    await expectToast(page, "Invalid File Type", "Please upload a CSV file (.csv)");

    const csv = [
      "\uFEFFfirstName,lastName,email,role",
      `"Mary, Jr.",Jackson,mary.${stamp}@example.test,user`,
      "",
      `Dorothy,Vaughan,DOROTHY.${stamp}@example.test,Admin`,
      `Bad,Row,not-an-email,user`,
    ].join("\r\n");
    await input.setInputFiles({ name: "users.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    const dialog = page.getByRole("dialog", { name: "Bulk Upload Preview" });
    await dialog.waitFor();
    expect(await dialog.getByTestId("bulk-valid-count").textContent()).toContain("2 valid");
    await dialog.getByText("Invalid email format").waitFor();
    await dialog.getByRole("cell", { name: "Mary, Jr." }).waitFor();

    await dialog.getByRole("button", { name: "Import 2 Users" }).click();
    // USER-4: the invalid row is skipped as invalid, apart from rows that failed.
    await expectToast(
      page,
      "Bulk Import Completed",
      "2 users created successfully, 1 skipped as invalid, 0 failed",
    );
    expect(await dialog.getByTestId("bulk-created-count").textContent()).toContain("2 created");
    expect(await dialog.getByTestId("bulk-skipped-count").textContent()).toBe("1 skipped as invalid");
    expect(await dialog.getByTestId("bulk-failed-count").textContent()).toBe("0 failed");
    await dialog.getByText("Created").first().waitFor();
    await dialog.getByText("Invalid email format").waitFor();
    await dialog.getByRole("button", { name: "Close" }).first().click();

    await page.locator(`tr[data-email="mary.${stamp}@example.test"]`).waitFor();
    await page
      .locator(`tr[data-email="dorothy.${stamp}@example.test"]`)
      .getByText("Admin")
      .filter({ visible: true })
      .waitFor();
  });
});
