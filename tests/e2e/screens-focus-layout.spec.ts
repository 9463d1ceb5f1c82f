import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import { createVerifiedAccount, expectToast, invitedMember } from "./support/accounts";
import { type Api, apiAs } from "./support/api";
import { browserForFile } from "./support/browser";
import { picture } from "./support/pictures";
import { oneKpiScorecard } from "./support/scorecard";

// UI-107..UI-110, UI-39, UI-40, REPORT-26 end to end, at 1440 and 390 px: the KPI detail's values by period,
// a long unbroken KPI name on My Updates, where the focus goes after Approve, Reject, Change and Reopen,
// weights as text and the tooltip of 'Request change', and the Reporting tab of Settings.
// Sign-ups in this file: one; the member is invited by the admin.
const browser = browserForFile();
const now = new Date();
const month = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
const LAST = month(1);
const BEFORE = month(2);
const YEAR = LAST.getUTCFullYear();
const keyOf = (d: Date) => MONTH_KEYS[d.getUTCMonth()]!;
const labelOf = (d: Date) => `${keyOf(d)[0]!.toUpperCase()}${keyOf(d).slice(1)} ${d.getUTCFullYear()}`;
// UI-39: one unbroken word, far wider than a phone.
const LONG = `Customer${"satisfaction".repeat(6)}`;
const KPI = "Throughput";
const memberEmail = `focus-${Date.now().toString(36)}@example.test`;
let admin: Api;
let member: Api;
let adminCookie: string;
let memberCookie: string;
let assignmentIds: string[] = [];

async function page(cookie: string, width: number): Promise<Page> {
  const opened = await browser.newPage({ cookie, width });
  opened.setDefaultTimeout(10_000);
  return opened;
}

/** The page is no wider than the window (UI-40). */
async function expectNoSideways(p: Page) {
  const { scroll, viewport } = await p.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(viewport);
}

/** What has the focus: its tag, its text and the submission or update item it is in. */
function focused(p: Page) {
  return p.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName ?? "",
      text: active?.textContent?.trim() ?? "",
      card: active?.closest<HTMLElement>('[data-testid="submission"]')?.dataset.submissionId ?? null,
      item: active?.closest<HTMLElement>('[data-testid="my-update-item"]')?.textContent ?? null,
    };
  });
}

/** The member submits values of the last two months on both KPIs: one submission each (APPROVAL-1). */
async function submitValues() {
  for (const id of assignmentIds) {
    for (const [d, value] of [
      [LAST, "900"],
      [BEFORE, "950"],
    ] as const) {
      if (d.getUTCFullYear() !== YEAR) continue;
      await member.patch(`/api/kpi-assignments/${id}`, {
        actualResult: value,
        periodKey: keyOf(d),
        year: YEAR,
      });
    }
  }
}

beforeAll(async () => {
  const account = await createVerifiedAccount("focus");
  adminCookie = account.cookie;
  admin = apiAs(adminCookie);
  const invited = await invitedMember(admin, { firstName: "Fay", lastName: "Focus", email: memberEmail });
  memberCookie = invited.cookie;
  member = apiAs(memberCookie);
  // Values as wide as a real KPI's (the twelve months of the year must still fit at 1440 px, UI-109).
  const targets = Object.fromEntries(MONTH_KEYS.map((key) => [key, 123456.78]));
  const actuals = Object.fromEntries(MONTH_KEYS.slice(0, 3).map((key) => [key, 98765.43]));
  const { kpiAssignment, objectiveAssignment } = await oneKpiScorecard(admin, {
    kpi: { name: LONG, unit: "count", frequency: "monthly" },
    assignment: {
      ownerId: invited.id,
      weight: 50,
      period: String(YEAR),
      targets,
      actualResults: actuals,
      collectFrom: `${BEFORE.getUTCFullYear()}-${String(BEFORE.getUTCMonth() + 1).padStart(2, "0")}`,
    },
  });
  const second = await admin.post<{ id: string }>("/api/kpis", {
    name: KPI,
    unit: "count",
    frequency: "monthly",
  });
  const secondAssignment = await admin.post<{ id: string }>("/api/kpi-assignments", {
    kpiId: second.id,
    objectiveAssignmentId: objectiveAssignment.id,
    weight: 50,
    ownerId: invited.id,
    period: String(YEAR),
    targets,
    collectFrom: `${BEFORE.getUTCFullYear()}-${String(BEFORE.getUTCMonth() + 1).padStart(2, "0")}`,
  });
  // APPROVAL-1: members' values wait for approval; the member submits two.
  const settings = await admin.get<{ dataCollectionWorkflow: Record<string, unknown>; updatedAt: string }>(
    "/api/organization-settings",
  );
  await admin.put("/api/organization-settings", {
    dataCollectionWorkflow: { ...settings.dataCollectionWorkflow, requiresApproval: true },
  });
  assignmentIds = [kpiAssignment.id, secondAssignment.id];
  await submitValues();
});

