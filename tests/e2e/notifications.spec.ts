import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, expectToast, invitedMember, openHome } from "./support/accounts";
import { type Api, apiAs } from "./support/api";
import { browserForFile, mailsTo } from "./support/browser";
import { picture } from "./support/pictures";
import { oneKpiScorecard } from "./support/scorecard";

// Notifications end to end (UI-98..UI-104, NOTIFY-12): an administrator enters an actual that puts a
// member's KPI Below Target; the member's bell shows 1, the panel explains the score, 'Add commentary'
// opens KPI Results' dialog on the commentary editor of that period, the commentary is saved and the
// bell goes back to 0; then a preference is switched off and back. Sign-ups in this file: one; the
// member is invited by the administrator.
const browser = browserForFile();
const YEAR = new Date().getFullYear();
// The quarter whose values are entered: today's (PERIOD-3, calendar fiscal year).
const QUARTER = `q${Math.floor(new Date().getMonth() / 3) + 1}`;
const QUARTER_LABEL = `${QUARTER.toUpperCase()} ${YEAR}`;
const KPI = "Signed contracts";
let api: Api;
let memberPage: Page;
let kpiAssignment: { id: string; version: string };
const memberEmail = `notified-${Date.now().toString(36)}@example.test`;

// Found in the page even while a modal dialog hides the rest from the accessibility tree.
const bell = (page: Page) => page.locator('header button[aria-label^="Notifications, "]');

beforeAll(async () => {
  const admin = await createVerifiedAccount("notify-admin");
  api = apiAs(admin.cookie);
  // The member joins through the API (the invitation page is tested in invitation.spec.ts).
  const member = await invitedMember(api, { firstName: "Mia", lastName: "Member", email: memberEmail });
  memberPage = await browser.newPage({ width: 1440, cookie: member.cookie });
  memberPage.setDefaultTimeout(10_000);
  await openHome(memberPage);
  ({ kpiAssignment } = await oneKpiScorecard(api, {
    kpi: { name: KPI, unit: "count", frequency: "quarterly" },
    assignment: { ownerId: member.id, period: String(YEAR), targets: { [QUARTER]: 100 } },
  }));
});

