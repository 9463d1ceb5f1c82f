import { Hourglass } from "lucide-react";
import { useIntl } from "react-intl";
import { Badge } from "../../../components/ui/badge";
import { approvalsMessages as m } from "../messages";

/** UI-60: a value waiting for approval, shown beside the approved one. */
export function PendingBadge({ value, title }: { value?: string | null; title?: string }) {
  const intl = useIntl();
  return (
    <Badge
      variant="warning"
      title={title ?? intl.formatMessage(m.pendingApproval)}
      data-testid="pending-approval"
    >
      <Hourglass aria-hidden="true" />
      {value ? intl.formatMessage(m.pendingApprovalValue, { value }) : intl.formatMessage(m.pendingApproval)}
    </Badge>
  );
}
