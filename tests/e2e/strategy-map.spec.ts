import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast } from "./support/accounts";
import { apiAs } from "./support/api";
import { browserForFile } from "./support/browser";

// Strategy map end to end (STRAT-21..STRAT-31, UI-47..UI-50): on Corporate BSC's Strategy Map an admin draws a
// link by dragging from one objective to another, edits its strength, reads it in the text outline,
// exports an SVG with both names; then deletes it and makes the same link with the keyboard alone.
// Sign-ups in this file: one.
const browser = browserForFile();
let page: Page;
const DRIVER = "Engaged people";
const OUTCOME = "Faster delivery";
const ids: Record<string, string> = {};

async function links(): Promise<{ id: string; strength: string; direction: string }[]> {
  return (await page.request.get("/api/strategy-links")).json();
}

const outline = () => page.getByTestId("map-outline");
/** An open Radix select has moved the focus onto its checked option. */
const optionFocused = () =>
  expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("option");

beforeAll(async () => {
  const admin = await createVerifiedAccount("strategy-map");
  const api = apiAs(admin.cookie);
  page = await browser.newPage({ width: 1440, cookie: admin.cookie });
  page.setDefaultTimeout(10_000);
  const ceo = await api.post("/api/functions", { name: "Head Office", parentId: null });
  for (const [name, bscPerspective] of [
    [DRIVER, "Learning_Growth"],
    [OUTCOME, "Internal_Process"],
    ["Happy customers", "Customer"],
  ] as const) {
    const objective = await api.post("/api/objectives", { name, bscPerspective });
    const oa = await api.post("/api/objective-assignments", {
      objectiveId: objective.id,
      organizationFunctionId: ceo.id,
      weight: name === "Happy customers" ? 34 : 33,
    });
    ids[name] = oa.id;
  }
});

