import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast, openToastTexts, type SignedUpAccount } from "./support/accounts";
import { browserForFile } from "./support/browser";

// UI-35, UI-36: a double click saves once and a second save never meets a false conflict. UI-37, UI-38:
// closing a dialog gives focus back to what opened it; 'Skip to content' leads past the navigation.
// Sign-ups in this file: one.
const browser = browserForFile();
let admin: SignedUpAccount;
let page: Page;

beforeAll(async () => {
  admin = await createVerifiedAccount("forms");
  page = await browser.newPage({ cookie: admin.cookie });
});

/**
 * Two clicks in one go, before the page can draw anything in between: the fastest double click
 * there is. (A button disabled by the first click's re-render would block a slower one anyway.)
 */
async function doubleClick(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/** Counts the requests of one method to one path made while `act` runs and settles. */
async function countRequests(method: string, path: RegExp, act: () => Promise<void>): Promise<number> {
  let count = 0;
  const listener = (request: { method(): string; url(): string }) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  };
  page.on("request", listener);
  try {
    await act();
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("request", listener);
  }
  return count;
}

const failureToasts = async () =>
  (await openToastTexts(page)).filter((text) => /fail|error|conflict|changed/i.test(text));

async function activeElementText(): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return `${active?.tagName ?? ""}|${active?.getAttribute("aria-label") ?? active?.textContent?.trim() ?? ""}`;
  });
}

describe("Double submission (UI-35, UI-36)", () => {
  it("a double click on Create Theme creates one theme", async () => {
    await page.goto("/library?tab=themes");
    await page.getByRole("button", { name: "Add Theme" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Theme" });
    const name = `Once ${Date.now().toString(36)}`;
    await dialog.getByLabel("Name").fill(name);
    const posts = await countRequests("POST", /^\/api\/themes$/, async () => {
      await doubleClick(dialog.getByRole("button", { name: "Create Theme" }));
      await dialog.waitFor({ state: "hidden" });
    });
    expect(posts).toBe(1);
    const themes = (await (await page.request.get("/api/themes")).json()) as { name: string }[];
    expect(themes.filter((theme) => theme.name === name)).toHaveLength(1);
  });

  it("Settings thresholds: a double click saves once, and saving again at once succeeds", async () => {
    await page.goto("/settings");
    const exceeds = page.getByLabel("Exceeds Target (%)");
    await exceeds.waitFor();
    await exceeds.fill("110");
    const puts = await countRequests("PUT", /^\/api\/organization-settings$/, () =>
      doubleClick(page.getByRole("button", { name: "Save Changes" })),
    );
    expect(puts).toBe(1);
    await expectToast(page, "Success", "Settings updated successfully");
    expect(await failureToasts()).toEqual([]);

    // The second save right after carries the version the first one returned: no conflict.
    await page.getByLabel("Exceeds Target (%)").fill("120");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect
      .poll(() => page.request.get("/api/organization-settings").then((r) => r.json()))
      .toMatchObject({
        exceedsTargetThreshold: 120,
      });
    expect(await failureToasts()).toEqual([]);
  });

  it("Corporate BSC foundation: a double click saves once, and a second edit saves too", async () => {
    await page.goto("/corporate-bsc");
    const vision = page.locator('[data-panel="vision"]');
    await vision.waitFor();
    for (const text of ["First vision", "Second vision"]) {
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      await page.getByLabel("Vision", { exact: true }).fill(text);
      const puts = await countRequests("PUT", /^\/api\/organization-settings$/, () =>
        doubleClick(page.getByRole("button", { name: "Save Changes" })),
      );
      expect(puts).toBe(1);
      await vision.getByText(text).waitFor();
      expect(await failureToasts()).toEqual([]);
    }
  });
});

describe("Double submission outside the data layer (UI-35)", () => {
  it("a double click on Sign In signs in once", async () => {
    const visitor = await browser.newPage();
    await visitor.goto("/?auth=signin");
    const dialog = visitor.getByRole("dialog", { name: "Sign in to Meridian" });
    await dialog.getByLabel("Email").fill(admin.email);
    await dialog.getByLabel("Password", { exact: true }).fill(admin.password);
    let logins = 0;
    visitor.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/auth/login") logins += 1;
    });
    await doubleClick(dialog.getByRole("button", { name: "Sign In" }));
    await visitor.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await visitor.waitForLoadState("networkidle");
    expect(logins).toBe(1);
  });
});

describe("Keyboard (UI-37, UI-38)", () => {
  it("closing a dialog opened from a button returns focus to that button", async () => {
    await page.goto("/library?tab=themes");
    const add = page.getByRole("button", { name: "Add Theme" });
    await add.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Theme" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(activeElementText).toBe("BUTTON|Add Theme");
  });

  it("cancelling a delete confirmation returns focus to the row's delete button", async () => {
    const theme = (await (await page.request.get("/api/themes")).json())[0] as { name: string };
    await page.goto("/library?tab=themes");
    const remove = page.getByRole("button", { name: `Delete ${theme.name}` }).filter({ visible: true });
    await remove.focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog");
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    await expect.poll(activeElementText).toBe(`BUTTON|Delete ${theme.name}`);
  });

  it("a dialog opened from a menu item returns focus to the menu's button", async () => {
    const res = await page.request.post("/api/functions", {
      data: { name: "Executive Office", parentId: null },
    });
    expect(res.ok()).toBe(true);
    await page.goto("/set-cascade");
    const menu = page.getByRole("button", { name: "Actions for Executive Office" }).first();
    await menu.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Edit Function" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit Function" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(activeElementText).toBe("BUTTON|Actions for Executive Office");
  });

  it("'Skip to content' is the first stop on the landing page and in the app, and moves focus to main", async () => {
    for (const [path, signedIn] of [
      ["/", false],
      ["/settings", true],
    ] as const) {
      const target = signedIn ? page : await browser.newPage();
      await target.goto(path);
      await target.locator("main").waitFor();
      await target.keyboard.press("Tab");
      const first = await target.evaluate(() => document.activeElement?.textContent?.trim());
      expect(first, path).toBe("Skip to content");
      await target.keyboard.press("Enter");
      await expect
        .poll(() => target.evaluate(() => document.activeElement?.id), { timeout: 2000 })
        .toBe("main");
    }
  });
});