describe("KPI detail: values in the year, one row per period (UI-109)", () => {
  for (const width of [1440, 390]) {
    it(`shows every period's target and actual, no letter per line, nothing cut off at ${width} px`, async () => {
      const p = await page(adminCookie, width);
      await p.goto("/kpi-results");
      const row = p.locator(`tr[data-kpi="${LONG}"]`);
      await row.waitFor();
      await row.locator("button").first().click();
      const dialog = p.getByRole("dialog");
      const table = dialog.getByRole("region", { name: `Values in ${YEAR}` }).locator("table");
      await table.waitFor();
      await table.scrollIntoViewIfNeeded();
      await picture(p, `kpi-detail-values-${width}`);
      // 'Target' and 'Actual' on one line: wider than tall (not one letter per line).
      for (const name of ["Target", "Actual"]) {
        const box = (await table.getByText(name, { exact: true }).boundingBox())!;
        expect(box.width, name).toBeGreaterThan(box.height);
      }
      // Nothing scrolls or is cut off inside the table's box, and December is there.
      const fits = await table.evaluate(
        (el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth,
      );
      expect(fits).toBe(true);
      expect(await table.getByText("Dec", { exact: true }).isVisible()).toBe(true);
    });
  }
});

describe("My Updates with a long unbroken KPI name (UI-39, UI-40)", () => {
  for (const width of [390, 1440]) {
    it(`never scrolls sideways at ${width} px`, async () => {
      const p = await page(memberCookie, width);
      await p.goto("/my-updates");
      await p.getByRole("heading", { level: 1, name: "My Updates" }).waitFor();
      await p
        .getByTestId("my-update-item")
        .filter({ hasText: LONG.slice(0, 20) })
        .first()
        .waitFor();
      await picture(p, `my-updates-long-name-${width}`, { fullPage: true });
      await expectNoSideways(p);
    });
  }
});

describe("focus after an action (UI-108)", () => {
  it("after Change on My Updates the focus is on that item's button, never on the body", async () => {
    const p = await page(memberCookie, 1440);
    await p.goto("/my-updates");
    const item = p
      .getByTestId("my-update-item")
      .filter({ hasText: KPI })
      .filter({ hasText: labelOf(LAST) });
    await item.waitFor();
    await item.getByLabel(`Actual for ${labelOf(LAST)} (count)`).fill("1000");
    await item.getByRole("button", { name: /^(Change|Save)$/ }).click();
    await expectToast(
      p,
      "Submitted for approval",
      `${KPI}, ${labelOf(LAST)}: your value waits for approval.`,
    );
    await expect.poll(async () => (await focused(p)).tag).toBe("BUTTON");
    const now = await focused(p);
    expect(now.text).toMatch(/^(Change|Save)$/);
    expect(now.item).toContain(KPI);
    expect(now.item).toContain(labelOf(LAST));
    await picture(p, "my-updates-focus-after-change-1440", { fullPage: true });
  });

  for (const width of [1440, 390]) {
    it(`after Approve and after Reject the focus is on the next submission at ${width} px`, async () => {
      await submitValues();
      const p = await page(adminCookie, width);
      await p.goto("/approvals");
      await p.getByRole("heading", { level: 1, name: "Approvals" }).waitFor();
      const cards = p.getByTestId("submission");
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThanOrEqual(2);
      const first = await cards.first().getAttribute("data-submission-id");
      const firstKpi = await cards.first().getAttribute("data-kpi");
      const second = await cards.nth(1).getAttribute("data-submission-id");
      await cards
        .first()
        .getByRole("button", { name: /^Approve/ })
        .click();
      await expectToast(p, "Approved", `${firstKpi}: the value now counts in the scores`);
      await expect.poll(async () => (await focused(p)).card).toBe(second);
      expect((await focused(p)).tag).toBe("H3");
      expect(await p.locator(`[data-submission-id="${first}"]`).count()).toBe(0);
      await picture(p, `approvals-focus-after-approve-${width}`);

      const remaining = await cards.count();
      const next = remaining > 1 ? await cards.nth(1).getAttribute("data-submission-id") : null;
      const rejectedKpi = await cards.first().getAttribute("data-kpi");
      await cards.first().getByRole("button", { name: "Reject" }).click();
      const dialog = p.getByRole("dialog", { name: "Reject submission" });
      await dialog.getByLabel("Reason").fill("Please check the source figures.");
      await dialog.getByRole("button", { name: "Reject" }).click();
      await expectToast(p, "Rejected", `${rejectedKpi}: the submitter will be told`);
      if (next) {
        await expect.poll(async () => (await focused(p)).card).toBe(next);
        expect((await focused(p)).tag).toBe("H3");
      } else {
        await expect.poll(async () => (await focused(p)).tag).toBe("H1");
      }
      await picture(p, `approvals-focus-after-reject-${width}`);
    });
  }
});

describe("weights and icon actions (UI-107)", () => {
  it("Set and Cascade shows weights as plain text, not as score badges", async () => {
    const p = await page(adminCookie, 1440);
    await p.goto("/set-cascade");
    await p
      .getByTestId("function-card")
      .filter({ hasText: "Head Office" })
      .getByRole("button", { name: /^Head Office/ })
      .click();
    const weight = p.getByTestId("objective-row").first().getByText("Weight 100%", { exact: true });
    await weight.waitFor();
    await p
      .getByTestId("kpi-row")
      .filter({ hasText: KPI })
      .getByText("Weight 50%", { exact: true })
      .waitFor();
    // Not a badge: no border and no background of its own.
    const style = await weight.evaluate((el) => {
      const css = getComputedStyle(el);
      return { border: css.borderTopWidth, background: css.backgroundColor };
    });
    expect(style.border).toBe("0px");
    expect(style.background).toBe("rgba(0, 0, 0, 0)");
    await picture(p, "set-cascade-weights-1440", { fullPage: true });
  });

  it("KPI Results' 'Request change' has an accessible name and a tooltip, as the pencil has", async () => {
    const p = await page(adminCookie, 1440);
    await p.goto("/kpi-results");
    const row = p.locator(`tr[data-kpi="${KPI}"]`);
    await row.waitFor();
    await row.getByRole("button", { name: `Request a change to ${KPI}` }).focus();
    await p.getByRole("tooltip", { name: "Request change" }).waitFor();
    await picture(p, "kpi-results-request-change-tooltip-1440");
    await row.getByRole("button", { name: `Update the result of ${KPI}` }).focus();
    await p.getByRole("tooltip", { name: "Update KPI Result" }).waitFor();
  });
});

describe("Settings, Reporting tab (UI-110, REPORT-26)", () => {
  async function reporting(width: number) {
    const p = await page(adminCookie, width);
    await p.goto("/settings");
    await p.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await p.getByRole("tab", { name: "Reporting" }).click();
    await p.getByText("Closed Periods", { exact: true }).waitFor();
    await p.locator("form", { hasText: "Approval and Evidence" }).waitFor();
    return p;
  }

  it("two columns at 1440 px, one at 390 px, never wider than the window", async () => {
    const wide = await reporting(1440);
    const calendar = (await wide.getByText("Reporting Calendar", { exact: true }).boundingBox())!;
    const closed = (await wide.getByText("Closed Periods", { exact: true }).boundingBox())!;
    expect(closed.x).toBeGreaterThan(calendar.x + calendar.width);
    await picture(wide, "settings-reporting-1440", { fullPage: true });
    const narrow = await reporting(390);
    const calendarNarrow = (await narrow.getByText("Reporting Calendar", { exact: true }).boundingBox())!;
    const closedNarrow = (await narrow.getByText("Closed Periods", { exact: true }).boundingBox())!;
    expect(closedNarrow.x).toBe(calendarNarrow.x);
    await expectNoSideways(narrow);
    await picture(narrow, "settings-reporting-390", { fullPage: true });
  });

  it("'Save Changes' waits for a change on every card", async () => {
    const p = await reporting(1440);
    for (const card of ["Reporting Calendar", "Approval and Evidence", "Change Requests"]) {
      const form = p.locator("form", { hasText: card }).last();
      expect(await form.getByRole("button", { name: "Save Changes" }).isDisabled(), card).toBe(true);
    }
    const approval = p.locator("form", { hasText: "Approval and Evidence" });
    await approval.getByLabel("Largest file (MB)").fill("5");
    expect(await approval.getByRole("button", { name: "Save Changes" }).isDisabled()).toBe(false);
  });

  it("closing a period asks first, the picker leaves it out, and focus survives the Reopen dialog", async () => {
    const p = await reporting(1440);
    const closeForm = p.getByRole("form", { name: "Close a period" });
    await closeForm.getByRole("combobox", { name: "Period" }).click();
    await p.getByRole("option", { name: `Q1 ${YEAR}` }).click();
    await closeForm.getByRole("button", { name: "Close Period" }).click();
    const confirm = p.getByRole("alertdialog", { name: `Close Q1 ${YEAR}?` });
    await confirm.waitFor();
    await picture(p, "settings-close-period-confirm-1440");
    await confirm.getByRole("button", { name: "Close Period" }).click();
    await expectToast(p, "Period closed", `Q1 ${YEAR} is closed to changes.`);
    await p.getByTestId("closed-period").first().waitFor();
    await closeForm.getByRole("combobox", { name: "Period" }).click();
    await p.getByRole("option", { name: `Q2 ${YEAR}` }).waitFor();
    expect(await p.getByRole("option", { name: `Q1 ${YEAR}` }).count()).toBe(0);
    await p.keyboard.press("Escape");

    await p.getByTestId("closed-period").first().getByRole("button", { name: "Reopen" }).click();
    const dialog = p.getByRole("dialog", { name: `Reopen Q1 ${YEAR}` });
    await dialog.getByLabel("Reason").fill("A late correction.");
    await dialog.getByRole("button", { name: "Reopen Period" }).click();
    await expectToast(p, "Period reopened", `Q1 ${YEAR} can be changed again.`);
    // The period left the list: the card's title has the focus.
    await expect.poll(async () => (await focused(p)).text).toBe("Closed Periods");
    await picture(p, "settings-focus-after-reopen-1440");
  });

  it("the schedule form says 'Choose a function' and a new schedule shows its first send", async () => {
    const p = await reporting(1440);
    await p.getByRole("tab", { name: "Reports" }).click();
    await p.getByRole("button", { name: "New schedule" }).click();
    const dialog = p.getByRole("dialog", { name: "New report schedule" });
    await dialog.getByRole("button", { name: "Create schedule" }).click();
    await dialog.locator('[id$="-error"]', { hasText: "Choose a function" }).waitFor();
    await p.keyboard.press("Escape");
    const me = await admin.get<{ id: string }>("/api/auth/user");
    const [fn] = await admin.get<{ id: string }[]>("/api/functions");
    await admin.post("/api/report-schedules", {
      name: "Board pack",
      functionId: fn!.id,
      cadence: "monthly",
      daysAfterPeriodEnd: 3,
      recipientUserIds: [me.id],
    });
    await p.reload();
    await p.getByRole("tab", { name: "Reports" }).click();
    const row = p.getByTestId("report-schedule").filter({ hasText: "Board pack" });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/First send: .+ \(\w+ \d{4}\)/);
    expect(await row.textContent()).not.toContain("Not sent yet");
    await picture(p, "settings-report-schedule-first-send-1440");
  });
});
