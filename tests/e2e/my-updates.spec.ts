import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import { createVerifiedAccount, expectToast, invitedMember, openHome } from "./support/accounts";
import { apiAs } from "./support/api";
import { browserForFile } from "./support/browser";
import { picture } from "./support/pictures";
import { oneKpiScorecard } from "./support/scorecard";

// UI-63, CYCLE-22 end to end: a member opens My Updates from the sidebar, enters last month's value, then
// its commentary and a small real PNG as evidence, all from the item on that screen.
// Sign-ups in this file: one; the member is invited by the admin.
const browser = browserForFile();
const now = new Date();
// Last month, which has ended (CYCLE-22: open from the day after it ends).
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const YEAR = last.getUTCFullYear();
const MONTH = MONTH_KEYS[last.getUTCMonth()]!;
const MONTH_LABEL = `${MONTH[0]!.toUpperCase()}${MONTH.slice(1)} ${YEAR}`;
const memberEmail = `updater-${Date.now().toString(36)}@example.test`;
// A 1×1 PNG, a real one (EVIDENCE checks the magic bytes).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
let memberPage: Page;

beforeAll(async () => {
  const admin = await createVerifiedAccount("updates");
  const api = apiAs(admin.cookie);
  // The member joins through the API (the invitation page is tested in invitation.spec.ts).
  const member = await invitedMember(api, { firstName: "Uma", lastName: "Updater", email: memberEmail });
  await oneKpiScorecard(api, {
    objective: { name: "Serve customers well", bscPerspective: "Customer" },
    kpi: { name: "Tickets resolved", unit: "count", frequency: "monthly" },
    assignment: {
      ownerId: member.id,
      period: String(YEAR),
      targets: { [MONTH]: 40 },
      // CYCLE-34: collecting from last month, which has ended (a target alone asks for nothing).
      collectFrom: `${YEAR}-${String(last.getUTCMonth() + 1).padStart(2, "0")}`,
    },
  });
  memberPage = await browser.newPage({ cookie: member.cookie });
  memberPage.setDefaultTimeout(10_000);
  await openHome(memberPage);
});

describe("My Updates (UI-63, CYCLE-22)", () => {
  it("a member enters a value, its commentary and evidence from My Updates", async () => {
    await memberPage.getByRole("link", { name: "My Updates" }).click();
    await memberPage.getByRole("heading", { level: 1, name: "My Updates" }).waitFor();
    const item = memberPage
      .getByTestId("my-update-item")
      .filter({ hasText: "Tickets resolved" })
      .filter({ hasText: MONTH_LABEL });
    await item.waitFor();
    expect(await item.textContent()).toMatch(/Overdue|Due/);

    await item.getByLabel(`Actual for ${MONTH_LABEL} (count)`).fill("42");
    await item.getByRole("button", { name: "Save" }).click();
    await expectToast(memberPage, "Success", `Tickets resolved, ${MONTH_LABEL}: result saved.`);
    await expect.poll(() => item.textContent()).toContain("Approved");
    await expect.poll(() => item.textContent()).toContain("Actual 42");

    await item.getByRole("button", { name: "Commentary and evidence" }).click();
    await item.getByLabel("Analysis").fill("More tickets came in after the release; the team caught up.");
    await item.getByRole("button", { name: "Save commentary" }).click();
    await expectToast(memberPage, "Success", "Commentary saved");

    await item
      .locator('input[type="file"]')
      .setInputFiles({ name: "queue.png", mimeType: "image/png", buffer: PNG });
    await expectToast(memberPage, "Success", "queue.png attached");
    await item
      .getByRole("link", { name: /queue\.png/ })
      .first()
      .waitFor();
    await picture(memberPage, "my-updates", { fullPage: true });
  });
});
