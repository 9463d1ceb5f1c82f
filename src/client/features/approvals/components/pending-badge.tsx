import { Hourglass } from "lucide-react";
import { Badge } from "../../../components/ui/badge";

/** UI-60: a value waiting for approval, shown beside the approved one. */
export function PendingBadge({ value, title }: { value?: string | null; title?: string }) {
  return (
    <Badge variant="warning" title={title ?? "Pending approval"} data-testid="pending-approval">
      <Hourglass aria-hidden="true" />
      {value ? `Pending approval: ${value}` : "Pending approval"}
    </Badge>
  );
}
