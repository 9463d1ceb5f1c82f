// Library (LIBRARY-6): each tab's search box matches the name or the description, case-insensitively.

export type Searchable = { name: string; description: string | null };

export function matchesSearch(item: Searchable, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    item.name.toLocaleLowerCase().includes(needle) ||
    (item.description ?? "").toLocaleLowerCase().includes(needle)
  );
}

export function filterBySearch<T extends Searchable>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesSearch(item, query));
}

/**
 * The next selection after the select-all checkbox is clicked: every visible row is selected, or,
 * when they all already are, none of them. Rows hidden by the search keep their state.
 */
export function toggleAllVisible(selected: ReadonlySet<string>, visibleIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  const allSelected = visibleIds.length > 0 && visibleIds.every((id) => next.has(id));
  for (const id of visibleIds) {
    if (allSelected) next.delete(id);
    else next.add(id);
  }
  return next;
}
