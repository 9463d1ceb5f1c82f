// docs/decisions/025: what a failed message does. In the tests it fails the test, so a missing message or
// a bad argument is seen at once; in the browser a message missing from a catalogue falls back to its
// English, noted once per message, never again on each render.
import type { IntlConfig } from "react-intl";

type IntlErrorLike = Parameters<NonNullable<IntlConfig["onError"]>>[0];

const noted = new Set<string>();

export function reportIntlError(error: IntlErrorLike) {
  if (import.meta.env.MODE === "test") throw error;
  if (noted.has(error.message)) return;
  noted.add(error.message);
  console.warn(error.message);
}
