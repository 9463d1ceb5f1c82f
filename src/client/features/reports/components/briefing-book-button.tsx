import { BookOpenTextIcon } from "lucide-react";
import { useState } from "react";
import type { JobAccepted } from "../../../../domain/schemas/jobs";
import { Button } from "../../../components/ui/button";
import {
  downloadServerFile,
  type ScorecardQuery,
  saveServerFile,
  withScorecardQuery,
} from "../../../lib/download";
import { useDownload } from "../../../lib/use-download";
import { awaitJob, JobFailed, JobProgress } from "../../jobs";

/** The scorecard query on screen (API-31). */
export type BriefingQuery = ScorecardQuery;

/** API-31: the briefing book's URL for the screen's query. */
export function briefingUrl(query: BriefingQuery): string {
  return withScorecardQuery("/api/reports/briefing.pdf", query);
}

const FALLBACK_NAME = "briefing-book.pdf";
const failure = (status: number) => `The briefing book could not be made (${status}).`;

/**
 * UI-89: Corporate BSC's 'Briefing book' button: the PDF of the query on screen. UI-115: a large book
 * answered 202 (EXPORT-24) is followed on its job with the progress bar, then downloaded (API-40).
 */
export function BriefingBookButton({
  query,
  disabled = false,
}: {
  query: BriefingQuery;
  disabled?: boolean;
}) {
  const { busy, run: download } = useDownload("Briefing book failed", "The briefing book could not be made.");
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const run = () =>
    download(async () => {
      const response = await fetch(briefingUrl(query), { credentials: "same-origin" });
      if (response.status !== 202) return saveServerFile(response, FALLBACK_NAME, failure);
      const accepted = (await response.json()) as JobAccepted;
      setProgress(accepted.progress);
      try {
        const job = await awaitJob(accepted.jobId, (polled) => setProgress(polled.progress));
        if (job.state === "failed") throw new JobFailed(job.error ?? "The briefing book could not be made.");
        await downloadServerFile(`/api/jobs/${accepted.jobId}/file`, FALLBACK_NAME, failure);
      } finally {
        setProgress(null);
      }
    });
  return (
    <div className="flex flex-col gap-1">
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
      {progress ? (
        <JobProgress done={progress.done} total={progress.total} label="Briefing book being made" />
      ) : null}
    </div>
  );
}
