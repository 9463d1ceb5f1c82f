import { UploadIcon } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { type BulkRowCheck, type BulkRowInput, checkBulkRows } from "../../../../domain/schemas/bulk-users";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { FILE_READ_ERROR, INVALID_FILE_TYPE, isCsvFileName, parseUsersCsv } from "../lib/parse-users-csv";
import { BulkPreviewDialog } from "./bulk-preview-dialog";

export type BulkPreview = { fileName: string; rows: BulkRowInput[]; checks: BulkRowCheck[] };

/**
 * UI-19 Bulk Upload (CSV) and USER-4: choose a file, check its type, parse it, and preview
 * every row with the same checks the server runs (the organization's current e-mails included).
 */
export function BulkUploadButton({ existingEmails }: { existingEmails: readonly string[] }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<BulkPreview | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after fixing it.
    event.target.value = "";
    if (!file) return;
    if (!isCsvFileName(file.name)) {
      toast({ ...INVALID_FILE_TYPE, variant: "destructive" });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      toast({ ...FILE_READ_ERROR, variant: "destructive" });
      return;
    }
    const parsed = parseUsersCsv(text);
    if (!parsed.ok) {
      toast({ ...parsed.problem, variant: "destructive" });
      return;
    }
    setPreview({
      fileName: file.name,
      rows: parsed.rows,
      checks: checkBulkRows(parsed.rows, existingEmails),
    });
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        className="sr-only"
        tabIndex={-1}
        aria-label="CSV file of users"
        data-testid="bulk-upload-input"
        onChange={onFile}
      />
      <Button variant="outline" onClick={() => input.current?.click()}>
        <UploadIcon aria-hidden="true" />
        Bulk Upload
      </Button>
      <BulkPreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </>
  );
}
