// The briefing book in every European script (REPORT-9, REPORT-21, docs/decisions/024-pdf-fonts.md): an
// organization whose names are Polish, German, Greek and Russian (and a KPI with €) gets a book whose text,
// read back with pdfjs-dist, holds those words as written; the font is embedded as a subset, read once.
import fs from "node:fs";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { loadFonts, MISSING_GLYPH, pdfText } from "../../src/server/features/reports/fonts";
import { signUpVerified } from "../support/accounts";
import { appFixture, SETUP_TIMEOUT } from "../support/api";
import { assignKpi, assignObjective, createFunction, injectSender } from "../support/cascade";
import { createKpi, createObjective } from "../support/library";
import { readPdf } from "../support/pdf";

const { t, call } = appFixture();

const ORGANIZATION = "Łódź Straße Ελλάδα Москва";
const FUNCTION = "Дирекция Москва";
const OBJECTIVE = "Ανάπτυξη στην Ελλάδα";
const KPI = "Przesyłki Łódź (€, CO₂ ≤ 5)";
const FAR_KPI = "Tokyo 東京 deliveries";
const REGULAR_FILE = "@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf";

let bytes: Buffer;
let pdf: Awaited<ReturnType<typeof readPdf>>;
let cookie: string;

beforeAll(async () => {
  const admin = await signUpVerified(t, { companyName: ORGANIZATION });
  const send = injectSender(t, admin.cookie);
  const ceo = await createFunction(send, FUNCTION);
  const objective = await createObjective(t, admin.cookie, { name: OBJECTIVE, bscPerspective: "Financial" });
  const assigned = await assignObjective(send, {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
  });
  for (const name of [KPI, FAR_KPI]) {
    const kpi = await createKpi(t, admin.cookie, { name, unit: "count" });
    await assignKpi(send, { kpiId: kpi.id, objectiveAssignmentId: assigned.id, weight: 50 });
  }
  cookie = admin.cookie;
  const res = await call("GET", "/api/reports/briefing.pdf", cookie);
  expect(res.statusCode).toBe(200);
  bytes = res.rawPayload;
  pdf = await readPdf(bytes);
}, SETUP_TIMEOUT);

describe("the briefing book's font (REPORT-9)", () => {
  it("prints Latin Extended, Greek and Cyrillic names as written", () => {
    for (const word of ["Łódź", "Straße", "€", "Ελλάδα", "Москва", ORGANIZATION, FUNCTION, OBJECTIVE, KPI]) {
      expect(pdf.text).toContain(word);
    }
    expect(pdf.text).not.toContain("?");
    expect(pdf.outline).toContain(`  ${OBJECTIVE}`);
  });

  it("draws a character the font lacks as '�', and only that one", () => {
    expect(pdf.text).toContain(`Tokyo ${MISSING_GLYPH}${MISSING_GLYPH} deliveries`);
    expect(pdfText(FAR_KPI)).toBe(`Tokyo ${MISSING_GLYPH}${MISSING_GLYPH} deliveries`);
    expect(pdfText("a\tb\r\nc\u0007d\u0085e")).toBe("a b \ncde");
    expect(pdfText("👍\uFE0F ok")).toBe(`${MISSING_GLYPH} ok`);
    expect(pdfText("CO₂ − x² ≠ 3 → ← ≥ ≤ “ő ű ș ț ğ ı”")).toBe("CO₂ − x² ≠ 3 → ← ≥ ≤ “ő ű ș ț ğ ı”");
  });

  it("embeds a subset of each face it uses, and no standard font", () => {
    const latin1 = bytes.toString("latin1");
    const fontNames = [...latin1.matchAll(/\/FontName \/([^\s/]+)/g)].map((m) => m[1]!);
    for (const name of fontNames) expect(name).toMatch(/^[A-Z]{6}\+Arimo-(Regular|Bold|Italic)$/);
    expect(new Set(fontNames.map((name) => name.slice(7)))).toEqual(new Set(["Arimo-Regular", "Arimo-Bold"]));
    expect(latin1).not.toMatch(/\/BaseFont \/Helvetica/);
    // The whole book is far smaller than one of the font files it draws with.
    const regular = fs.statSync(createRequire(import.meta.url).resolve(REGULAR_FILE)).size;
    expect(bytes.length).toBeLessThan(regular / 4);
  });
});

describe("the font files (REPORT-21)", () => {
  it("serve books made at the same time, each with its own subset", async () => {
    const books = await Promise.all([1, 2, 3].map(() => call("GET", "/api/reports/briefing.pdf", cookie)));
    for (const book of books) {
      expect(book.statusCode).toBe(200);
      const { text } = await readPdf(book.rawPayload);
      for (const word of [ORGANIZATION, FUNCTION, OBJECTIVE, KPI]) expect(text).toContain(word);
    }
  });

  it("are read once per process and kept", () => {
    const first = loadFonts();
    expect(loadFonts()).toBe(first);
    expect(loadFonts().faces.bold).toBe(first.faces.bold);
  });

  it("cover the same characters in all three faces, Greek and Cyrillic included", () => {
    const { faces, covered } = loadFonts();
    for (const face of [faces.bold, faces.italic]) expect(new Set(face.characterSet)).toEqual(covered);
    for (const ch of "ĄąĘęŁłŃńŚśŹźŻżŐőŰűȘșȚțĞğİıΑΩαωάΆЁёЖжЩщЪъЇїЎў€") {
      expect(covered.has(ch.codePointAt(0)!), ch).toBe(true);
    }
    expect(
      fs.existsSync(createRequire(import.meta.url).resolve("@expo-google-fonts/arimo/LICENSE_FONT")),
    ).toBe(true);
  });
});