describe("notifications (UI-98..UI-104)", () => {
  it("NOTIFY-12, UI-98: the admin's actual puts the member's KPI Below Target and the bell shows 1", async () => {
    await expect.poll(() => bell(memberPage).getAttribute("aria-label")).toBe("Notifications, 0 unread");
    await api.patch(`/api/kpi-assignments/${kpiAssignment.id}`, {
      period: String(YEAR),
      actualResults: { [QUARTER]: 40 },
      version: kpiAssignment.version,
    });
    // The member comes back to the app: the bell asks again on focus; a reload does the same here.
    await memberPage.reload();
    await memberPage.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await expect.poll(() => bell(memberPage).getAttribute("aria-label")).toBe("Notifications, 1 unread");
    expect(await memberPage.getByTestId("bell-badge").textContent()).toBe("1");
    // UI-103: the Dashboard lists it under 'Needs your attention' with its first action.
    const attention = memberPage.getByRole("list", { name: "Needs your attention" });
    await attention.getByRole("link", { name: `${KPI} entered Below Target` }).waitFor();
    await attention.getByRole("link", { name: "Add commentary" }).waitFor();
    await picture(memberPage, "notifications-dashboard", { fullPage: true });
  });

  it("UI-98: the panel explains the score: the period, the actual, the target and the score", async () => {
    await bell(memberPage).click();
    const panel = memberPage.getByRole("dialog", { name: "Notifications" });
    const alert = panel.getByTestId("panel-notification").filter({ hasText: `${KPI} entered Below Target` });
    await alert.waitFor();
    expect(await alert.getAttribute("data-unread")).toBe("true");
    const explanation = (await alert.getByTestId("panel-lines").textContent()) ?? "";
    expect(explanation).toContain(QUARTER_LABEL);
    expect(explanation).toContain("Below Target");
    expect(explanation).toContain("actual 40 / target 100");
    expect(explanation).toContain("40%");
    // The panel opens on the newest notification (keyboard, UI-98).
    expect(await alert.getByRole("button").evaluate((el) => el === document.activeElement)).toBe(true);
    await picture(memberPage, "notifications-panel");
  });

  it("UI-101: 'Add commentary' opens KPI Results' dialog on the commentary editor of that period", async () => {
    const panel = memberPage.getByRole("dialog", { name: "Notifications" });
    await panel.getByRole("link", { name: "Add commentary" }).click();
    const dialog = memberPage.getByRole("dialog", { name: KPI });
    await dialog.waitFor();
    expect(new URL(memberPage.url()).pathname).toBe("/kpi-results");
    const writer = dialog.getByRole("region", { name: `Commentary for ${QUARTER_LABEL}` });
    await writer.waitFor();
    const analysis = writer.getByLabel("Analysis");
    await expect.poll(() => analysis.evaluate((el) => el === document.activeElement)).toBe(true);
    // The link's parameters left the address, so closing the dialog keeps it closed.
    expect(new URL(memberPage.url()).search).toBe("");
    // Opening the alert read it: the bell is back to 0.
    await expect.poll(() => bell(memberPage).getAttribute("aria-label")).toBe("Notifications, 0 unread");
    expect(await memberPage.getByTestId("bell-badge").count()).toBe(0);
    await picture(memberPage, "notifications-commentary");
  });

  it("COMMENT-2: the member writes the commentary of that period", async () => {
    const dialog = memberPage.getByRole("dialog", { name: KPI });
    const writer = dialog.getByRole("region", { name: `Commentary for ${QUARTER_LABEL}` });
    await writer.getByLabel("Analysis").fill("Two large deals slipped into the next quarter.");
    await writer.getByLabel("Recommendations").fill("Add a second account executive.");
    await writer.getByRole("button", { name: "Save commentary" }).click();
    await expectToast(memberPage, "Success", "Commentary saved");
    await dialog.getByText("Two large deals slipped into the next quarter.").first().waitFor();
    // (Escape would first close the toast, the topmost layer.)
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(memberPage.url()).search).toBe("");
  });

  it("UI-99: the page lists the alert as read, with its whole explanation and its actions", async () => {
    await bell(memberPage).click();
    await memberPage
      .getByRole("dialog", { name: "Notifications" })
      .getByRole("link", { name: "See all" })
      .click();
    await memberPage.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    const entry = memberPage.getByTestId("notification").filter({ hasText: `${KPI} entered Below Target` });
    await entry.waitFor();
    expect(await entry.getAttribute("data-unread")).toBe("false");
    expect(await entry.textContent()).toContain(QUARTER_LABEL);
    await entry.getByRole("link", { name: "Create an initiative" }).waitFor();
    await memberPage.getByRole("tab", { name: "Unread" }).click();
    await memberPage.getByText("You're all caught up.").waitFor();
  });

  it("UI-100: a type switched to Off and back is saved each time", async () => {
    const channel = async () => {
      const res = await memberPage.request.get("/api/notification-preferences");
      const body = (await res.json()) as { preferences: { type: string; channel: string }[] };
      return body.preferences.find((p) => p.type === "kpi_status")?.channel;
    };
    await memberPage.goto("/notifications?tab=preferences");
    const form = memberPage.getByRole("form", { name: "Notification preferences" });
    await form.getByRole("radio", { name: "KPI status changes: Daily digest" }).waitFor();
    expect(await form.getByRole("radio", { name: "KPI status changes: Daily digest" }).isChecked()).toBe(
      true,
    );
    await form.getByRole("radio", { name: "KPI status changes: Off" }).check();
    await form.getByRole("button", { name: "Save preferences" }).click();
    await expectToast(memberPage, "Success", "Notification preferences saved");
    expect(await channel()).toBe("off");
    await picture(memberPage, "notifications-preferences", { fullPage: true });
    await form.getByRole("radio", { name: "KPI status changes: Daily digest" }).check();
    await form.getByRole("button", { name: "Save preferences" }).click();
    await expectToast(memberPage, "Success", "Notification preferences saved");
    expect(await channel()).toBe("digest");
  });

  it("UI-104, NOTIFY-10: the mail's unsubscribe link, opened signed out, moves the type to the app", async () => {
    const channel = async () => {
      const res = await memberPage.request.get("/api/notification-preferences");
      const body = (await res.json()) as { preferences: { type: string; channel: string }[] };
      return body.preferences.find((p) => p.type === "kpi_status")?.channel;
    };
    const put = await memberPage.request.put("/api/notification-preferences", {
      data: { preferences: [{ type: "kpi_status", channel: "email" }] },
    });
    expect(put.ok()).toBe(true);
    // The KPI recovers (40 → 95 of 100): told at once by e-mail, with the unsubscribe link.
    const current = await api.get<{ id: string; version: string }[]>(`/api/kpi-assignments?year=${YEAR}`);
    await api.patch(`/api/kpi-assignments/${kpiAssignment.id}`, {
      period: String(YEAR),
      actualResults: { [QUARTER]: 95 },
      version: current.find((row) => row.id === kpiAssignment.id)?.version,
    });
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const mail = (await mailsTo(memberEmail)).find((m) => m.subject.includes(KPI));
          link = mail?.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
          return link !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const url = new URL(link as string);
    const visitor = await browser.newPage({ width: 390 });
    await visitor.goto(`${url.pathname}${url.search}`);
    await visitor.getByRole("heading", { level: 1, name: "You are unsubscribed" }).waitFor();
    expect(await visitor.getByTestId("unsubscribed-types").textContent()).toBe(
      "You will no longer get e-mail about: KPI status changes. You still see them in Meridian.",
    );
    await visitor.getByRole("link", { name: "Sign in" }).waitFor();
    await picture(visitor, "notifications-unsubscribed");
    expect(await channel()).toBe("in_app");
    // A made-up token is told apart.
    await visitor.goto("/unsubscribe?token=not-a-token");
    await visitor.getByRole("heading", { level: 1, name: "Unknown unsubscribe link" }).waitFor();
  });
});
