// Large briefing books as background jobs (EXPORT-24, JOB-8, API-40): a book of more than
// BRIEFING_JOB_MIN_KPIS KPIs, not kept, answers 202 with its job (Location to poll); the job makes the book,
// keeps its bytes on the job, and GET /api/jobs/{id}/file downloads it to the job's owner or an
// administrator of the organization, never to another member or another organization (404). Small books
// answer their PDF as before (tests/api/briefing.test.ts, tests/api/heavy-downloads.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentPeriod } from "../../src/domain/periods";
import type { JobAccepted } from "../../src/domain/schemas/jobs";
import { buildFixtureOrganization } from "../../src/server/db/seed/fixture";
import { hashPassword } from "../../src/server/features/auth/secrets";
import {
  BRIEFING_JOB_MIN_KPIS,
  countPdfPages,
  makeBriefingBook,
} from "../../src/server/features/reports/service";
import { signUpVerified } from "../support/accounts";
import { awaitJob } from "../support/jobs";
import { callApi } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

const PASSWORD = "Fixture-Password-1!";
const NOW = new Date();
const YEAR = NOW.getUTCFullYear();
const QUARTER = currentPeriod("quarterly", NOW).key;

let t: TestApp;
let orgId: string;
let admin: string;
let member: string;
let otherMember: string;
let stranger: string;
let largeFunctionId: string;

async function signIn(email: string): Promise<string> {
  const res = await callApi(t, "POST", "/api/auth/login", undefined, { email, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.cookies.find((c) => c.name.endsWith("meridian_session"))!;
  return `${session.name}=${session.value}`;
}

const bookUrl = (functionId: string) =>
  `/api/reports/briefing.pdf?functionId=${functionId}&year=${YEAR}&frequency=quarterly&period=${QUARTER}&view=period`;

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await buildFixtureOrganization(t.database.db, {
    name: "Books Org",
    functions: 3,
    // About a third in each function, two objectives each (at most 100 KPIs an objective: weights of 1).
    kpis: Math.ceil(3.6 * BRIEFING_JOB_MIN_KPIS),
    users: 6,
    years: 1,
    frequency: "quarterly",
    passwordHash: await hashPassword(PASSWORD),
    now: NOW,
    seed: 11,
  });
  orgId = fixture.organizationId;
  admin = await signIn(fixture.adminEmail);
  member = await signIn(fixture.adminEmail.replace(/^admin@/, "user3@"));
  otherMember = await signIn(fixture.adminEmail.replace(/^admin@/, "user4@"));
  stranger = (await signUpVerified(t)).cookie;
  // The functions by the KPIs of their scorecard (about a third each): the largest makes a job.
  const functions = (await callApi(t, "GET", "/api/functions", admin)).json() as { id: string }[];
  const sized: { id: string; kpis: number }[] = [];
  for (const f of functions) {
    const card = await callApi(
      t,
      "GET",
      `/api/scorecard?functionId=${f.id}&year=${YEAR}&frequency=quarterly&period=${QUARTER}&view=period`,
      admin,
    );
    const objectives = card.json().objectives as { kpis: unknown[] }[];
    sized.push({ id: f.id, kpis: objectives.reduce((sum, o) => sum + o.kpis.length, 0) });
  }
  sized.sort((a, b) => b.kpis - a.kpis);
  expect(sized[0]!.kpis).toBeGreaterThan(BRIEFING_JOB_MIN_KPIS);
  largeFunctionId = sized[0]!.id;
}, 240_000);
afterAll(() => t.close());

describe("large briefing books as jobs (EXPORT-24, JOB-8, API-40)", () => {
  it("answers 202 with a job for a large book; the job's file is the book, to its owner and the admins only", async () => {
    const res = await callApi(t, "GET", bookUrl(largeFunctionId), member);
    expect(res.statusCode, res.body).toBe(202);
    const accepted = res.json() as JobAccepted;
    expect(accepted.state).toBe("queued");
    expect(accepted.progress.total).toBeGreaterThan(BRIEFING_JOB_MIN_KPIS);
    expect(res.headers.location).toBe(`/api/jobs/${accepted.jobId}`);

    // Not made yet: no file.
    const early = await callApi(t, "GET", `/api/jobs/${accepted.jobId}/file`, member);
    expect([200, 404]).toContain(early.statusCode);

    const job = await awaitJob(t, member, accepted.jobId);
    expect(job.state, job.error ?? "").toBe("succeeded");
    expect(job.kind).toBe("briefing-book");
    const result = job.result as { fileName: string; pages: number; bytes: number };
    expect(job.progress).toEqual({ done: result.pages, total: result.pages });

    const file = await callApi(t, "GET", `/api/jobs/${accepted.jobId}/file`, member);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="${result.fileName}"`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(file.rawPayload.length).toBe(result.bytes);

    // The same book drawn directly: as many pages, and about as many bytes (only its creation time differs).
    const direct = await makeBriefingBook(
      { db: t.database.db, config: t.config } as never,
      orgId,
      { functionId: largeFunctionId, year: YEAR, frequency: "quarterly", period: QUARTER, view: "period" },
      NOW,
    );
    expect(countPdfPages(file.rawPayload)).toBe(countPdfPages(direct.pdf));
    expect(countPdfPages(direct.pdf)).toBeGreaterThan(10);
    expect(Math.abs(file.rawPayload.length - direct.pdf.length)).toBeLessThan(direct.pdf.length * 0.01);

    // JOB-6: an administrator of the organization may download it; another member or organization may not.
    expect((await callApi(t, "GET", `/api/jobs/${accepted.jobId}/file`, admin)).statusCode).toBe(200);
    expect((await callApi(t, "GET", `/api/jobs/${accepted.jobId}/file`, otherMember)).statusCode).toBe(404);
    expect((await callApi(t, "GET", `/api/jobs/${accepted.jobId}/file`, stranger)).statusCode).toBe(404);
    expect((await callApi(t, "GET", `/api/jobs/${accepted.jobId}`, stranger)).statusCode).toBe(404);
  });

  it("answers a job with no file 404", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await callApi(t, "GET", `/api/jobs/${missing}/file`, admin)).statusCode).toBe(404);
  });
});
