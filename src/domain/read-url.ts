/** A read's query parameters; undefined and null ones are left out of the URL and the key. */
export type ReadParams = Record<string, string | number | boolean | null | undefined>;

/** The parameters that are set, in key order. */
export function definedParams(params?: ReadParams): [string, string | number | boolean][] {
  return (
    Object.entries(params ?? {})
      .filter(
        (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
      )
      // Plain code-unit order: the keys are ASCII, and a collator (localeCompare) costs a first use of Intl.
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  );
}

/**
 * The URL of a read: its path and query string, in key order so equal parameters make equal URLs — the
 * client's reads and the server's preloads of them (PLATFORM-34) are built here alike.
 */
export function withParams(path: string, params?: ReadParams): string {
  const entries = definedParams(params);
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}
