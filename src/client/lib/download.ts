// Files the app hands to the browser: text it makes itself (a CSV) and files the server makes (the
// scorecard export, the briefing book).

/** The scorecard query a screen shows (API-29, API-31: exactly GET /api/scorecard's). */
export type ScorecardQuery = {
  functionId?: string | null;
  year?: number | null;
  frequency?: string | null;
  period?: string | null;
  view?: string | null;
};

/** `path` with the screen's query; what is not chosen is left to the server's defaults. */
export function withScorecardQuery(path: string, query: ScorecardQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ""}`;
}

/** Saves a blob as a file in the browser. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns; by then the file is taken.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text as a file in the browser (a CSV by default). */
export function saveText(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  saveBlob(new Blob([text], { type }), fileName);
}

/**
 * Fetches a file the server makes and saves it under the name the server gives (REPORT-20), else
 * `fallbackName`. A refusal rejects with the server's message, else with `failure(status)`.
 */
export async function downloadServerFile(
  url: string,
  fallbackName: string,
  failure: (status: number) => string,
): Promise<void> {
  await saveServerFile(await fetch(url, { credentials: "same-origin" }), fallbackName, failure);
}

/** Saves a response the server answered with a file, as `downloadServerFile` does. */
export async function saveServerFile(
  response: Response,
  fallbackName: string,
  failure: (status: number) => string,
): Promise<void> {
  if (!response.ok) {
    let message = failure(response.status);
    try {
      const body = (await response.json()) as { message?: string };
      if (body.message) message = body.message;
    } catch {}
    throw new Error(message);
  }
  const blob = await response.blob();
  const disposition = response.headers.get("content-disposition");
  saveBlob(blob, disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName);
}
