import { describe, expect, it } from "vitest";
import { statusForScore } from "../../src/domain/scoring";
import { createVerifiedAccount, openHome, SUPER_ADMIN } from "./support/accounts";
import { browserForFile, mailsTo } from "./support/browser";

const browser = browserForFile();

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

  it("opens a 'Contact Sales' form, not the trial sign-up, and mails it to the super admin (LANDING-1, LANDING-3)", async () => {
    const page = await browser.newPage();
    await page.goto("/#pricing");
    const contact = page.getByRole("button", { name: "Contact Sales: Enterprise plan" });
    await contact.click();
    const dialog = page.getByRole("dialog", { name: "Contact Sales" });
    await dialog.waitFor();
    // LANDING-4: the form's own checks run before anything is sent.
    await dialog.getByLabel("Company").fill("www.spam.example");
    await dialog.getByRole("button", { name: "Send message" }).click();
    await dialog.getByText("Company must not contain a web address").waitFor();

    const email = `buyer.${Date.now().toString(36)}@example.test`;
    await dialog.getByLabel("Name").fill("Dana Smith");
    await dialog.getByLabel("Work email").fill(email);
    await dialog.getByLabel("Company").fill("Acme Widgets");
    await dialog.getByRole("combobox", { name: "Team size (optional)" }).click();
    await page.getByRole("option", { name: "51-200 people" }).click();
    await dialog.getByLabel("Message").fill("We are 120 people.\nCan we talk about the Enterprise plan?");
    await dialog.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("dialog").getByText(`Thanks — our team will reply to ${email}.`).waitFor();
    // MAIL-8: the super admin gets the request, with the address to reply to.
    await expect
      .poll(
        async () =>
          (await mailsTo(SUPER_ADMIN.email)).filter((m) => m.text.includes(`Reply to: ${email}`)).length,
      )
      .toBe(1);
    // The other plans still start the trial.
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).first().click();
    expect(
      await page.getByRole("link", { name: "Start Free Trial: Professional plan" }).getAttribute("href"),
    ).toBe("/api/login?plan=professional");
  });

  it("shows a sample scorecard whose statuses are the product's at the default thresholds (LANDING-2)", async () => {
    // Reduced motion shows the counters' final values at once: a page in the background may never
    // finish the count-up animation, whose frames the browser pauses there.
    const page = await browser.newPage({ reducedMotion: "reduce" });
    await page.goto("/");
    const rows = page.locator("[data-sample-perspective]");
    await rows.first().waitFor();
    const scores: number[] = [];
    for (const row of await rows.all()) {
      const score = Number((await row.locator("span").last().textContent())?.replace("%", ""));
      scores.push(score);
      expect(await row.getAttribute("data-status")).toBe(statusForScore(score));
    }
    const average = scores.reduce((a, b) => a + b, 0) / scores.length;
    await expect.poll(() => page.getByTestId("sample-overall").textContent()).toBe(`${Math.round(average)}%`);
    expect(await page.getByTestId("sample-status").textContent()).toBe(statusForScore(average));
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

describe("the first frame of a signed-in screen (PLATFORM-19)", () => {
  it("paints the heading from the HTML, then gives way to the screen drawn beneath it without moving", async () => {
    const account = await createVerifiedAccount("first-paint");
    const page = await browser.newPage({ cookie: account.cookie });
    await openHome(page);
    const html = await (await page.request.get("/corporate-bsc")).text();
    expect(html).toContain('<div id="first-paint"');
    expect(html).toContain(">Corporate BSC</h1>");
    // PLATFORM-20: with the real build, no module is asked for before the frame has painted.
    expect(html).toContain('<script data-entry="/assets/');
    expect(html).not.toContain('<script type="module"');
    // The logo and the icon are in the page (data URIs): no image request beside the first reads.
    expect(html).not.toMatch(/(src|href)="\/[^"]*\.(svg|png|ico)"/);

    // Record every layout shift from the first byte on: the frame's going must not move anything.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/corporate-bsc");
    await page.getByRole("button", { name: "Export" }).waitFor();
    expect(await page.locator("#first-paint").count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(["Corporate BSC"]);
    const moved = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(moved.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
    // The screen works: the frame no longer lies over it.
    await page.getByRole("link", { name: "Library" }).click();
    await page.getByRole("heading", { level: 1, name: "Library" }).waitFor();
  });
});
