// spec §2 Multi-select 'Delete Selected' and §7 'A bulk delete is one DELETE per id'. Each delete
// stands alone: the ones that succeed stay deleted, and the ones that fail are reported by name
// (spec §8 'Failed to delete some objectives/KPIs/themes').
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { type LibraryEntity, refreshAfterWrite } from "./invalidate";

export type BulkItem = { id: string; name: string };
export type BulkOutcome = { deleted: string[]; failed: { item: BulkItem; reason: string }[] };

const NOUNS: Record<LibraryEntity, { one: string; many: string }> = {
  objective: { one: "objective", many: "objectives" },
  kpi: { one: "KPI", many: "KPIs" },
  theme: { one: "theme", many: "themes" },
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

/** spec §8: '{n} objectives deleted successfully' (one item reads in the singular). */
export function bulkSuccessMessage(entity: LibraryEntity, count: number): string {
  const noun = NOUNS[entity];
  return `${count} ${count === 1 ? noun.one : noun.many} deleted successfully`;
}

/** Which items stayed and why, after how many of the others went. */
export function bulkFailureDescription(outcome: BulkOutcome): string {
  const total = outcome.deleted.length + outcome.failed.length;
  const failed = outcome.failed.map(({ item, reason }) => `${item.name} (${reason})`).join("; ");
  return `${outcome.deleted.length} of ${total} deleted. Not deleted: ${failed}`;
}

export function useBulkDelete(entity: LibraryEntity, deleteOne: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: BulkItem[]) => deleteEach(items, deleteOne),
    meta: { silent: true },
    onSuccess: (outcome) => {
      if (outcome.failed.length === 0) {
        toast({
          title: "Success",
          description: bulkSuccessMessage(entity, outcome.deleted.length),
          variant: "success",
        });
      } else {
        toast({
          title: `Failed to delete some ${NOUNS[entity].many}`,
          description: bulkFailureDescription(outcome),
          variant: "destructive",
        });
      }
      return refreshAfterWrite(queryClient, entity);
    },
  });
}
