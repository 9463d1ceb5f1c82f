import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

/** Set SCREENSHOT_DIR to keep pictures of the screens the tests pass through; without it none is taken. */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/** A picture of the page as it is, kept in SCREENSHOT_DIR as `name`.png (a picture checks nothing). */
export async function picture(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), ...options });
}
