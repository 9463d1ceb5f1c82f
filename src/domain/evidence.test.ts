import { describe, expect, it } from "vitest";
import {
  checkEvidence,
  extensionOf,
  formatBytes,
  sanitiseFileName,
  storableAttachmentSize,
} from "./evidence";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));
const ALL = [
  ".pdf",
  ".png",
  ".jpg",
  ".jpeg",
  ".gif",
  ".docx",
  ".xlsx",
  ".pptx",
  ".doc",
  ".xls",
  ".ppt",
  ".csv",
  ".txt",
];
const settings = { maxAttachmentSize: 100, allowedFileTypes: ALL };
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe("checkEvidence (EVIDENCE-3, EVIDENCE-4)", () => {
  it.each([
    ["a.pdf", bytes("%PDF-1.4")],
    ["a.png", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ["a.JPG", bytes(0xff, 0xd8, 0xff, 0xe0)],
    ["a.jpeg", bytes(0xff, 0xd8, 0xff, 0xdb)],
    ["a.gif", bytes("GIF89a")],
    ["a.docx", bytes("PK", 3, 4, "word/document.xml")],
    ["a.xlsx", bytes("PK", 3, 4, "xl/workbook.xml")],
    ["a.pptx", bytes("PK", 3, 4, "ppt/presentation.xml")],
    ["a.doc", bytes(...OLE)],
    ["a.xls", bytes(...OLE)],
    ["a.csv", new TextEncoder().encode("région;€\n")],
    ["a.txt", bytes("plain")],
  ])("accepts %s", (name, content) => {
    expect(checkEvidence({ name, bytes: content }, settings)).toBeNull();
  });

  it.each([
    ["a PNG named .pdf", "a.pdf", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a)],
    ["a zip without word/ named .docx", "a.docx", bytes("PK", 3, 4, "xl/workbook.xml")],
    ["a PDF named .xls", "a.xls", bytes("%PDF-")],
    ["invalid UTF-8 as .csv", "a.csv", bytes(0xc3, 0x28)],
    ["NUL in .txt", "a.txt", bytes("a", 0, "b")],
    ["an unknown extension", "a.exe", bytes("MZ")],
    ["no extension", "README", bytes("x")],
  ])("refuses %s with 415", (_what, name, content) => {
    expect(checkEvidence({ name, bytes: content }, settings)?.status).toBe(415);
  });

  it("refuses an allowed type outside the organization's list with 415, naming the allowed ones", () => {
    const verdict = checkEvidence(
      { name: "a.gif", bytes: bytes("GIF89a") },
      { ...settings, allowedFileTypes: [".pdf"] },
    );
    expect(verdict).toEqual({ status: 415, message: ".gif files are not allowed. Allowed types: .pdf" });
  });

  it("answers 413 one byte over the limit, accepts exactly the limit, and 400 for nothing", () => {
    const pdf = (size: number) =>
      new Uint8Array(size).fill(0x20).map((b, i) => (i < 5 ? "%PDF-".charCodeAt(i) : b));
    expect(checkEvidence({ name: "a.pdf", bytes: pdf(101) }, settings)?.status).toBe(413);
    expect(checkEvidence({ name: "a.pdf", bytes: pdf(100) }, settings)).toBeNull();
    expect(checkEvidence({ name: "a.pdf", bytes: new Uint8Array(0) }, settings)).toEqual({
      status: 400,
      message: "The file is empty",
    });
  });
});

describe("sanitiseFileName (EVIDENCE-5)", () => {
  it.each([
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["C:\\Users\\me\\report.pdf", "report.pdf"],
    ["bell\u0007 and \u202eevil.pdf", "bell and evil.pdf"],
    ["  .hidden.pdf", "hidden.pdf"],
    ['a<b>:c"d|e?f*.pdf', "a_b__c_d_e_f_.pdf"],
    ["", ""],
    ["/", ""],
  ])("%j → %j", (raw, kept) => {
    expect(sanitiseFileName(raw)).toBe(kept);
  });

  it("keeps at most 255 characters and the extension", () => {
    const kept = sanitiseFileName(`${"é".repeat(300)}.xlsx`);
    expect([...kept].length).toBe(255);
    expect(extensionOf(kept)).toBe(".xlsx");
  });
});

describe("formatBytes", () => {
  it.each([
    [512, "512 B"],
    [1536, "1.5 KB"],
    [10_485_760, "10 MB"],
  ])("%d → %s", (n, text) => expect(formatBytes(n)).toBe(text));
});

describe("the stored size cap (EVIDENCE-10)", () => {
  it.each([
    [10_485_760, 10_485_760],
    [52_428_800, 52_428_800],
    [52_428_801, 52_428_800],
    [1_073_741_824, 52_428_800],
  ])("a setting of %i bytes lets files of %i bytes in", (setting, limit) => {
    expect(storableAttachmentSize(setting)).toBe(limit);
  });
});
