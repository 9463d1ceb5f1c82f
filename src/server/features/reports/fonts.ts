// The PDFs' font (REPORT-9, docs/decisions/024-pdf-fonts.md): Arimo, regular, bold and italic, from the
// npm package @expo-google-fonts/arimo, so it ships with the app and never comes from the OS. pdfkit
// embeds each face as a subset of the glyphs a document uses (fontkit, through `registerFont`).
import fs from "node:fs";
import { createRequire } from "node:module";

/** The names a document knows the three faces by, after `embedFonts`. */
export const FONT = { regular: "Arimo", bold: "Arimo-Bold", italic: "Arimo-Italic" } as const;

type Face = keyof typeof FONT;

const FILES: Record<Face, string> = {
  regular: "@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf",
  bold: "@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf",
  italic: "@expo-google-fonts/arimo/400Regular_Italic/Arimo_400Regular_Italic.ttf",
};

/** What we use of a fontkit font: the code points it maps to a glyph (pdfkit uses the rest). */
type ParsedFont = { readonly characterSet: number[] };
type Fontkit = { create(data: Uint8Array): ParsedFont };

type Fonts = { faces: Record<Face, ParsedFont>; covered: ReadonlySet<number> };
let fonts: Fonts | undefined;

/**
 * REPORT-21: the files are read and parsed on the first book and kept for the process; a new font
 * object per book would parse its layout tables again (about 0.2 s a face). Resolved as packages from
 * this module, so the TypeScript sources and the compiled server (dist/server, PLATFORM-10) find them
 * alike. The three faces cover the same characters (a test says so): the regular's set stands for all.
 */
export function loadFonts(): Fonts {
  if (fonts) return fonts;
  const resolveHere = createRequire(import.meta.url);
  const fontkit = resolveHere("fontkit") as Fontkit;
  const parse = (face: Face) => fontkit.create(fs.readFileSync(resolveHere.resolve(FILES[face])));
  const faces = { regular: parse("regular"), bold: parse("bold"), italic: parse("italic") };
  fonts = { faces, covered: new Set(faces.regular.characterSet) };
  return fonts;
}

/**
 * Registers the three faces with a document and makes the regular one current. pdfkit takes a parsed
 * fontkit font as well as a file's bytes, and embeds a subset of it per document (docs/decisions/024);
 * @types/pdfkit names only the bytes.
 */
export function embedFonts(doc: PDFKit.PDFDocument): void {
  const { faces } = loadFonts();
  for (const face of Object.keys(FONT) as Face[]) {
    doc.registerFont(FONT[face], faces[face] as unknown as PDFKit.Mixins.PDFFontSource);
  }
  doc.font(FONT.regular);
}

/** REPORT-9: what a character the font has no glyph for is drawn as. */
export const MISSING_GLYPH = "\uFFFD";

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code < 0xa0);
const isVariationSelector = (code: number) => code >= 0xfe00 && code <= 0xfe0f;

/**
 * REPORT-9: text as the font can draw it. Tab and carriage return become spaces, a line break stays,
 * other control characters and variation selectors (invisible) are left out, and any character the
 * font lacks is drawn as '�' rather than as nothing.
 */
export function pdfText(value: string): string {
  const { covered } = loadFonts();
  let out = "";
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === "\n") out += ch;
    else if (ch === "\t" || ch === "\r") out += " ";
    else if (isControl(code) || (isVariationSelector(code) && !covered.has(code))) continue;
    else out += covered.has(code) ? ch : MISSING_GLYPH;
  }
  return out;
}
