// Reads a PDF back with pdfjs-dist (the briefing book's text is checked, REPORT-9).
/** Every text item of the PDF, joined, with runs of white space made one space; and its outline. */
export async function readPdf(bytes: Buffer): Promise<{ text: string; outline: string[]; pages: number }> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str, item.hasEOL ? " " : "");
    parts.push(" ");
  }
  type Node = { title: string; items: Node[] };
  const outline: string[] = [];
  const walk = (nodes: Node[] | null, depth: number) => {
    for (const node of nodes ?? []) {
      outline.push(`${"  ".repeat(depth)}${node.title}`);
      walk(node.items, depth + 1);
    }
  };
  walk((await doc.getOutline()) as Node[] | null, 0);
  const pages = doc.numPages;
  await doc.destroy();
  return { text: parts.join("").replace(/\s+/g, " "), outline, pages };
}
