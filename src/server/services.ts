import type { Config } from "./config";
import type { Database } from "./db/client";

/** What every feature's routes and services receive from buildApp. */
export type ServiceDeps = {
  db: Database;
  config: Config;
  /** Wakes the mail worker after a commit that queued mail. */
  kickMail: () => void;
};
