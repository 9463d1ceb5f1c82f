import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import { createVerifiedAccount, expectToast, PASSWORD, signIn } from "./support/accounts";
import { launchBrowserPerFile, mailsTo } from "./support/browser";

// UI-63, CYCLE-22 end to end: a member opens My Updates from the sidebar, enters last month's value, then
// its commentary and a small real PNG as evidence, all from the item on that screen.
// Sign-ups in this file: one; the member is invited by the admin.
const browser = launchBrowserPerFile();
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
let adminPage: Page;
let memberPage: Page;

async function post<T = { id: string }>(path: string, data: object): Promise<T> {
  const res = await adminPage.request.post(path, { data });
  if (!res.ok()) throw new Error(`POST ${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function invitationPath(address: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(address)).filter((m) => /invited/i.test(m.subject)).at(-1);
    const link = mail?.text.match(/https?:\/\/\S+\/accept-invite\?token=\S+/)?.[0];
    if (link) return `${new URL(link).pathname}${new URL(link).search}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No invitation mail to ${address}`);
}

beforeAll(async () => {
  const admin = await createVerifiedAccount("updates");
  adminPage = await browser.newPage();
  adminPage.setDefaultTimeout(10_000);
  await signIn(adminPage, admin.email, admin.password);
  await post("/api/users", {
    firstName: "Uma",
    lastName: "Updater",
    email: memberEmail,
    role: "user",
    sendInvitation: true,
  });
  memberPage = await browser.newPage();
  memberPage.setDefaultTimeout(10_000);
  await memberPage.goto(await invitationPath(memberEmail));
  await memberPage.getByLabel("New password").fill(PASSWORD);
  await memberPage.getByLabel("Confirm password").fill(PASSWORD);
  await memberPage.getByRole("button", { name: "Set Password and Join" }).click();
  await memberPage.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor({ timeout: 15_000 });

  const users = (await (await adminPage.request.get("/api/users")).json()) as { id: string; email: string }[];
  const memberId = users.find((u) => u.email === memberEmail)!.id;
  const objective = await post("/api/objectives", {
    name: "Serve customers well",
    bscPerspective: "Customer",
  });
  const kpi = await post("/api/kpis", { name: "Tickets resolved", unit: "count", frequency: "monthly" });
  const ceo = await post("/api/functions", { name: "Head Office", parentId: null });
  const oa = await post("/api/objective-assignments", {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
  });
  await post("/api/kpi-assignments", {
    kpiId: kpi.id,
    objectiveAssignmentId: oa.id,
    weight: 100,
    ownerId: memberId,
    period: String(YEAR),
    targets: { [MONTH]: 40 },
  });
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
    await memberPage.screenshot({ path: "/tmp/cycle-loop/e2e-my-updates.png", fullPage: true });
  });
});
