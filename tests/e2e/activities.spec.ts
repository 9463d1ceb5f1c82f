import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, openHome, type SignedUpAccount } from "./support/accounts";
import { browserForFile } from "./support/browser";

// Sign-ups in this file: one, through the API.
const browser = browserForFile();
let admin: SignedUpAccount;

beforeAll(async () => {
  admin = await createVerifiedAccount("activities");
});

describe("Activities (UI-18)", () => {
  it("lists the organization's changes with the spec's texts, counts them, and filters by category", async () => {
    const page = await browser.newPage({ cookie: admin.cookie });
    await openHome(page);
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
    await timeline.getByText("Created user: Rosalind Franklin").waitFor();
    await timeline.getByText("Updated: Organization settings").waitFor();
    // Newest first.
    const texts = await timeline.locator("li p.font-medium").allTextContents();
    // ACTIVITY-7: the change is named, old → new.
    expect(texts[0]).toMatch(/^Updated: Organization settings, vision .* → Clear goals$/);

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
    await timeline.getByText("Created user: Rosalind Franklin").waitFor();
    expect(await timeline.locator("li[data-category='organization']").count()).toBe(2);
    expect(await timeline.locator("li").count()).toBe(2);

    await pick("Requests");
    await page.getByText("No activities in this category yet").waitFor();

    await pick("All Categories");
    await timeline.getByText(`Created theme: Growth ${stamp}`).waitFor();
    expect(await timeline.locator("li").count()).toBe(3);

    // ACTIVITY-6: by person (the API's userId): Rosalind did nothing; Ada did all three.
    const person = async (option: string) => {
      await page.getByRole("combobox", { name: "Person" }).click();
      await page.getByRole("option", { name: option, exact: true }).click();
    };
    await person("Rosalind Franklin");
    await page.getByText("No activities match these filters").waitFor();
    await person("Ada Lovelace");
    await timeline.getByText(`Created theme: Growth ${stamp}`).waitFor();
    expect(await timeline.locator("li").count()).toBe(3);

    // ACTIVITY-6: by a range of days (from and to): today holds them; a range ending yesterday none.
    const day = (offset: number) => {
      const d = new Date(Date.now() + offset * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    };
    await page.getByLabel("To", { exact: true }).fill(day(-1));
    await page.getByText("No activities match these filters").waitFor();
    await page.getByLabel("From", { exact: true }).fill(day(0));
    await page.getByLabel("To", { exact: true }).fill(day(0));
    await timeline.getByText(`Created theme: Growth ${stamp}`).waitFor();
    expect(await timeline.locator("li").count()).toBe(3);
    await page.getByLabel("From", { exact: true }).fill(day(1));
    await page.getByLabel("To", { exact: true }).fill("");
    await page.getByText("No activities match these filters").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await timeline.getByText(`Created theme: Growth ${stamp}`).waitFor();
    expect(await timeline.locator("li").count()).toBe(3);

    // The links back to the Dashboard and the Library (UI-18).
    await page.getByRole("main").getByRole("link", { name: "Library" }).click();
    await page.getByRole("heading", { level: 1, name: "Library" }).waitFor();
    await page.goBack();
    await page.getByRole("main").getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  });

  it("says when past a week as a date, not '10 days ago' (ACTIVITY-5)", async () => {
    const page = await browser.newPage({ cookie: admin.cookie });
    const made = await page.request.post("/api/themes", {
      data: { name: `Dated ${Date.now().toString(36)}`, color: "#3B82F6" },
    });
    expect(made.status()).toBe(201);
    const createdAt = new Date();
    // The browser's clock runs ten days ahead: the row is now ten days old.
    await page.clock.setFixedTime(new Date(createdAt.getTime() + 10 * 86_400_000));
    await page.goto("/activities");
    const timeline = page.getByRole("list", { name: "Activity timeline" });
    const when = timeline.locator("li time").first();
    await when.waitFor();
    const text = (await when.textContent()) ?? "";
    expect(text).not.toMatch(/ago/);
    expect(text).toBe(new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(createdAt));

    // Within a week it stays relative.
    await page.clock.setFixedTime(new Date(createdAt.getTime() + 3 * 86_400_000));
    await page.reload();
    await timeline.locator("li time").first().waitFor();
    expect(await timeline.locator("li time").first().textContent()).toBe("3 days ago");
  });
});
