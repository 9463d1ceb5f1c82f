// USER-12, SETTINGS-20, MAIL-22, REPORT-29, EXPORT-26, ERROR-9 (docs/decisions/026): the server speaks the
// signed-in person's language, else their organization's, and Accept-Language only to the signed-out.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoLogin, seedDemoOrganization } from "../../src/server/db/seed/demo";
import { clientAddress, JSON_HEADERS, signUpVerified, uniqueEmail } from "../support/accounts";
import { readPdf } from "../support/pdf";
import { createTestApp, type TestApp } from "../support/test-app";

const NOW = new Date(Date.UTC(2026, 6, 15, 9));
const QUERY = "year=2026&frequency=quarterly&period=q2&view=period";

let t: TestApp;
let demo: DemoLogin;
let demoCookie: string;
let admin: Awaited<ReturnType<typeof signUpVerified>>;

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

const send = (
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  cookie?: string,
  payload?: object,
  headers = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(payload ? JSON_HEADERS : {}), ...(cookie ? { cookie } : {}), ...headers },
    remoteAddress: clientAddress(),
    ...(payload ? { payload } : {}),
  });

const me = async (cookie: string) => (await send("GET", "/api/auth/user", cookie)).json();

beforeAll(async () => {
  t = await createTestApp();
  demo = await seedDemoOrganization(t.database.db, { now: NOW });
  demoCookie = await signIn(demo.email, demo.password);
  admin = await signUpVerified(t, { companyName: "Sprachen GmbH" });
}, 120_000);
afterAll(() => t.close());

describe("PUT /api/auth/user/preferences (USER-12)", () => {
  it("sets the person's language and time zone, which GET /api/auth/user then shows", async () => {
    expect(await me(admin.cookie)).toMatchObject({ locale: "en", timeZone: null });
    const res = await send("PUT", "/api/auth/user/preferences", admin.cookie, {
      locale: "de",
      timeZone: "Europe/Berlin",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ locale: "de", timeZone: "Europe/Berlin" });
    expect(await me(admin.cookie)).toMatchObject({ locale: "de", timeZone: "Europe/Berlin" });
    const [top] = (await send("GET", "/api/activities?limit=1", admin.cookie)).json();
    expect(top).toMatchObject({ action: "updated", entityType: "employee", category: "organization" });
  });

  it("refuses an unknown language or time zone with 400 and changes nothing", async () => {
    const badLocale = await send("PUT", "/api/auth/user/preferences", admin.cookie, { locale: "fr" });
    expect(badLocale.statusCode).toBe(400);
    expect(badLocale.json().fields.locale).toBeTruthy();
    const badZone = await send("PUT", "/api/auth/user/preferences", admin.cookie, {
      locale: "en",
      timeZone: "Mars/Olympus_Mons",
    });
    expect(badZone.statusCode).toBe(400);
    // ERROR-9: said in the signed-in person's language (German since the test above).
    expect(badZone.json().message).toBe("Mars/Olympus_Mons ist keine bekannte Zeitzone");
    expect(await me(admin.cookie)).toMatchObject({ locale: "de", timeZone: "Europe/Berlin" });
  });

  it("answers 401 when signed out", async () => {
    expect((await send("PUT", "/api/auth/user/preferences", undefined, { locale: "de" })).statusCode).toBe(
      401,
    );
  });
});

