// Evidence files (EVIDENCE-3, EVIDENCE-4, EVIDENCE-5): which types Meridian accepts, the content each
// must start with, and how an uploaded file's name is made safe. Pure: bytes in, verdicts out.

export type EvidenceType = {
  /** The lower-case extension with its dot, as organization settings list it (".pdf"). */
  extension: string;
  contentType: string;
  /** EVIDENCE-4: whether the bytes are of this type (magic bytes, or valid UTF-8 text). */
  matches(bytes: Uint8Array): boolean;
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Whether the ASCII text occurs anywhere in the bytes (a zip's entry names are stored as written). */
function contains(bytes: Uint8Array, text: string): boolean {
  const needle = ascii(text);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const PDF = ascii("%PDF-");
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Office Open XML: a zip holding the part folder of its kind (word/, xl/, ppt/). */
const officeZip = (folder: string) => (bytes: Uint8Array) =>
  startsWith(bytes, ZIP) && contains(bytes, folder);

/** EVIDENCE-4: text files must be valid UTF-8 without NUL characters. */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const TYPES: readonly EvidenceType[] = [
  { extension: ".pdf", contentType: "application/pdf", matches: (b) => startsWith(b, PDF) },
  { extension: ".png", contentType: "image/png", matches: (b) => startsWith(b, PNG) },
  { extension: ".jpg", contentType: "image/jpeg", matches: (b) => startsWith(b, JPEG) },
  { extension: ".jpeg", contentType: "image/jpeg", matches: (b) => startsWith(b, JPEG) },
  {
    extension: ".gif",
    contentType: "image/gif",
    matches: (b) => startsWith(b, GIF87) || startsWith(b, GIF89),
  },
  {
    extension: ".docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    matches: officeZip("word/"),
  },
  {
    extension: ".xlsx",
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    matches: officeZip("xl/"),
  },
  {
    extension: ".pptx",
    contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    matches: officeZip("ppt/"),
  },
  { extension: ".doc", contentType: "application/msword", matches: (b) => startsWith(b, OLE) },
  { extension: ".xls", contentType: "application/vnd.ms-excel", matches: (b) => startsWith(b, OLE) },
  { extension: ".ppt", contentType: "application/vnd.ms-powerpoint", matches: (b) => startsWith(b, OLE) },
  { extension: ".csv", contentType: "text/csv; charset=utf-8", matches: isUtf8Text },
  { extension: ".txt", contentType: "text/plain; charset=utf-8", matches: isUtf8Text },
];

/** The file types Meridian can check (EVIDENCE-3); an allowed type outside this list is refused. */
export const KNOWN_EVIDENCE_EXTENSIONS = TYPES.map((type) => type.extension);

/** The lower-case extension of a file name with its dot (".pdf"), or "" without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot).toLowerCase() : "";
}

export function evidenceTypeOf(extension: string): EvidenceType | undefined {
  return TYPES.find((type) => type.extension === extension);
}

export const MAX_FILE_NAME_LENGTH = 255;

/**
 * EVIDENCE-10: the largest file the server accepts whatever the organization's setting says (the
 * setting goes up to 1 GB): an upload is held in memory while it is checked and stored in one
 * database field.
 */
export const MAX_STORED_ATTACHMENT_SIZE = 52_428_800;

/** EVIDENCE-10: the size limit an upload meets: the organization's setting, capped at 50 MB. */
export function storableAttachmentSize(setting: number): number {
  return Math.min(setting, MAX_STORED_ATTACHMENT_SIZE);
}

/**
 * EVIDENCE-5: the name a file is kept under: no folders (a client may send a path), no control or
 * direction-override characters, no leading dots or spaces, at most 255 characters with its extension
 * kept. Empty → "".
 */
export function sanitiseFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/["<>:|?*]/g, "_")
    .trim()
    .replace(/^[.\s]+/, "");
  const chars = [...clean];
  if (chars.length <= MAX_FILE_NAME_LENGTH) return clean;
  const extension = extensionOf(clean);
  const keep = MAX_FILE_NAME_LENGTH - [...extension].length;
  return chars.slice(0, keep).join("") + extension;
}

/** A byte count as people read it: 512 B, 1.5 KB, 10 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/** EVIDENCE-3: the refusal of a file over the limit, the limit as people read it ('10 MB', never bytes). */
export function evidenceTooLargeMessage(maxAttachmentSize: number): string {
  return `The file is larger than ${formatBytes(maxAttachmentSize)}, the most allowed`;
}

/**
 * EVIDENCE-11: what a multipart upload may add around its file (boundary lines, the part's headers, a
 * 255-character name in both encodings): a request whose Content-Length exceeds the limit by more is
 * refused before its body is read.
 */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** EVIDENCE-11: whether a request's declared length (Content-Length) already shows its file too large. */
export function declaredTooLarge(contentLength: string | undefined, maxAttachmentSize: number): boolean {
  if (contentLength === undefined || !/^\d+$/.test(contentLength)) return false;
  return Number(contentLength) > maxAttachmentSize + MULTIPART_OVERHEAD_BYTES;
}

/** EVIDENCE-3, EVIDENCE-4 verdict on an upload: null when it is acceptable, else the 413/415/400 to answer. */
export function checkEvidence(
  file: { name: string; bytes: Uint8Array },
  settings: { maxAttachmentSize: number; allowedFileTypes: readonly string[] },
): { status: 400 | 413 | 415; message: string } | null {
  if (file.bytes.length > settings.maxAttachmentSize) {
    return { status: 413, message: evidenceTooLargeMessage(settings.maxAttachmentSize) };
  }
  if (file.bytes.length === 0) return { status: 400, message: "The file is empty" };
  const extension = extensionOf(file.name);
  const allowed = settings.allowedFileTypes.map((type) => type.toLowerCase());
  const type = evidenceTypeOf(extension);
  if (!extension || !allowed.includes(extension) || !type) {
    const list = allowed.filter((one) => evidenceTypeOf(one)).join(", ");
    return {
      status: 415,
      message: `${extension || "Files without an extension"} ${extension ? "files are" : "are"} not allowed. Allowed types: ${list || "none"}`,
    };
  }
  if (!type.matches(file.bytes)) {
    return { status: 415, message: `The file's content is not a ${extension} file` };
  }
  return null;
}

/** EVIDENCE-13: the organization's evidence storage is full. */
export function evidenceStorageFullMessage(planLabel: string, bytes: number): string {
  return `Your organization's evidence storage is full (${formatBytes(bytes)} on the ${planLabel} plan). Delete files no longer needed, or upgrade the plan`;
}
