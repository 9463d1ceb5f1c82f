import type { ScorecardResponse } from "../domain/schemas/scorecard";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { KpiInputYear } from "./features/kpi-input/service";
import type { AnswerCache } from "./kernel/answer-cache";
import type { DownloadFile } from "./kernel/heavy-downloads";

/** What every feature's routes and services receive from buildApp. */
export type ServiceDeps = {
  db: Database;
  config: Config;
  /** Wakes the mail worker after a commit that queued mail. */
  kickMail: () => void;
  /** Wakes the job runner after a commit that queued a job (JOB-1); absent where no runner runs. */
  kickJobs?: () => void;
  /** Where a write notes what it held back without failing (MAIL-20); absent in scripts. */
  log?: { warn(details: object, message: string): void };
  /**
   * SCORE-15, KPIIN-16, EXPORT-19: the process's scorecard answers, scored KPI Input years and heavy
   * downloads (facts feeds, briefing books); absent in jobs and scripts, and with SCORECARD_CACHE=false,
   * which compute afresh.
   */
  answerCaches?: {
    scorecard: AnswerCache<ScorecardResponse>;
    kpiInput: AnswerCache<KpiInputYear>;
    downloads: AnswerCache<DownloadFile>;
  };
};
