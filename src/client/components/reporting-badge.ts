// CYCLE-35: a period's reporting state as a badge, the same on My Updates and My KPIs: the domain's words
// (STATE_LABEL), one colour each; My Updates adds a refused value's `rejected` (APPROVAL-15).
import { type MyUpdateState, STATE_LABEL } from "../../domain/reporting-calendar";
import type { BadgeVariant } from "./ui/badge";

const VARIANT: Record<MyUpdateState, BadgeVariant> = {
  overdue: "red",
  due: "warning",
  rejected: "destructive",
  submitted: "purple",
  approved: "success",
};

export function reportingBadge(state: MyUpdateState): { label: string; variant: BadgeVariant } {
  return { label: STATE_LABEL[state], variant: VARIANT[state] };
}
