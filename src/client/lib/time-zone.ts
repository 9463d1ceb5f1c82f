// SETTINGS-16: the browser's own IANA time zone, which a new organization takes as its own (the server
// checks it and falls back to UTC); undefined when the browser does not say.
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * SETTINGS-16: the zones Settings offers: every IANA name the browser knows, with UTC and the organization's
 * own (an alias the list may not hold), sorted.
 */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([...known, "UTC", current])].filter(Boolean).sort((a, b) => a.localeCompare(b));
}
