// The briefing book (REPORT-1..REPORT-10, API-31): the PDF's text is read back with
// pdfjs-dist and checked against the scorecard's own answer: the organization, the overall score as the
// scorecard gives it, every objective's name; an outline entry per section; the scorecard's query rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScorecardResponse } from "../../src/domain/schemas/scorecard";
import { type DemoLogin, seedDemoOrganization } from "../../src/server/db/seed/demo";
import { pdfText } from "../../src/server/features/reports/fonts";
import { briefingFilename } from "../../src/server/features/reports/service";
import { clientAddress, JSON_HEADERS, signUpVerified } from "../support/accounts";
import { readPdf } from "../support/pdf";
import { createTestApp, type TestApp } from "../support/test-app";

// DEMO-2: the demo organization, seeded as if today were 15 July 2026.
const NOW = new Date(Date.UTC(2026, 6, 15, 9));
const QUERY = "year=2026&frequency=quarterly&period=q2&view=period";

let t: TestApp;
let demo: DemoLogin;
let cookie: string;
let memberCookie: string;
let other: Awaited<ReturnType<typeof signUpVerified>>;

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: JSON_HEADERS,
    remoteAddress: clientAddress(),
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  const session = res.cookies.find((c) => c.name.endsWith("meridian_session"))!;
  return `${session.name}=${session.value}`;
}

const get = (url: string, as = cookie) =>
  t.app.inject({ method: "GET", url, headers: { cookie: as }, remoteAddress: clientAddress() });

beforeAll(async () => {
  t = await createTestApp();
  demo = await seedDemoOrganization(t.database.db, { now: NOW });
  cookie = await signIn(demo.email, demo.password);
  memberCookie = await signIn(demo.email.replace(/^[^@]+/, "sofia"), demo.password);
  other = await signUpVerified(t, { companyName: "Elsewhere Ltd" });
}, 120_000);
afterAll(() => t.close());

describe("GET /api/reports/briefing.pdf (REPORT-1..REPORT-10)", () => {
  let card: ScorecardResponse;
  let pdf: Awaited<ReturnType<typeof readPdf>>;
  let bytes: Buffer;

  beforeAll(async () => {
    card = (await get(`/api/scorecard?${QUERY}`)).json();
    // REPORT-7: an initiative on the first objective (the initiatives API, API-24).
    const made = await t.app.inject({
      method: "POST",
      url: "/api/initiatives",
      headers: { ...JSON_HEADERS, cookie },
      remoteAddress: clientAddress(),
      payload: {
        name: "Depot electrification programme",
        objectiveAssignmentIds: [card.objectives[0]!.objectiveAssignmentId],
        startDate: "2026-01-01",
        endDate: "2026-12-31",
        percentComplete: 40,
      },
    });
    expect(made.statusCode).toBe(201);
    const res = await get(`/api/reports/briefing.pdf?${QUERY}`);
    expect(res.statusCode).toBe(200);
    bytes = res.rawPayload;
    pdf = await readPdf(bytes);
  }, 120_000);

  it("is an A4 PDF download, not cached (REPORT-1, API-31)", async () => {
    const res = await get(`/api/reports/briefing.pdf?${QUERY}`);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${briefingFilename(card.functionName, "q2", 2026)}"`,
    );
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // A4 portrait: 595.28 × 841.89 points.
    expect(bytes.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it("shows the organization, the function, the period and the overall score as the scorecard gives it (REPORT-2)", () => {
    expect(card.score).not.toBeNull();
    expect(pdf.text).toContain("Northwind Logistics");
    expect(pdf.text).toContain(card.functionName!);
    expect(pdf.text).toContain("Q2 2026");
    expect(pdf.text).toContain(`${card.score}%`);
    expect(pdf.text).toContain(`${card.coverage.reporting} of ${card.coverage.total} objectives reporting`);
  });

  it("names every objective and every KPI of the scorecard, with each perspective's score (REPORT-3, REPORT-5)", () => {
    expect(card.objectives.length).toBeGreaterThan(3);
    for (const objective of card.objectives) expect(pdf.text).toContain(pdfText(objective.name));
    // REPORT-9: the demo's 'CO₂ per delivery' keeps its subscript in the embedded font.
    expect(pdf.text).toContain("CO₂ per delivery");
    for (const kpi of card.objectives.flatMap((o) => o.kpis)) expect(pdf.text).toContain(pdfText(kpi.name));
    for (const perspective of card.perspectives) {
      expect(pdf.text).toContain(perspective.name);
      if (perspective.score !== null) expect(pdf.text).toContain(`${perspective.score}%`);
    }
  });

  it("has an outline entry per section and per objective, and page numbers (REPORT-8, REPORT-10)", () => {
    expect(pdf.outline[0]).toBe("Cover");
    expect(pdf.outline[1]).toBe("Strategy map");
    for (const perspective of card.perspectives) expect(pdf.outline).toContain(perspective.name);
    for (const objective of card.objectives) expect(pdf.outline).toContain(`  ${objective.name}`);
    expect(pdf.text).toContain(`Page 1 of ${pdf.pages}`);
    expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
  });

  it("lists the initiatives of the function's objectives with their health (REPORT-7)", () => {
    expect(pdf.outline.at(-1)).toBe("Initiatives");
    expect(pdf.text).toContain("Depot electrification programme");
    expect(pdf.text).toMatch(/Depot electrification programme .*2026-01-01 to 2026-12-31 · 40% complete/);
  });

  it("is readable by a member too, like the scorecard (ROLE-2)", async () => {
    const res = await get(`/api/reports/briefing.pdf?${QUERY}`, memberCookie);
    expect(res.statusCode).toBe(200);
  });

  it("takes the scorecard's query: another organization's function 404, bad values 400 naming the field", async () => {
    const theirs = (await get("/api/scorecard", other.cookie)).json() as ScorecardResponse;
    const foreign = theirs.functionId ?? "00000000-0000-4000-8000-00000000abcd";
    const res = await get(`/api/reports/briefing.pdf?functionId=${foreign}&${QUERY}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Function not found");

    const badFunction = await get("/api/reports/briefing.pdf?functionId=nope");
    expect(badFunction.statusCode).toBe(400);
    expect(badFunction.json().fields).toHaveProperty("functionId");
    const badYear = await get("/api/reports/briefing.pdf?year=1800");
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().fields).toHaveProperty("year");
    const badPeriod = await get("/api/reports/briefing.pdf?frequency=quarterly&period=march");
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().fields).toHaveProperty("period");
  });

  it("asks to sign in first (401)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/reports/briefing.pdf" });
    expect(res.statusCode).toBe(401);
  });

  it("makes a book for an organization with no functions yet", async () => {
    const res = await get("/api/reports/briefing.pdf", other.cookie);
    expect(res.statusCode).toBe(200);
    const empty = await readPdf(res.rawPayload);
    expect(empty.text).toContain("Elsewhere Ltd");
    expect(empty.text).toContain("No data");
  });
});
