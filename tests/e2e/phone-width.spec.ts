import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { currentPeriod, MONTH_KEYS } from "../../src/domain/periods";
import { PASSWORD, SUPER_ADMIN, verificationCode, verify } from "./support/accounts";
import { apiAs, call, cookieOf } from "./support/api";
import { browserForFile } from "./support/browser";

// UI-39, UI-40: at a phone's 390 px no screen scrolls sideways, with names that are one long word
// everywhere (organization, function, theme, objective, KPI, user). Sign-ups in this file: one.
const browser = browserForFile();
const PHONE = 390;

const stamp = Date.now().toString(36);
const WORD = "Customer-Satisfaction-Index-Across-All-Regional-Subsidiaries";
const LONG = {
  company: `Analytical-Engines-Worldwide-Holdings-International-${stamp}`,
  theme: `Theme-${WORD}`,
  objective: `Objective-${WORD}`,
  kpi: `KPI-${WORD}`,
  otherKpi: `Second-${WORD}`,
  function: `Function-${WORD}`,
  lastName: "Wolfeschlegelsteinhausenbergerdorffvoralternwaren",
  email: `a-very-long-mailbox-name-without-any-break-${stamp}@example.test`,
};
const admin = { email: `phone-${stamp}@example.test`, password: PASSWORD };

let signedIn: Page;

