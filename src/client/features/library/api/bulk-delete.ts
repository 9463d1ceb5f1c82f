// Multi-select (LIBRARY-6) 'Delete Selected' and LIBRARY-6 'A bulk delete is one DELETE per id'. Each delete
// stands alone: the ones that succeed stay deleted, and the ones that fail are reported by name
// (TOAST-1 'Failed to delete some objectives/KPIs/themes').
import type { kpisResource, objectivesResource, themesResource } from "../../../../domain/resources";
import type { ToastInput } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { deleteItem, useWrite, type WriteOptions } from "../../../lib/resources";

export type LibraryResource = typeof objectivesResource | typeof kpisResource | typeof themesResource;
export type LibraryEntity = "objective" | "kpi" | "theme";

export type BulkItem = { id: string; name: string };
export type BulkOutcome = { deleted: string[]; failed: { item: BulkItem; reason: string }[] };

/** What the Library calls each kind of item: 'objective', 'objectives', 'Objective', 'Objectives'. */
export type Nouns = { one: string; many: string; One: string; Many: string };

export const LIBRARY_NOUNS: Record<LibraryEntity, Nouns> = {
  objective: { one: "objective", many: "objectives", One: "Objective", Many: "Objectives" },
  kpi: { one: "KPI", many: "KPIs", One: "KPI", Many: "KPIs" },
  theme: { one: "theme", many: "themes", One: "Theme", Many: "Themes" },
};

/** One DELETE after another, so the server sees them in order and a failure names its item. */
export async function deleteEach(items: BulkItem[], deleteOne: (id: string) => Promise<unknown>) {
  const outcome: BulkOutcome = { deleted: [], failed: [] };
  for (const item of items) {
    try {
      await deleteOne(item.id);
      outcome.deleted.push(item.id);
    } catch (error) {
      outcome.failed.push({ item, reason: describeFailure(error, "Delete failed") });
    }
  }
  return outcome;
}

/** TOAST-2: '{n} objectives deleted successfully' (one item reads in the singular). */
export function bulkSuccessMessage(entity: LibraryEntity, count: number): string {
  const noun = LIBRARY_NOUNS[entity];
  return `${count} ${count === 1 ? noun.one : noun.many} deleted successfully`;
}

/** Which items stayed and why, after how many of the others went. */
export function bulkFailureDescription(outcome: BulkOutcome): string {
  const total = outcome.deleted.length + outcome.failed.length;
  const failed = outcome.failed.map(({ item, reason }) => `${item.name} (${reason})`).join("; ");
  return `${outcome.deleted.length} of ${total} deleted. Not deleted: ${failed}`;
}

/** The toast a bulk delete's outcome shows: every item went, or which stayed and why. */
export function bulkOutcomeToast(entity: LibraryEntity, outcome: BulkOutcome): ToastInput {
  return outcome.failed.length === 0
    ? {
        title: "Success",
        description: bulkSuccessMessage(entity, outcome.deleted.length),
        variant: "success",
      }
    : {
        title: `Failed to delete some ${LIBRARY_NOUNS[entity].many}`,
        description: bulkFailureDescription(outcome),
        variant: "destructive",
      };
}

/**
 * The selected items' DELETEs as one write: the resource's `changes` (an objective's or KPI's take the
 * function chart's counts too) are refreshed once after the last. The caller shows the outcome
 * (`bulkOutcomeToast`).
 */
export function useBulkDelete(
  resource: LibraryResource,
  options: WriteOptions<BulkOutcome, BulkItem[]> = {},
) {
  return useWrite(resource, (items: BulkItem[]) => deleteEach(items, (id) => deleteItem(resource, { id })), {
    silent: true,
    ...options,
  });
}
