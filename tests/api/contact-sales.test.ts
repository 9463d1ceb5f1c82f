import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, platformAuditLog } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { ensureSuperAdmin } from "../../src/server/features/auth/service";
import { clientAddress, GOOD_PASSWORD, JSON_HEADERS, uniqueEmail } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

// LANDING-3..LANDING-5, MAIL-8: the landing page's 'Contact Sales' request.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const request = (overrides: Record<string, unknown> = {}) => ({
  name: "Dana O'Neil",
  email: uniqueEmail("buyer"),
  company: "Acme Widgets (EU) GmbH",
  teamSize: "51-200",
  message: "We are 120 people in four countries.\nCan we talk about the Enterprise plan?",
  ...overrides,
});

const send = (payload: object, remoteAddress = clientAddress(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/contact-sales",
    headers: { ...JSON_HEADERS, ...headers },
    payload,
    remoteAddress,
  });

const auditRowsOf = (email: string) =>
  withPlatform(t.database.db, (tx) =>
    tx
      .select()
      .from(platformAuditLog)
      .where(
        and(eq(platformAuditLog.action, "sales.contact_requested"), eq(platformAuditLog.actorEmail, email)),
      ),
  );

const queuedMailsAbout = (email: string) =>
  withPlatform(t.database.db, (tx) =>
    tx
      .select({ recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(sql`${mailOutbox.textBody} like ${`%${email}%`}`),
  );

describe("Contact Sales (LANDING-4, LANDING-5, MAIL-8)", () => {
  it("keeps the request in the platform audit log when there is no super admin yet (LANDING-5)", async () => {
    const body = request();
    const res = await send(body);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(`Thanks — our team will reply to ${body.email}.`);
    const [row] = await auditRowsOf(body.email);
    expect(row).toMatchObject({
      actorUserId: null,
      targetType: "sales_contact",
      targetName: body.company,
      details: { name: body.name, company: body.company, teamSize: "51-200", message: body.message },
    });
    expect(await queuedMailsAbout(body.email)).toEqual([]);
  });

  it("mails every super admin the sender's details, with their address to reply to (MAIL-8)", async () => {
    const roots = [uniqueEmail("root"), uniqueEmail("root")];
    for (const root of roots) await ensureSuperAdmin(t.database.db, root, GOOD_PASSWORD);
    const body = request({ teamSize: undefined });
    const res = await send(body);
    expect(res.statusCode).toBe(202);
    for (const root of roots) {
      const mail = await t.mail.waitFor(root, (m) => m.text.includes(body.email));
      expect(mail.subject).toBe(`Contact Sales: ${body.name} (${body.company})`);
      expect(mail.text).toContain(`Reply to: ${body.email}`);
      expect(mail.text).toContain("Team size: not given");
      expect(mail.text).toContain(body.message);
      expect(mail.html).toContain(`mailto:${body.email}`);
    }
    expect((await queuedMailsAbout(body.email)).map((m) => m.recipient).sort()).toEqual([...roots].sort());
    expect(await auditRowsOf(body.email)).toHaveLength(1);
  });

  it.each([
    ["name", "Name must be at least 2 characters", { name: "" }],
    ["name", "Name must not contain a web address", { name: "Visit www.cheap-pills.example now" }],
    ["name", "Name must not contain a web address", { name: "http://spam" }],
    ["name", "Name must not contain a web address", { name: "Spam.com Team" }],
    ["company", "Company must not contain a web address", { company: "best-deals.biz/offer" }],
    ["company", "Company must not contain a web address", { company: "www.spam.example" }],
    ["company", "Company is required", { company: undefined }],
    ["email", "Please enter a valid email", { email: "not-an-email" }],
    ["email", "Email must be at most 255 characters", { email: `${"a".repeat(250)}@example.test` }],
    ["teamSize", "Please pick a team size from the list", { teamSize: "a million" }],
    ["message", "Message is required", { message: "   " }],
    ["message", "Message must be at most 2000 characters", { message: "x".repeat(2001) }],
    // TEXT-1, TEXT-2: no control characters anywhere; a name is one line, the message may have lines.
    ["name", "name must not contain control characters", { name: "Dana\u0000Smith" }],
    ["company", "company must be a single line of text", { company: "Acme\nWidgets" }],
  ])("refuses a bad %s with 400 '%s', nothing kept (case %#)", async (field, message, overrides) => {
    const body = request(overrides);
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    if (typeof body.email === "string") expect(await auditRowsOf(body.email.toLowerCase())).toEqual([]);
  });

  it("takes a message of exactly 2000 characters with line breaks (TEXT-2)", async () => {
    const body = request({ message: `${"x".repeat(999)}\n${"y".repeat(1000)}` });
    expect((await send(body)).statusCode).toBe(202);
  });

  it("limits requests per address with 429, nothing kept past the limit (LANDING-4)", async () => {
    const address = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(request(), address)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const blocked = request();
    const res = await send(blocked, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe("Too many requests. Please try again later");
    expect(await auditRowsOf(blocked.email)).toEqual([]);
  });

  it("limits requests per sender's e-mail across addresses with 429 (LANDING-4)", async () => {
    const email = uniqueEmail("repeat");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(request({ email }))).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await auditRowsOf(email)).toHaveLength(5);
  });

  it("refuses a request from another site like every public write (403)", async () => {
    const body = request();
    const res = await send(body, clientAddress(), {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(res.statusCode).toBe(403);
    expect(await auditRowsOf(body.email)).toEqual([]);
  });
});