describe("the Strategy Map on Corporate BSC (UI-47)", () => {
  it("opens from the view toggle, kept in the address, with the bands and the objectives", async () => {
    await page.goto("/corporate-bsc");
    await page.getByRole("button", { name: "Strategy Map" }).click();
    await page.getByTestId("strategy-map").waitFor();
    expect(new URL(page.url()).searchParams.get("view")).toBe("map");
    for (const band of ["Financial", "Customer", "Internal Process", "Learning & Growth"]) {
      await page.locator(`[data-band="${band}"]`).waitFor();
    }
    await page.locator(`[data-objective="${DRIVER}"]`).waitFor();
    await outline().getByText("No links yet.").waitFor();
    await outline()
      .getByText(/Correlation is not causation/)
      .waitFor();
  });

  it("STRAT-29: draws a link by dragging from the driver's dot onto the outcome", async () => {
    await page.getByTestId("map-canvas").scrollIntoViewIfNeeded();
    const handle = page.locator(`[data-testid="rf__node-${ids[DRIVER]}"] .react-flow__handle-top.source`);
    const target = page.locator(`[data-testid="rf__node-${ids[OUTCOME]}"]`);
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y - 30, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    await expectToast(page, "Success", "Link added.");
    const [link] = await links();
    expect(link).toMatchObject({ strength: "moderate", direction: "direct" });
    await outline().getByText(`${DRIVER} → ${OUTCOME}, moderate, direct, not enough data`).waitFor();
    await page.locator(`[data-testid="rf__edge-${link!.id}"]`).waitFor({ state: "attached" });
  });

  it("STRAT-30: edits the link's strength in the side panel; the outline follows", async () => {
    const [link] = await links();
    // The link runs from the driver's top to the outcome's bottom: click its middle.
    const from = (await page.locator(`[data-testid="rf__node-${ids[DRIVER]}"]`).boundingBox())!;
    const to = (await page.locator(`[data-testid="rf__node-${ids[OUTCOME]}"]`).boundingBox())!;
    await page.mouse.click(
      (from.x + from.width / 2 + to.x + to.width / 2) / 2,
      (from.y + to.y + to.height) / 2,
    );
    expect(link).toBeDefined();
    const editor = page.getByTestId("link-editor");
    await editor.waitFor();
    await editor.getByRole("combobox", { name: "Strength" }).click();
    await page.getByRole("option", { name: "Strong", exact: true }).click();
    await editor.getByLabel("Hypothesis").fill("Engaged teams ship sooner");
    await editor.getByRole("button", { name: "Save link" }).click();
    await expectToast(page, "Success", "Link saved.");
    await outline().getByText(`${DRIVER} → ${OUTCOME}, strong, direct, not enough data`).waitFor();
    expect((await links())[0]).toMatchObject({ strength: "strong" });
  });

  it("STRAT-31: exports an SVG whose text has both objective names and the link", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "SVG" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^strategy-map-head-office-\d{4}\.svg$/);
    const svg = fs.readFileSync((await download.path())!, "utf8");
    expect(svg).toContain(`>${DRIVER}</text>`);
    expect(svg).toContain(`>${OUTCOME}</text>`);
    expect(svg).toContain(">Learning &amp; Growth</text>");
    expect(svg.match(/<path d="M [^"]+"[^>]*data-link=/g)).toHaveLength(1);
  });

  it("deletes the link after a confirmation", async () => {
    const editor = page.getByTestId("link-editor");
    await editor.getByRole("button", { name: "Delete link" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this link?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Link deleted.");
    await outline().getByText("No links yet.").waitFor();
    expect(await links()).toEqual([]);
  });

  it("STRAT-29, UI-49: makes the same link with the keyboard alone, and reaches nodes and links by Tab", async () => {
    // The pointer is parked in a corner, away from the lists (it stays unused from here).
    await page.mouse.move(0, 0);
    const pick = async (label: string, option: string) => {
      await page.getByRole("combobox", { name: label }).focus();
      await page.keyboard.press("Enter");
      await optionFocused();
      await page.keyboard.type(option);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("combobox", { name: label }).textContent()).toContain(option);
    };
    await pick("From (driver)", DRIVER);
    await pick("To (outcome)", OUTCOME);
    // Moderate is the default; the option below it is Strong.
    await page.getByRole("combobox", { name: "Strength" }).focus();
    await page.keyboard.press("Enter");
    await optionFocused();
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    // Down until Strong has the focus: it is the last option, so a press too many stays on it.
    await expect
      .poll(
        async () => {
          const text = await focusedText();
          if (text !== "Strong") await page.keyboard.press("ArrowDown");
          return text;
        },
        { timeout: 5_000 },
      )
      .toBe("Strong");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("combobox", { name: "Strength" }).textContent()).toBe("Strong");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Engaged teams ship sooner");
    await page.getByRole("button", { name: "Add link" }).focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Success", "Link added.");
    await outline().getByText(`${DRIVER} → ${OUTCOME}, strong, direct, not enough data`).waitFor();
    const [link] = await links();
    expect(link).toMatchObject({ strength: "strong", direction: "direct" });

    // A node reached by Tab explains its score on Enter; a link reached by Tab opens on Enter.
    await page.getByRole("button", { name: "Strategy Map" }).focus();
    let reachedNode = false;
    let reachedLink = false;
    for (let i = 0; i < 40 && !(reachedNode && reachedLink); i++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? "");
      if (!reachedNode && focused === `rf__node-${ids[DRIVER]}`) {
        reachedNode = true;
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: "How this score was computed" });
        await dialog.getByText(DRIVER).waitFor();
        // Escape closes it once the dialog has taken the focus (its opening animation may still run).
        await expect
          .poll(async () => {
            if (await dialog.isVisible()) await page.keyboard.press("Escape");
            return dialog.isVisible();
          })
          .toBe(false);
      }
      if (!reachedLink && focused === `rf__edge-${link!.id}`) {
        reachedLink = true;
        await page.keyboard.press("Enter");
        await page.getByTestId("link-editor").waitFor();
      }
    }
    expect(reachedNode).toBe(true);
    expect(reachedLink).toBe(true);
  });
  it("STRAT-21, STRAT-23: dragging an objective keeps it in its band and saves its place", async () => {
    await page.keyboard.press("Escape");
    await page.getByTestId("map-canvas").scrollIntoViewIfNeeded();
    const node = page.locator(`[data-testid="rf__node-${ids["Happy customers"]}"]`);
    // Positions are read against the canvas, so a page that scrolls during the drag does not count.
    const canvas = page.getByTestId("map-canvas");
    const place = async () => {
      const [box, frame] = [(await node.boundingBox())!, (await canvas.boundingBox())!];
      return { x: box.x - frame.x, y: box.y - frame.y };
    };
    const start = await place();
    const before = (await node.boundingBox())!;
    await page.mouse.move(before.x + 60, before.y + 30);
    await page.mouse.down();
    await page.mouse.move(before.x + 160, before.y - 400, { steps: 10 });
    await page.mouse.up();
    await expect
      .poll(async () => {
        const map = (await (await page.request.get("/api/strategy-map")).json()) as {
          nodes: { objectiveAssignmentId: string; position: { x: number; y: number } | null }[];
        };
        return map.nodes.find((n) => n.objectiveAssignmentId === ids["Happy customers"])?.position ?? null;
      })
      .not.toBeNull();
    // Dragged far up, it stays in the Customer band, moved sideways (read once the saved map has
    // been drawn again).
    await expect
      .poll(async () => {
        const after = await place();
        return after.x - start.x > 30 && Math.abs(after.y - start.y) < 40;
      })
      .toBe(true);
  });

  it("STRAT-25: a link between bands runs round the objective between them, at 1440 and 390 px", async () => {
    // Engaged people (Learning & Growth) → Happy customers (Customer): Faster delivery (Internal
    // Process) sits right between them.
    const res = await page.request.post("/api/strategy-links", {
      data: { fromObjectiveAssignmentId: ids[DRIVER], toObjectiveAssignmentId: ids["Happy customers"] },
    });
    expect(res.status()).toBe(201);
    const link = (await res.json()) as { id: string };
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/corporate-bsc?view=map");
      const edge = page.locator(`[data-testid="rf__edge-${link.id}"] path.react-flow__edge-path`);
      await edge.waitFor({ state: "attached" });
      await page.locator(`[data-testid="rf__node-${ids[OUTCOME]}"]`).waitFor();
      // The drawn line's points on screen, against the box of the objective in between.
      const crossing = await page.evaluate(
        ([edgeId, nodeId]) => {
          const line = document.querySelector(
            `[data-testid="rf__edge-${edgeId}"] path.react-flow__edge-path`,
          ) as SVGPathElement;
          const box = document.querySelector(`[data-testid="rf__node-${nodeId}"]`)!.getBoundingClientRect();
          const matrix = line.getScreenCTM()!;
          const length = line.getTotalLength();
          const inside: { x: number; y: number }[] = [];
          for (let i = 0; i <= 100; i++) {
            const p = line.getPointAtLength((length * i) / 100).matrixTransform(matrix);
            if (p.x > box.left + 2 && p.x < box.right - 2 && p.y > box.top + 2 && p.y < box.bottom - 2) {
              inside.push({ x: Math.round(p.x), y: Math.round(p.y) });
            }
          }
          return inside;
        },
        [link.id, ids[OUTCOME]!] as const,
      );
      expect(crossing).toEqual([]);
      if (process.env.SCREENSHOT_DIR) {
        fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
        await page.screenshot({
          path: path.join(process.env.SCREENSHOT_DIR, `strategy-map-route-${width}.png`),
          fullPage: true,
        });
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
