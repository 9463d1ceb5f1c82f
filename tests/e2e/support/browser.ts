import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

// Chromium as root needs --no-sandbox; the rest keep it off this machine's closed network.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const baseUrl = () => inject("baseUrl");

/** One browser per spec file; each test opens its own context (cookies and storage of its own). */
export function launchBrowserPerFile() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });
  return {
    async newPage(
      options: {
        colorScheme?: "light" | "dark";
        width?: number;
        reducedMotion?: "reduce" | "no-preference";
      } = {},
    ): Promise<Page> {
      if (!browser) throw new Error("the browser is not started");
      const context = await browser.newContext({
        baseURL: baseUrl(),
        colorScheme: options.colorScheme ?? "light",
        reducedMotion: options.reducedMotion ?? "no-preference",
        viewport: { width: options.width ?? 1280, height: 800 },
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/** Messages the app sent to an address, read from the mail catcher. */
export async function mailsTo(address: string): Promise<{ subject: string; text: string; html: string }[]> {
  const res = await fetch(`${inject("mailApiUrl")}/messages?to=${encodeURIComponent(address)}`);
  return res.json();
}
