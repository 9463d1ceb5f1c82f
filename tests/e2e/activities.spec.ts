import { beforeAll, describe, expect, it } from "vitest";
import { type Account, createVerifiedAccount, signIn } from "./support/accounts";
import { launchBrowserPerFile } from "./support/browser";

// Sign-ups in this file: one, through the API.
const browser = launchBrowserPerFile();
let admin: Account;

beforeAll(async () => {
  admin = await createVerifiedAccount("activities");
});

describe("Activities (UI-18)", () => {
  it("lists the organization's changes with the spec's texts, counts them, and filters by category", async () => {
    const page = await browser.newPage();
    await signIn(page, admin.email, admin.password);
    // Three changes through the API, in two categories: a theme (library), a user and the settings
    // (organization).
    const stamp = Date.now().toString(36);
    const theme = await page.request.post("/api/themes", {
      data: { name: `Growth ${stamp}`, color: "#22C55E" },
    });
    expect(theme.status()).toBe(201);
    const user = await page.request.post("/api/users", {
      data: {
        firstName: "Rosalind",
        lastName: "Franklin",
        email: `rosalind-${stamp}@example.test`,
        sendInvitation: false,
      },
    });
    expect(user.status()).toBe(201);
    const settings = await page.request.put("/api/organization-settings", {
      data: { vision: "Clear goals" },
    });
    expect(settings.status()).toBe(200);

    await page.getByRole("link", { name: "Activities" }).click();
    await page.getByRole("heading", { level: 1, name: "Activities" }).waitFor();
    const timeline = page.getByRole("list", { name: "Activity timeline" });
    await timeline.getByText(`Created theme: Growth ${stamp}`).waitFor();
    await timeline.getByText("Created employee: Rosalind Franklin").waitFor();
    await timeline.getByText("Updated: Organization settings").waitFor();
    // Newest first.
    const texts = await timeline.locator("li p.font-medium").allTextContents();
    expect(texts[0]).toBe("Updated: Organization settings");

    const counter = (label: string) => page.locator(`[data-counter="${label}"]`).textContent();
    expect(await counter("Library Actions")).toBe("1");
    expect(await counter("Total Activities")).toBe("3");

    const pick = async (option: string) => {
      await page.getByLabel("Category").click();
      await page.getByRole("option", { name: option }).click();
    };
    await pick("Library");
    await timeline.getByText(`Created theme: Growth ${stamp}`).waitFor();
    expect(await timeline.locator("li").count()).toBe(1);

    await pick("Organization");
    await timeline.getByText("Created employee: Rosalind Franklin").waitFor();
    expect(await timeline.locator("li[data-category='organization']").count()).toBe(2);
    expect(await timeline.locator("li").count()).toBe(2);

    await pick("Requests");
    await page.getByText("No activities in this category yet").waitFor();

    await pick("All Categories");
    await timeline.getByText(`Created theme: Growth ${stamp}`).waitFor();
    expect(await timeline.locator("li").count()).toBe(3);

    // The links back to the Dashboard and the Library (UI-18).
    await page.getByRole("main").getByRole("link", { name: "Library" }).click();
    await page.getByRole("heading", { level: 1, name: "Library" }).waitFor();
    await page.goBack();
    await page.getByRole("main").getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  });
});
