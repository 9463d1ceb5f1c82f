import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile } from "./support/browser";
import { picture } from "./support/pictures";

const browser = browserForFile();

type Rgb = [number, number, number];

/** The colour a CSS value paints, in sRGB, whatever syntax (oklch, rgb) the computed style uses. */
async function paintedColor(locator: Locator, property: "color" | "background-color"): Promise<Rgb> {
  return locator.evaluate((element, prop) => {
    // The first ancestor that paints a background, for backgrounds.
    let node: Element | null = element;
    let value = getComputedStyle(element).getPropertyValue(prop);
    if (prop === "background-color") {
      while (node && /rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(node).backgroundColor)) {
        node = node.parentElement;
      }
      value = node ? getComputedStyle(node).backgroundColor : "rgb(255, 255, 255)";
    }
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  }, property);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe("the landing page in dark mode", () => {
  it("has the dark class and light, readable text on a dark background", async () => {
    // Reduced motion draws the counters' final values at once: the picture at the end waits for nothing.
    const page = await browser.newPage({ colorScheme: "dark", reducedMotion: "reduce" });
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    await heading.waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);

    const text = await paintedColor(heading, "color");
    const background = await paintedColor(heading, "background-color");
    expect(luminance(text)).toBeGreaterThan(0.6);
    expect(luminance(background)).toBeLessThan(0.1);
    expect(contrast(text, background)).toBeGreaterThan(7);

    // Body copy and the navigation's links are readable too (WCAG AA: 4.5).
    for (const locator of [
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }),
      page.locator("main p").first(),
    ]) {
      if ((await locator.count()) === 0) continue;
      expect(contrast(await paintedColor(locator, "color"), background)).toBeGreaterThan(4.5);
    }

    // The primary call to action: its label against its own fill.
    const cta = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Start Free Trial" });
    expect(
      contrast(await paintedColor(cta, "color"), await paintedColor(cta, "background-color")),
    ).toBeGreaterThan(4.5);

    await picture(page, "landing-dark");
  });
});