beforeAll(async () => {
  // The sign-up through the API, with a company name that is one long word; its session, verified,
  // signs the page in.
  const signup = await call(undefined, "POST", "/api/auth/signup", {
    ...admin,
    firstName: "Ada",
    lastName: LONG.lastName,
    companyName: LONG.company,
  });
  if (signup.status !== 201)
    throw new Error(`sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const api = apiAs(await verify(cookieOf(signup.response), await verificationCode(admin.email)));
  signedIn = await browser.newPage({ width: PHONE, cookie: api.cookie });

  const year = new Date().getFullYear();
  const month = currentPeriod("monthly", new Date()).key;
  const months = MONTH_KEYS.slice(0, MONTH_KEYS.indexOf(month as (typeof MONTH_KEYS)[number]) + 1);
  const theme = await api.post("/api/themes", { name: LONG.theme, color: "#22C55E" });
  const objective = await api.post("/api/objectives", {
    name: LONG.objective,
    bscPerspective: "Customer",
    themeId: theme.id,
    description: `${WORD}-${WORD}`,
  });
  const kpi = await api.post("/api/kpis", { name: LONG.kpi, unit: "%", frequency: "monthly" });
  const other = await api.post("/api/kpis", { name: LONG.otherKpi, unit: "%", frequency: "monthly" });
  const ceo = await api.post("/api/functions", { name: LONG.function, parentId: null });
  await api.post("/api/functions", { name: `Child-${WORD}`, parentId: ceo.id });
  const onCeo = await api.post("/api/objective-assignments", {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
  });
  const targets = Object.fromEntries(MONTH_KEYS.map((key) => [key, 100]));
  const assignment = await api.post("/api/kpi-assignments", {
    kpiId: kpi.id,
    objectiveAssignmentId: onCeo.id,
    weight: 60,
    targets,
    period: String(year),
  });
  await api.post("/api/kpi-assignments", {
    kpiId: other.id,
    objectiveAssignmentId: onCeo.id,
    weight: 40,
    targets,
    period: String(year),
  });
  await api.patch(`/api/kpi-assignments/${assignment.id}`, {
    actualResults: Object.fromEntries(months.map((key) => [key, 95])),
    period: String(year),
  });
  await api.post("/api/users", {
    firstName: "Grace",
    lastName: LONG.lastName,
    email: LONG.email,
    role: "user",
  });
});

/** The page is no wider than the window: nothing scrolls sideways (UI-40). */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // What sticks out, to make a failure readable.
    wide: [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(-3)
      .map((element) => `${element.tagName} "${(element.textContent ?? "").slice(0, 40)}"`),
  }));
  expect(scrollWidth, `${screen} scrolls sideways: ${wide.join(", ")}`).toBeLessThanOrEqual(innerWidth);
}

/** Opens a screen, waits for its heading (and tab), lets its data arrive, then measures it. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>, screen: string) {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState("networkidle");
  await expectNoSidewaysScroll(page, screen);
}

/** The first visible element with the text (phone and desktop layouts may both be in the page). */
const seen = (page: Page, text: string) => page.getByText(text).filter({ visible: true }).first().waitFor();
const h1 = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { level: 1, name }).waitFor();
const tab =
  (heading: string, name: string | RegExp, after?: (page: Page) => Promise<unknown>) =>
  async (page: Page) => {
    await h1(heading)(page);
    await page.getByRole("tab", { name }).click();
    await after?.(page);
  };

describe("Phone width: no screen scrolls sideways at 390 px (UI-39, UI-40)", () => {
  it("the signed-out screens: landing, sign-in, sign-up, password reset and 404", async () => {
    const page = await browser.newPage({ width: PHONE });
    await visit(page, "/", (p) => p.getByRole("navigation", { name: "Main" }).waitFor(), "landing");
    await visit(page, "/?auth=signin", (p) => p.getByRole("dialog").waitFor(), "sign-in");
    await visit(page, "/?auth=signup", (p) => p.getByRole("dialog").waitFor(), "sign-up");
    await visit(page, "/reset-password?token=x", (p) => p.locator("main").waitFor(), "reset password");
    // Signed out, an unknown path leads to the landing page or its sign-in.
    await visit(page, `/no-such-screen-${WORD}`, (p) => p.locator("main").first().waitFor(), "unknown path");
  });

  it("every organization screen, with long names in its tables and cards", async () => {
    const page = signedIn;
    const screens: [string, string, (page: Page) => Promise<unknown>][] = [
      ["/", "dashboard", h1("Dashboard")],
      ["/corporate-bsc", "Corporate BSC", (p) => p.locator(`[data-objective="${LONG.objective}"]`).waitFor()],
      ["/kpi-results", "KPI Results", (p) => p.locator(`tr[data-kpi="${LONG.kpi}"]`).waitFor()],
      ["/kpi-overview", "KPI Input", (p) => p.locator(`tr[data-kpi="${LONG.kpi}"]`).waitFor()],
      ["/set-cascade", "Set and Cascade", (p) => seen(p, LONG.function)],
      ["/library", "Library: objectives", (p) => seen(p, LONG.objective)],
      ["/library", "Library: KPIs", tab("Library", /KPIs/, (p) => seen(p, LONG.kpi))],
      ["/library", "Library: themes", tab("Library", /Themes/, (p) => seen(p, LONG.theme))],
      ["/activities", "Activities", (p) => seen(p, LONG.kpi)],
      ["/settings", "Settings: scoring", h1("Settings")],
      ["/settings", "Settings: users", tab("Settings", "Users", (p) => seen(p, LONG.email))],
      ["/my-kpis", "My KPIs", (p) => p.locator("main h1").waitFor()],
      [`/no-such-screen-${WORD}`, "404 in the app", h1("Page Not Found")],
    ];
    for (const [path, screen, ready] of screens) await visit(page, path, ready, screen);
  });

  it("KPI Results and KPI Input show score, status and the edit action inside the window", async () => {
    const page = signedIn;
    const inside = async (screen: string, what: string, locator: ReturnType<Page["locator"]>) => {
      const box = await locator.boundingBox();
      expect(box, `${screen}: ${what} is not shown`).not.toBeNull();
      expect(box?.x ?? -1, `${screen}: ${what} starts left of the window`).toBeGreaterThanOrEqual(0);
      expect(
        (box?.x ?? 0) + (box?.width ?? 0),
        `${screen}: ${what} ends past the window`,
      ).toBeLessThanOrEqual(PHONE);
    };

    await page.goto("/kpi-results");
    const result = page.locator(`tr[data-kpi="${LONG.kpi}"]`);
    await result.waitFor();
    await inside("KPI Results", "the score", result.getByRole("button", { name: /How the score of/ }));
    await inside(
      "KPI Results",
      "the status",
      result.locator("[data-status]").filter({ visible: true }).first(),
    );
    await inside(
      "KPI Results",
      "the edit action",
      result.getByRole("button", { name: /Update the result of/ }),
    );

    await page.goto("/kpi-overview");
    const input = page.locator(`tr[data-kpi="${LONG.kpi}"]`);
    await input.waitFor();
    await inside("KPI Input", "the score", input.getByRole("button", { name: /How the score of/ }));
    await inside("KPI Input", "the status", input.getByTestId("kpi-status"));
    await inside(
      "KPI Input",
      "the edit action",
      input.getByRole("button", { name: /Edit actual results of/ }),
    );
  });

  it("the super admin's Admin Panel tabs and Database Tables", async () => {
    const page = await browser.newPage({ width: PHONE });
    const login = await page.request.post("/api/auth/login", { data: SUPER_ADMIN });
    expect(login.ok()).toBe(true);
    const admin = (name: string) => tab("Admin Panel", name, (p) => p.waitForLoadState("networkidle"));
    await visit(page, "/admin", (p) => seen(p, LONG.company), "Admin Panel: organizations");
    await visit(page, "/admin", admin("Users"), "Admin Panel: users");
    await visit(page, "/admin", admin("Analytics"), "Admin Panel: analytics");
    await visit(page, "/admin", admin("System"), "Admin Panel: system");
    await visit(page, "/tables", h1(/Database Tables/), "Database Tables: data");
    await visit(page, "/tables", tab("Database Tables", "Schema"), "Database Tables: schema");
    await visit(page, "/tables", tab("Database Tables", "Relationships"), "Database Tables: relationships");
  });
});
