// Evidence files over the API (EVIDENCE-1..EVIDENCE-9, PLATFORM-12): upload checks (413, 415, 400),
// the download's headers, who may attach and delete, tenancy, and the multipart origin check.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, kpiAttachments, organizations } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { clearHits } from "../../src/server/features/auth/rate-limit";
import { clientAddress, signUpVerified } from "../support/accounts";
import {
  assignKpi,
  assignObjective,
  createFunction,
  expectStatus,
  injectSender,
  type Send,
} from "../support/cascade";
import { callApi, createKpi, createObjective, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let otherCookie: string;
let send: Send;
/** Owned by the admin. */
let adminKpi: string;
/** Owned by the member. */
let memberKpi: string;
let orgId: string;

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(200)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(100)]);

/** A multipart/form-data body with one file. */
function form(fileName: string, bytes: Buffer, field = "file") {
  const boundary = `----meridian${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(
  cookie: string,
  assignmentId: string,
  fileName: string,
  bytes: Buffer,
  query = "year=2026&period=january",
  headers: Record<string, string> = {},
) {
  const body = form(fileName, bytes);
  return t.app.inject({
    method: "POST",
    url: `/api/kpi-assignments/${assignmentId}/attachments?${query}`,
    headers: { cookie, "content-type": body.contentType, ...headers },
    payload: body.payload,
    remoteAddress: clientAddress(),
  });
}

const storedCount = () =>
  withPlatform(
    t.database.db,
    async (tx) =>
      (
        await tx
          .select({ id: kpiAttachments.id })
          .from(kpiAttachments)
          .where(eq(kpiAttachments.organizationId, orgId))
      ).length,
  );

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signUpVerified(t);
  adminCookie = admin.cookie;
  orgId = admin.user.organizationId;
  memberCookie = await invitedMemberCookie(t, adminCookie, "user");
  otherCookie = (await signUpVerified(t)).cookie;
  send = injectSender(t, adminCookie);
  const users = (await callApi(t, "GET", "/api/users", adminCookie)).json() as { id: string; role: string }[];
  const memberId = users.find((u) => u.role === "user")!.id;
  const fn = await createFunction(send, "Chief Executive");
  const objective = await createObjective(t, adminCookie);
  const oa = await assignObjective(send, {
    objectiveId: objective.id,
    organizationFunctionId: fn.id,
    weight: 100,
  });
  const kpiA = await createKpi(t, adminCookie, { name: "Revenue", frequency: "monthly" });
  const kpiB = await createKpi(t, adminCookie, { name: "Margin", frequency: "monthly" });
  adminKpi = (await assignKpi(send, { kpiId: kpiA.id, objectiveAssignmentId: oa.id, weight: 50 })).id;
  memberKpi = (
    await assignKpi(send, { kpiId: kpiB.id, objectiveAssignmentId: oa.id, weight: 50, ownerId: memberId })
  ).id;
}, 120_000);
afterAll(() => t.close());

describe("POST /api/kpi-assignments/{id}/attachments (EVIDENCE-2..EVIDENCE-6)", () => {
  it("stores a PDF with its metadata and an activity row (EVIDENCE-1, EVIDENCE-6)", async () => {
    const res = await upload(adminCookie, adminKpi, "Board pack.pdf", PDF);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kpiAssignmentId: adminKpi,
      year: 2026,
      period: "january",
      fileName: "Board pack.pdf",
      contentType: "application/pdf",
      size: PDF.length,
    });
    expect(res.json().sha256).toMatch(/^[0-9a-f]{64}$/);
    const list = await callApi(
      t,
      "GET",
      `/api/kpi-assignments/${adminKpi}/attachments?year=2026`,
      memberCookie,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { fileName: string }) => a.fileName)).toContain("Board pack.pdf");
    expect(list.body).not.toContain(`"content":`);
    const log = await withPlatform(t.database.db, (tx) =>
      tx.select().from(activities).where(eq(activities.organizationId, orgId)),
    );
    expect(
      log.some(
        (row) => row.action === "uploaded_data" && JSON.stringify(row.details).includes("Board pack.pdf"),
      ),
    ).toBe(true);
  });

  it("answers 413 above maxAttachmentSize and writes nothing (EVIDENCE-3)", async () => {
    expect(
      (await callApi(t, "PUT", "/api/organization-settings", adminCookie, { maxAttachmentSize: 1000 }))
        .statusCode,
    ).toBe(200);
    const before = await storedCount();
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(1200)]);
    const res = await upload(adminCookie, adminKpi, "big.pdf", big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than/);
    // Exactly the limit is fine.
    const exact = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(1000 - 9)]);
    expect((await upload(adminCookie, adminKpi, "exact.pdf", exact)).statusCode).toBe(201);
    expect(await storedCount()).toBe(before + 1);
    await callApi(t, "PUT", "/api/organization-settings", adminCookie, { maxAttachmentSize: 10_485_760 });
  });

  it.each([
    ["a PNG named .pdf (forged extension)", "chart.pdf", PNG],
    ["a PDF named .png", "scan.png", PDF],
    [
      "a zip named .docx without word/",
      "report.docx",
      Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.from("xl/sheet.xml")]),
    ],
    ["an extension outside the allowed types", "tool.exe", Buffer.from("MZ\x90\x00")],
    ["a file without an extension", "README", Buffer.from("hello")],
    ["csv while csv is not allowed", "data.csv", Buffer.from("a,b\n1,2\n")],
  ])("answers 415 for %s and writes nothing (EVIDENCE-3, EVIDENCE-4)", async (_name, fileName, bytes) => {
    const before = await storedCount();
    const res = await upload(adminCookie, adminKpi, fileName, bytes);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(await storedCount()).toBe(before);
  });

  it("accepts a real docx-like zip, a png and checks csv as UTF-8 once allowed (EVIDENCE-4)", async () => {
    const docx = Buffer.concat([
      Buffer.from("PK\x03\x04"),
      randomBytes(20),
      Buffer.from("word/document.xml"),
    ]);
    expect((await upload(adminCookie, adminKpi, "notes.docx", docx)).json().contentType).toMatch(
      /wordprocessingml/,
    );
    expect((await upload(adminCookie, adminKpi, "chart.png", PNG)).statusCode).toBe(201);
    await callApi(t, "PUT", "/api/organization-settings", adminCookie, {
      allowedFileTypes: [".pdf", ".csv"],
    });
    expect((await upload(adminCookie, adminKpi, "data.csv", Buffer.from("région,€\n1,2\n"))).statusCode).toBe(
      201,
    );
    expect(
      (await upload(adminCookie, adminKpi, "bad.csv", Buffer.from([0x61, 0xff, 0xfe, 0x62]))).statusCode,
    ).toBe(415);
    expect((await upload(adminCookie, adminKpi, "nul.csv", Buffer.from("a\u0000b"))).statusCode).toBe(415);
    expect((await upload(adminCookie, adminKpi, "chart2.png", PNG)).statusCode).toBe(415);
    await callApi(t, "PUT", "/api/organization-settings", adminCookie, {
      allowedFileTypes: [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".png", ".jpg", ".jpeg"],
    });
  });

  it("answers 400 for a zero-byte file and writes nothing (EVIDENCE-3)", async () => {
    const before = await storedCount();
    const res = await upload(adminCookie, adminKpi, "empty.pdf", Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The file is empty");
    expect(await storedCount()).toBe(before);
  });

  it("answers 400 without a file, for a period of another frequency, and for a bad year", async () => {
    const json = await callApi(
      t,
      "POST",
      `/api/kpi-assignments/${adminKpi}/attachments?year=2026&period=january`,
      adminCookie,
      { file: "x" },
    );
    expect(json.statusCode).toBe(400);
    expect((await upload(adminCookie, adminKpi, "a.pdf", PDF, "year=2026&period=q1")).statusCode).toBe(400);
    expect((await upload(adminCookie, adminKpi, "a.pdf", PDF, "year=12&period=january")).statusCode).toBe(
      400,
    );
    expect((await upload(adminCookie, adminKpi, "a.pdf", PDF, "year=2026&period=someday")).statusCode).toBe(
      400,
    );
  });

  it("keeps a file name without folders or control characters (EVIDENCE-5)", async () => {
    const res = await upload(adminCookie, adminKpi, "..\\..\\secret/\u202eevil\u0007 report.pdf", PDF);
    expect(res.statusCode).toBe(201);
    expect(res.json().fileName).toBe("evil report.pdf");
    const long = `${"x".repeat(400)}.pdf`;
    const kept = (await upload(adminCookie, adminKpi, long, PDF)).json().fileName as string;
    expect(kept.length).toBe(255);
    expect(kept.endsWith(".pdf")).toBe(true);
  });

  it("lets an owner attach to their own KPI and refuses a member on another's KPI with 403 (EVIDENCE-2)", async () => {
    expect((await upload(memberCookie, memberKpi, "mine.pdf", PDF)).statusCode).toBe(201);
    const before = await storedCount();
    const res = await upload(memberCookie, adminKpi, "not-mine.pdf", PDF);
    expect(res.statusCode).toBe(403);
    expect(await storedCount()).toBe(before);
  });

  it("answers 404 for another organization's KPI assignment (TENANT-2)", async () => {
    const before = await storedCount();
    expect((await upload(otherCookie, adminKpi, "x.pdf", PDF)).statusCode).toBe(404);
    expect(
      (await callApi(t, "GET", `/api/kpi-assignments/${adminKpi}/attachments`, otherCookie)).statusCode,
    ).toBe(404);
    expect(await storedCount()).toBe(before);
  });

  it("refuses a cross-site multipart POST (PLATFORM-12) and multipart on any other route", async () => {
    const before = await storedCount();
    const evil = await upload(adminCookie, adminKpi, "x.pdf", PDF, undefined, {
      origin: "https://evil.example",
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe("CROSS_SITE");
    const site = await upload(adminCookie, adminKpi, "x.pdf", PDF, undefined, {
      "sec-fetch-site": "cross-site",
    });
    expect(site.statusCode).toBe(403);
    expect(await storedCount()).toBe(before);
    const body = form("x.pdf", PDF);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/kpis",
      headers: { cookie: adminCookie, "content-type": body.contentType },
      payload: body.payload,
      remoteAddress: clientAddress(),
    });
    expect(elsewhere.statusCode).toBe(415);
  });
});

describe("GET /api/attachments/{id} (EVIDENCE-8)", () => {
  it("downloads the bytes as an attachment, nosniff, not cached", async () => {
    const created = (await upload(adminCookie, adminKpi, "Résumé (final).pdf", PDF)).json();
    const res = await callApi(t, "GET", `/api/attachments/${created.id}`, memberCookie);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="R_sum_ (final).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29.pdf`,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers 404 to another organization and for an unknown id", async () => {
    const created = (await upload(adminCookie, adminKpi, "private.pdf", PDF)).json();
    expect((await callApi(t, "GET", `/api/attachments/${created.id}`, otherCookie)).statusCode).toBe(404);
    expect(
      (await callApi(t, "GET", `/api/attachments/00000000-0000-4000-8000-000000000000`, adminCookie))
        .statusCode,
    ).toBe(404);
  });
});

