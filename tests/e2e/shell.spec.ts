import { describe, expect, it } from "vitest";
import { launchBrowserPerFile } from "./support/browser";

const browser = launchBrowserPerFile();

describe("the landing page", () => {
  it("renders for a visitor with sign-in and free-trial entry points", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await page
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
    expect(await page.getByRole("link", { name: /start free trial/i }).count()).toBeGreaterThan(0);
    expect(await page.title()).toMatch(/Meridian/);
  });

  it("is what a visitor sees on any other path (UI-1)", async () => {
    const page = await browser.newPage();
    await page.goto("/library");
    await page
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
  });
});

describe("the theme", () => {
  it("follows the system preference when nothing is saved", async () => {
    const page = await browser.newPage({ colorScheme: "dark" });
    await page.goto("/");
    await page
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  });

  it("flips with the toggle and persists across a reload", async () => {
    const page = await browser.newPage({ colorScheme: "light" });
    await page.goto("/");
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await isDark()).toBe(false);
    await page.getByRole("button", { name: "Toggle theme" }).click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await page
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
    expect(await isDark()).toBe(true);
  });
});
