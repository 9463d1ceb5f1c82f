import type { Config } from "./config";
import type { Database } from "./db/client";
import type { ScorecardCache } from "./features/scorecard/answer-cache";

/** What every feature's routes and services receive from buildApp. */
export type ServiceDeps = {
  db: Database;
  config: Config;
  /** Wakes the mail worker after a commit that queued mail. */
  kickMail: () => void;
  /** SCORE-15: the process's scorecard answers; absent in jobs and scripts, which compute afresh. */
  scorecardCache?: ScorecardCache;
};
