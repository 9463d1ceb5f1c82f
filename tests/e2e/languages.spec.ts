import { describe, expect, it } from "vitest";
import { createVerifiedAccount } from "./support/accounts";
import { browserForFile } from "./support/browser";

const browser = browserForFile();

// UI-117 … UI-120, docs/decisions/025: the screens in the person's, the organization's or the browser's
// language, through the real choice (the profile's select, the browser's languages, ?lang=).
describe("languages", () => {
  it("switches a signed-in person's screens to German from the profile, and keeps it (UI-120)", async () => {
    const account = await createVerifiedAccount("german");
    const page = await browser.newPage({ cookie: account.cookie, locale: "en-US" });
    await page.goto("/security");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "KPI Results" }).waitFor();

    await page.getByRole("combobox", { name: "Language" }).click();
    await page.getByRole("option", { name: "Deutsch" }).click();
    await page.getByRole("button", { name: "Save" }).click();

    const germanNav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await germanNav.getByRole("link", { name: "Kennzahlen-Ergebnisse" }).waitFor();
    await germanNav.getByRole("link", { name: "Einstellungen" }).waitFor();
    await page.getByRole("heading", { level: 1, name: "Sicherheit" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    expect(await page.title()).toBe("Sicherheit · Meridian");

    // A new page load starts in German.
    await page.reload();
    await germanNav
      .getByRole("link", { name: "Freigaben" })
      .or(germanNav.getByRole("link", { name: "Import" }))
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");

    // And back to English.
    await page.getByRole("combobox", { name: "Sprache" }).click();
    await page.getByRole("option", { name: "English" }).click();
    await page.getByRole("button", { name: "Speichern" }).click();
    await nav.getByRole("link", { name: "KPI Results" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("shows the landing page in the browser's language (UI-117)", async () => {
    const german = await browser.newPage({ locale: "de-DE" });
    await german.goto("/");
    await german
      .getByRole("heading", { level: 1, name: "Machen Sie aus Strategie messbare Leistung" })
      .waitFor();
    await german.getByRole("link", { name: "Kostenlos testen" }).first().waitFor();
    expect(await german.evaluate(() => document.documentElement.lang)).toBe("de");

    const english = await browser.newPage({ locale: "en-GB" });
    await english.goto("/");
    await english
      .getByRole("heading", { level: 1, name: "Turn strategy into measurable performance" })
      .waitFor();
    expect(await english.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("shows the pseudo-locale for a tab opened with ?lang=en-XA, and keeps it for the tab (UI-119)", async () => {
    const page = await browser.newPage({ locale: "en-US" });
    await page.goto("/?lang=en-XA");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en-XA");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    expect(heading).not.toContain("Turn strategy");
    await page.goto("/#pricing");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en-XA");
  });
});
