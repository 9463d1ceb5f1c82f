import { BookOpenTextIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";

/** The scorecard query on screen (API-31: exactly GET /api/scorecard's). */
export type BriefingQuery = {
  functionId?: string | null;
  year?: number | null;
  frequency?: string | null;
  period?: string | null;
  view?: string | null;
};

/** API-31: the briefing book's URL for the screen's query; what is not chosen is left to the server. */
export function briefingUrl(query: BriefingQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/reports/briefing.pdf${search ? `?${search}` : ""}`;
}

async function download(query: BriefingQuery): Promise<void> {
  const response = await fetch(briefingUrl(query), { credentials: "same-origin" });
  if (!response.ok) {
    let message = `The briefing book could not be made (${response.status}).`;
    try {
      const body = (await response.json()) as { message?: string };
      if (body.message) message = body.message;
    } catch {}
    throw new Error(message);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  // REPORT-20: the name the server gives it.
  link.download =
    response.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? "briefing-book.pdf";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** UI-89: Corporate BSC's 'Briefing book' button: the PDF of the query on screen. */
export function BriefingBookButton({
  query,
  disabled = false,
}: {
  query: BriefingQuery;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download(query);
    } catch (error) {
      toast({
        title: "Briefing book failed",
        description: error instanceof Error ? error.message : "The briefing book could not be made.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      disabled={disabled || busy}
      aria-busy={busy}
      onClick={() => void run()}
      data-testid="briefing-book"
    >
      <BookOpenTextIcon aria-hidden="true" />
      {busy ? "Preparing…" : "Briefing book"}
    </Button>
  );
}