describe("DELETE /api/attachments/{id} (EVIDENCE-9)", () => {
  it("lets the uploader-owner and admins delete; refuses other members and other organizations", async () => {
    const admins = (await upload(adminCookie, memberKpi, "admin-file.pdf", PDF)).json();
    const members = (await upload(memberCookie, memberKpi, "member-file.pdf", PDF)).json();
    // The member owns the KPI but did not upload the admin's file.
    expect((await callApi(t, "DELETE", `/api/attachments/${admins.id}`, memberCookie)).statusCode).toBe(403);
    expect((await callApi(t, "DELETE", `/api/attachments/${members.id}`, otherCookie)).statusCode).toBe(404);
    expect((await callApi(t, "DELETE", `/api/attachments/${members.id}`, memberCookie)).statusCode).toBe(200);
    expect((await callApi(t, "DELETE", `/api/attachments/${admins.id}`, adminCookie)).statusCode).toBe(200);
    expect((await callApi(t, "GET", `/api/attachments/${admins.id}`, adminCookie)).statusCode).toBe(404);
  });
});

describe("LOCK-5: a closed period's evidence and commentary are frozen", () => {
  it("upload, delete and commentary in a closed March answer 423 and change nothing; April is open", async () => {
    const kept = (await upload(memberCookie, memberKpi, "march.pdf", PDF, "year=2026&period=march")).json();
    const lock = await expectStatus<{ id: string }>(send, 201, "POST", "/api/period-locks", {
      year: 2026,
      frequency: "monthly",
      period: "march",
    });
    const before = await storedCount();
    const refused = await upload(memberCookie, memberKpi, "late.pdf", PDF, "year=2026&period=march");
    expect(refused.statusCode, refused.body).toBe(423);
    expect(refused.json().code).toBe("PERIOD_LOCKED");
    expect((await callApi(t, "DELETE", `/api/attachments/${kept.id}`, memberCookie)).statusCode).toBe(423);
    expect((await callApi(t, "DELETE", `/api/attachments/${kept.id}`, adminCookie)).statusCode).toBe(423);
    expect(await storedCount()).toBe(before);
    const commentary = (period: string) =>
      callApi(t, "PUT", `/api/kpi-assignments/${memberKpi}/commentary`, memberCookie, {
        year: 2026,
        period,
        analysis: "Late thoughts",
        recommendations: "",
      });
    expect((await commentary("march")).statusCode).toBe(423);
    expect((await commentary("april")).statusCode).toBe(200);
    expect(
      (await upload(memberCookie, memberKpi, "april.pdf", PDF, "year=2026&period=april")).statusCode,
    ).toBe(201);
    await expectStatus(send, 200, "DELETE", `/api/period-locks/${lock.id}`, { reason: "Test clean-up" });
    expect((await callApi(t, "DELETE", `/api/attachments/${kept.id}`, memberCookie)).statusCode).toBe(200);
  });
});

