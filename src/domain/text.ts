// How a count reads in a sentence: '1 user', '2 users', '0 users'.

/** The noun for a count: the singular for exactly one, else the plural. */
export function noun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** A count with its noun ('1 user', '3 users'); `shown` is the count as printed, if not plain. */
export function countOf(count: number, singular: string, shown = String(count)): string {
  return `${shown} ${noun(count, singular)}`;
}
