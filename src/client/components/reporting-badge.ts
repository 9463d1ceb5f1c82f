// CYCLE-35: a period's reporting state as a badge, the same on My Updates and My KPIs: the domain's words
// (STATE_LABEL), one colour each.
import { type ItemState, STATE_LABEL } from "../../domain/reporting-calendar";
import type { BadgeVariant } from "./ui/badge";

const VARIANT: Record<ItemState, BadgeVariant> = {
  overdue: "red",
  due: "warning",
  submitted: "purple",
  approved: "success",
};

export function reportingBadge(state: ItemState): { label: string; variant: BadgeVariant } {
  return { label: STATE_LABEL[state], variant: VARIANT[state] };
}
