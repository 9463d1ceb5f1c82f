import { useMemo, useState } from "react";
import { filterBySearch, type Searchable, toggleAllVisible } from "./search";

/**
 * The state each Library tab keeps (LIBRARY-6): its search text, whether multi-select mode is on, and
 * which rows are selected. A selected row that disappears (deleted elsewhere) drops out by itself.
 */
export function useListControls<T extends Searchable & { id: string }>(items: readonly T[] | undefined) {
  const [query, setQuery] = useState("");
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const all = items ?? [];
  const visible = useMemo(() => filterBySearch(items ?? [], query), [items, query]);
  const selectedItems = all.filter((item) => selected.has(item.id));
  const visibleIds = visible.map((item) => item.id);
  const selectedVisible = visibleIds.filter((id) => selected.has(id)).length;

  return {
    query,
    setQuery,
    visible,
    selecting,
    selectedItems,
    isSelected: (id: string) => selected.has(id),
    allVisibleSelected: visibleIds.length > 0 && selectedVisible === visibleIds.length,
    someVisibleSelected: selectedVisible > 0 && selectedVisible < visibleIds.length,
    toggle(id: string) {
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    toggleAll: () => setSelected((current) => toggleAllVisible(current, visibleIds)),
    clear: () => setSelected(new Set()),
    /** Keeps only these ids selected (the ones a bulk delete could not remove). */
    keepOnly: (ids: readonly string[]) => setSelected(new Set(ids)),
    setSelecting(on: boolean) {
      setSelecting(on);
      if (!on) setSelected(new Set());
    },
  };
}

export type ListControls<T extends Searchable & { id: string }> = ReturnType<typeof useListControls<T>>;
