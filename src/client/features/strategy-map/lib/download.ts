// STRAT-31: the export's downloads. The SVG is the text buildMapSvg made; the PNG draws that SVG on a
// canvas (twice the size, for sharp print), so both carry the same lines and labels.
import { saveBlob } from "../../../lib/download";

export function downloadSvg(svg: string, filename: string): void {
  saveBlob(new Blob([svg], { type: "image/svg+xml;charset=utf-8" }), filename);
}

/** Draws the SVG on a canvas and saves it as PNG; rejects when the browser cannot draw it. */
export async function downloadPng(svg: string, filename: string, scale = 2): Promise<void> {
  const width = Number(/width="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? 800);
  const height = Number(/height="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? 600);
  // A data: address, as the Content Security Policy allows images from 'self' and data: only.
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  const image = new Image();
  image.decoding = "async";
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error("The map could not be drawn as an image"));
    image.src = url;
  });
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil(height * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("The map could not be drawn as an image");
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("The map could not be drawn as an image");
  saveBlob(blob, filename);
}

/** A file name from the function's name: "strategy-map-ceo-office-2026.svg". */
export function exportFileName(functionName: string | null, year: number, extension: "svg" | "png"): string {
  const slug = (functionName ?? "organization")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `strategy-map-${slug || "organization"}-${year}.${extension}`;
}
