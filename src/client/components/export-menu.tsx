import { DownloadIcon, FileSpreadsheetIcon, FileTextIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "./ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./ui/dropdown-menu";
import { toast } from "./ui/toast-store";

/** The scorecard query a screen shows (API-29: exactly GET /api/scorecard's). */
export type ExportQuery = {
  functionId?: string | null;
  year?: number | null;
  frequency?: string | null;
  period?: string | null;
  view?: string | null;
};

/** API-29: the export's URL for the screen's query; what is not chosen is left to the server's defaults. */
export function exportUrl(format: "xlsx" | "csv", query: ExportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/exports/scorecard.${format}${search ? `?${search}` : ""}`;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

async function download(format: "xlsx" | "csv", query: ExportQuery): Promise<void> {
  const response = await fetch(exportUrl(format, query), { credentials: "same-origin" });
  if (!response.ok) {
    let message = `The export failed (${response.status}).`;
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
  link.download = fileNameOf(response.headers.get("content-disposition"), `scorecard.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * UI-87: the 'Export' menu of Corporate BSC, KPI Results and KPI Input: the screen's scorecard as Excel
 * or CSV, for the query on screen. UI-88: while a file is made the button says so; a failure shows the
 * server's message in a toast.
 */
export function ExportMenu({ query, disabled = false }: { query: ExportQuery; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const run = async (format: "xlsx" | "csv") => {
    setBusy(true);
    try {
      await download(format, query);
    } catch (error) {
      toast({
        title: "Export failed",
        description: error instanceof Error ? error.message : "The export failed.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={disabled || busy} aria-busy={busy} data-testid="export-menu">
          <DownloadIcon aria-hidden="true" />
          {busy ? "Exporting…" : "Export"}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8}>
        <DropdownMenuItem onSelect={() => void run("xlsx")}>
          <FileSpreadsheetIcon aria-hidden="true" />
          Excel (.xlsx)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run("csv")}>
          <FileTextIcon aria-hidden="true" />
          CSV (.csv)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