describe("EVIDENCE-13: the plan's storage and a member's pace", () => {
  it("a Free organization keeps at most 100 MB: past it an upload is 413 naming the plan, nothing stored", async () => {
    await withPlatform(t.database.db, (tx) =>
      tx.update(organizations).set({ subscriptionTier: "free" }).where(eq(organizations.id, orgId)),
    );
    // The bytes counted are the stored sizes: one row stands for 100 MB less 100 bytes already kept.
    const [filler] = await withPlatform(t.database.db, (tx) =>
      tx
        .insert(kpiAttachments)
        .values({
          organizationId: orgId,
          kpiAssignmentId: memberKpi,
          year: 2026,
          periodKey: "may",
          fileName: "archive.pdf",
          contentType: "application/pdf",
          size: 100 * 1024 * 1024 - 100,
          sha256: "0".repeat(64),
          content: Buffer.from("%PDF-1.7"),
        })
        .returning({ id: kpiAttachments.id }),
    );
    const before = await storedCount();
    const full = await upload(adminCookie, memberKpi, "one-more.pdf", PDF, "year=2026&period=may");
    expect(full.statusCode, full.body).toBe(413);
    expect(full.json().message).toBe(
      "Your organization's evidence storage is full (100 MB on the Free plan). Delete files no longer needed, or upgrade the plan",
    );
    expect(await storedCount()).toBe(before);
    expect((await callApi(t, "DELETE", `/api/attachments/${filler!.id}`, adminCookie)).statusCode).toBe(200);
    expect(
      (await upload(adminCookie, memberKpi, "room-again.pdf", PDF, "year=2026&period=may")).statusCode,
    ).toBe(201);
  });

  it("a member uploads at most 60 files an hour; the 61st is 429 before its file is read", async () => {
    const me = (await callApi(t, "GET", "/api/auth/user", memberCookie)).json();
    await withPlatform(t.database.db, (tx) => clearHits(tx, `evidence:user:${me.id}`));
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push(
        (await upload(memberCookie, memberKpi, `n${i}.pdf`, PDF, "year=2026&period=june")).statusCode,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe("A file over the limit (EVIDENCE-3, EVIDENCE-11)", () => {
  const TEN_MB = 10 * 1024 * 1024;
  const TOO_LARGE = "The file is larger than 10 MB, the most allowed";

  it("says the limit in MB, not in bytes, and stores nothing", async () => {
    await callApi(t, "PUT", "/api/organization-settings", adminCookie, { maxAttachmentSize: TEN_MB });
    const before = await storedCount();
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(TEN_MB + 1024 * 1024)]);
    const res = await upload(adminCookie, adminKpi, "board-pack.pdf", big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TOO_LARGE);
    expect(await storedCount()).toBe(before);
  });

  it("is refused from its declared Content-Length, before the body is read", async () => {
    // A small, acceptable body declared as 11 MB: only the header can have refused it.
    const body = form("declared.pdf", PDF);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/kpi-assignments/${adminKpi}/attachments?year=2026&period=january`,
      headers: {
        cookie: adminCookie,
        "content-type": body.contentType,
        "content-length": String(TEN_MB + 1024 * 1024),
      },
      payload: body.payload,
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TOO_LARGE);
  });

  it("is refused at the stream limit when no length is declared", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(TEN_MB + 1024 * 1024)]);
    const body = form("streamed.pdf", big);
    const chunks = Array.from({ length: Math.ceil(body.payload.length / 65536) }, (_, i) =>
      body.payload.subarray(i * 65536, (i + 1) * 65536),
    );
    const res = await t.app.inject({
      method: "POST",
      url: `/api/kpi-assignments/${adminKpi}/attachments?year=2026&period=january`,
      headers: { cookie: adminCookie, "content-type": body.contentType },
      payload: Readable.from(chunks),
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TOO_LARGE);
  });
});
