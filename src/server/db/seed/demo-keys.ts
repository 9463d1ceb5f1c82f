/** The id the demo made for a key of demo-content.ts; a key that names nothing is a mistake in the content. */
export function mustGet<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data refers to an unknown key: ${key}`);
  return value;
}
