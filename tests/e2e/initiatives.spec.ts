import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast } from "./support/accounts";
import { apiAs } from "./support/api";
import { browserForFile } from "./support/browser";

// Initiatives end to end (UI-76..UI-82): an administrator creates an initiative for a Corporate BSC
// objective, adds two milestones, completes one and reads 50% and the health; the timeline draws it;
// the objective's card on Corporate BSC lists it. Sign-ups in this file: one.
const browser = browserForFile();
let page: Page;
const OBJECTIVE = "Grow recurring revenue";
const NAME = "Launch the partner channel";

/** A day `offset` days from today, YYYY-MM-DD (UTC, as the server counts). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Set SCREENSHOT_DIR to keep pictures of the detail and the timeline at 1440 and 390 px. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
let apiOfAdmin: ReturnType<typeof apiAs>;
let objectiveAssignmentId: string;

async function shoot(name: string) {
  if (!SCREENSHOT_DIR) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

beforeAll(async () => {
  const admin = await createVerifiedAccount("initiatives");
  const api = apiAs(admin.cookie);
  page = await browser.newPage({ width: 1440, cookie: admin.cookie });
  page.setDefaultTimeout(10_000);
  const ceo = await api.post("/api/functions", { name: "Head Office", parentId: null });
  const objective = await api.post("/api/objectives", { name: OBJECTIVE, bscPerspective: "Financial" });
  apiOfAdmin = api;
  objectiveAssignmentId = (
    await api.post("/api/objective-assignments", {
      objectiveId: objective.id,
      organizationFunctionId: ceo.id,
      weight: 100,
    })
  ).id;
});

describe("initiatives (UI-76..UI-82)", () => {
  it("UI-76, UI-79: creates an initiative for an objective from the Initiatives screen", async () => {
    await page.goto("/");
    await page.getByRole("link", { name: "Initiatives" }).click();
    await page.getByRole("heading", { name: "Initiatives", level: 1 }).waitFor();
    await page.getByText("No initiatives yet.").waitFor();
    await page.getByRole("button", { name: "New Initiative" }).click();
    const dialog = page.getByRole("dialog", { name: "New Initiative" });
    await dialog.getByLabel("Name").fill(NAME);
    await dialog.getByTestId("initiative-objectives").getByLabel(OBJECTIVE).check();
    await dialog.getByLabel("Start date").fill(day(-30));
    await dialog.getByLabel("End date").fill(day(90));
    await dialog.getByLabel("Budget").fill("1000");
    await dialog.getByLabel("Spent").fill("100");
    await dialog.getByRole("button", { name: "Create Initiative" }).click();
    await expectToast(page, "Success", "Initiative created.");
    await page.getByRole("heading", { name: NAME, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/initiatives\/[0-9a-f-]{36}$/);
  });

  it("UI-80, UI-78: adds two milestones, completes one and shows 50% with the health", async () => {
    const form = page.getByRole("form", { name: "Add milestone" });
    for (const [name, due] of [
      ["Sign the first partner", day(10)],
      ["Ten partners live", day(60)],
    ] as const) {
      await form.getByLabel("Milestone").fill(name);
      await form.getByLabel("Due date").fill(due);
      await form.getByRole("button", { name: "Add Milestone" }).click();
      await expectToast(page, "Success", "Milestone added.");
      await page.getByTestId("milestone-row").filter({ hasText: name }).waitFor();
    }
    // With milestones and none done, percent complete is 0.
    await expect.poll(() => page.getByTestId("health-complete").textContent()).toBe("0%");
    await page.getByRole("checkbox", { name: /^Sign the first partner: complete/ }).click();
    await expectToast(page, "Success", "Milestone completed.");
    await expect.poll(() => page.getByTestId("health-complete").textContent()).toBe("50%");
    const card = page.getByTestId("health-card");
    // 50% done where a quarter of the time has passed, 10% of the budget spent: on track.
    await expect.poll(() => card.getByTestId("initiative-health").textContent()).toBe("On track");
    expect((await card.getByTestId("health-reason").textContent())?.length).toBeGreaterThan(10);
    expect(await page.getByTestId("health-spend").textContent()).toBe("10%");
    await page.getByRole("checkbox", { name: /^Sign the first partner: done/ }).waitFor();
  });

  it("UI-77: the list shows its card and the timeline draws its bar with two diamonds and today", async () => {
    await page.getByRole("link", { name: "All initiatives" }).click();
    const card = page.getByTestId("initiative-card").filter({ hasText: NAME });
    await expect.poll(() => card.getByTestId("initiative-percent").textContent()).toBe("50%");
    await page.getByRole("tab", { name: "Timeline" }).click();
    const bar = page.getByTestId("timeline-bar");
    await bar.waitFor();
    expect(await bar.getAttribute("aria-label")).toContain(`${NAME}: Not Started`);
    expect(await bar.getAttribute("aria-label")).toContain("1 of 2 milestones done");
    expect(await bar.getByTestId("milestone-diamond").count()).toBe(2);
    await page.getByTestId("today-line").waitFor();
    await page.getByRole("button", { name: "Show as a table" }).click();
    await page.getByRole("cell", { name: NAME }).waitFor();
  });

  it("UI-82: the objective's card on Corporate BSC lists the initiative and links to it", async () => {
    await page.getByRole("link", { name: "Corporate BSC" }).click();
    const card = page.locator(`[data-objective="${OBJECTIVE}"]`);
    const line = card.getByTestId("objective-initiatives");
    await line.waitFor();
    expect(await line.textContent()).toContain("1 initiative");
    const link = line.getByRole("link", { name: new RegExp(`^${NAME}: On track, 50% complete`) });
    await link.click();
    await page.getByRole("heading", { name: NAME, level: 1 }).waitFor();
  });

  it("UI-77, UI-78, INIT-36: the detail flags an overdue milestone and names its own dates; the timeline's labels do not overlap at 1440 or 390 px", async () => {
    const name = "Open the Iberian office";
    const created = await apiOfAdmin.post("/api/initiatives", {
      name,
      objectiveAssignmentIds: [objectiveAssignmentId],
      startDate: day(-40),
      endDate: day(420),
    });
    await apiOfAdmin.post(`/api/initiatives/${created.id}/milestones`, {
      name: "Lease signed",
      dueDate: day(-20),
    });
    await apiOfAdmin.post(`/api/initiatives/${created.id}/milestones`, {
      name: "Team hired",
      dueDate: day(30),
    });
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/initiatives/${created.id}`);
      await page.getByRole("heading", { name, level: 1 }).waitFor();
      // INIT-36: due 20 days ago and open: overdue; due in 30 days: not.
      const late = page.getByTestId("milestone-row").filter({ hasText: "Lease signed" });
      await late.getByTestId("milestone-overdue").waitFor();
      expect(await late.textContent()).toContain("Overdue");
      expect(
        await page
          .getByTestId("milestone-row")
          .filter({ hasText: "Team hired" })
          .getByTestId("milestone-overdue")
          .count(),
      ).toBe(0);
      // UI-78: the objective is named with its function, not the year it was assigned in.
      const objective = page.getByRole("listitem").filter({ hasText: OBJECTIVE }).first();
      expect((await objective.textContent())?.trim()).toBe(`${OBJECTIVE} (Head Office)`);
      await shoot(`initiative-detail-${width}`);

      await page.goto("/initiatives");
      await page.getByRole("heading", { name: "Initiatives", level: 1 }).waitFor();
      await page.getByRole("tab", { name: "Timeline" }).click();
      const timeline = page.getByTestId("initiative-timeline");
      await timeline.getByTestId("timeline-bar").first().waitFor();
      expect(await timeline.locator('[data-testid="milestone-diamond"][data-overdue="true"]').count()).toBe(
        1,
      );
      // No two texts of the drawing (axis labels, names, today) overlap.
      const boxes: { text: string; box: Box }[] = [];
      for (const text of await timeline.locator("svg text").all()) {
        const box = await text.boundingBox();
        if (box && box.width > 0) boxes.push({ text: (await text.textContent()) ?? "", box });
      }
      expect(boxes.length).toBeGreaterThan(4);
      const clashes = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => overlap(a.box, b.box))
          .map((b) => `${a.text} / ${b.text}`),
      );
      expect(clashes).toEqual([]);
      await shoot(`initiatives-timeline-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
