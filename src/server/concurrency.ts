import { conflict } from "./http-error";

/**
 * D7: a write based on an older version of a row (its `updatedAt`, sent as body `version` or header
 * `If-Match`) gets 409 and changes nothing. A write without a version is taken as is.
 */
export function assertVersion(current: Date, version: string | undefined | null): void {
  if (version && new Date(version).getTime() !== current.getTime()) {
    throw conflict("This item was changed by someone else. Reload it and try again.");
  }
}