describe("the organization's default language (SETTINGS-20)", () => {
  it("is set by an admin and followed by a member who chose none; a member may not set it", async () => {
    const email = uniqueEmail("mitglied");
    const created = await send("POST", "/api/users", demoCookie, {
      firstName: "Grete",
      lastName: "Weber",
      email,
      role: "user",
      sendInvitation: false,
    });
    expect(created.statusCode).toBe(201);
    const sofia = await signIn(demo.email.replace(/^[^@]+/, "sofia"), demo.password);
    expect((await send("PUT", "/api/organization-settings", sofia, { defaultLocale: "de" })).statusCode).toBe(
      403,
    );
    const set = await send("PUT", "/api/organization-settings", demoCookie, { defaultLocale: "de" });
    expect(set.statusCode).toBe(200);
    expect(set.json().defaultLocale).toBe("de");
    expect((await send("GET", "/api/organization-settings", sofia)).json().defaultLocale).toBe("de");
    expect((await me(sofia)).locale).toBe("de");
    expect(
      (await send("PUT", "/api/organization-settings", demoCookie, { defaultLocale: "xx" })).statusCode,
    ).toBe(400);
    await send("PUT", "/api/organization-settings", demoCookie, { defaultLocale: "en" });
    expect((await me(sofia)).locale).toBe("en");
  });
});

describe("error messages in the caller's language (ERROR-9)", () => {
  const wrongSignIn = (headers: Record<string, string>) =>
    send("POST", "/api/auth/login", undefined, { email: uniqueEmail(), password: "Nope!12345" }, headers);

  it("follows Accept-Language when no one is signed in", async () => {
    expect((await wrongSignIn({ "accept-language": "en-GB,en;q=0.9" })).json().message).toBe(
      "Invalid email or password",
    );
    expect((await wrongSignIn({ "accept-language": "de-DE,de;q=0.9,en;q=0.5" })).json().message).toBe(
      "Ungültige E-Mail-Adresse oder ungültiges Passwort",
    );
    expect((await wrongSignIn({})).json().message).toBe("Invalid email or password");
  });

  it("follows the signed-in person's language, whatever Accept-Language says", async () => {
    const res = await send(
      "DELETE",
      "/api/report-schedules/00000000-0000-4000-8000-000000000000",
      admin.cookie,
      undefined,
      { "accept-language": "en" },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Berichtsplan nicht gefunden");
  });

  it("translates the shared schemas' sentences and zod's generic ones", async () => {
    const res = await send(
      "POST",
      "/api/auth/login",
      undefined,
      { email: "not-an-address", password: "x" },
      { "accept-language": "de" },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein");
  });
});

describe("mail in the recipient's language (MAIL-22)", () => {
  it("sends a German person their password reset in German", async () => {
    const res = await send("POST", "/api/auth/forgot-password", undefined, { email: admin.email });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.mailWorker.drain();
    const mail = await t.mail.waitFor(admin.email, (m) => /Passwort/.test(m.subject));
    expect(mail.subject).toBe("Meridian-Passwort zurücksetzen");
    expect(mail.text).toContain("Der Link läuft in 1 Stunde ab.");
    expect(mail.html).toContain("Neues Passwort wählen");
  });
});

describe("the briefing book and the export in the reader's language (REPORT-29, EXPORT-26)", () => {
  beforeAll(async () => {
    const res = await send("PUT", "/api/auth/user/preferences", demoCookie, { locale: "de" });
    expect(res.statusCode).toBe(200);
  });

  it("writes the briefing book's headings, status names and numbers in German", async () => {
    const res = await send("GET", `/api/reports/briefing.pdf?${QUERY}`, demoCookie);
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain("Gesamtbewertung");
    expect(pdf.text).toContain("Seite 1 von");
    expect(pdf.text).toMatch(/Erstellt am .* UTC/);
    expect(pdf.text).toMatch(/\d+,\d+ ?%/);
    expect(pdf.outline[0]).toBe("Deckblatt");
    expect(pdf.text).not.toContain("Overall score");
  });

  it("names the xlsx export's sheet and columns in German", async () => {
    const res = await send("GET", `/api/exports/scorecard.xlsx?${QUERY}`, demoCookie);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Scorecard");
    expect(sheet.getRow(2).getCell(1).value).toBe("Gesamtbewertung");
    const headers = (sheet.getRow(3).values as unknown[]).filter(Boolean);
    expect(headers).toEqual(
      expect.arrayContaining(["Perspektive", "Ziel", "Kennzahl", "Zielwert", "Istwert"]),
    );
  });
});
