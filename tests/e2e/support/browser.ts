import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, inject } from "vitest";

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

let shared: Promise<Browser> | undefined;

/**
 * The worker's one Chromium: the suite runs its files one after another in one worker (isolate: false
 * in vitest.e2e.config.ts), so a launch serves every file. Playwright ends the browser with the worker.
 */
function browserOfWorker(): Promise<Browser> {
  shared ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return shared;
}

export type PageOptions = {
  colorScheme?: "light" | "dark";
  width?: number;
  reducedMotion?: "reduce" | "no-preference";
  /** A session made through the API (a Cookie header): the page starts signed in. */
  cookie?: string;
  /** The browser's language (navigator.language, Accept-Language), e.g. "de-DE" (UI-117). */
  locale?: string;
};

/** The worker's browser for one spec file; each page opens in a context of its own, closed after the file. */
export function browserForFile() {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => {});
  });
  return {
    async newPage(options: PageOptions = {}): Promise<Page> {
      const context = await (await browserOfWorker()).newContext({
        baseURL: baseUrl(),
        colorScheme: options.colorScheme ?? "light",
        reducedMotion: options.reducedMotion ?? "no-preference",
        viewport: { width: options.width ?? 1280, height: 800 },
        locale: options.locale,
      });
      contexts.push(context);
      if (options.cookie) await context.addCookies(cookiesOf(options.cookie));
      return context.newPage();
    },
  };
}

/** A Cookie header as the browser's cookies for the app's address. */
function cookiesOf(header: string) {
  return header.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl() };
  });
}

/** Messages the app sent to an address, read from the mail catcher. */
export async function mailsTo(address: string): Promise<{ subject: string; text: string; html: string }[]> {
  const res = await fetch(`${inject("mailApiUrl")}/messages?to=${encodeURIComponent(address)}`);
  return res.json();
}
