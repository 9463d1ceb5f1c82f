import type { MyUpdateItem } from "../../../../domain/schemas/reporting";
import { CommentaryEditor } from "../../commentary";
import { EvidenceList } from "../../evidence";

/** UI-63: the period's commentary (analysis and recommendations) and its evidence files. */
export function ItemDetails({ item }: { item: MyUpdateItem }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CommentaryEditor kpiAssignmentId={item.kpiAssignmentId} year={item.year} period={item.period} />
      <EvidenceList kpiAssignmentId={item.kpiAssignmentId} year={item.year} period={item.period} canEdit />
    </div>
  );
}
