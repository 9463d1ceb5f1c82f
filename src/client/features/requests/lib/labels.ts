import type { OrganizationSettings } from "../../../../domain/schemas/settings";
import type { BadgeVariant } from "../../../components/ui/badge";
import { formatDateTime } from "../../../lib/intl";
import type { RequestState } from "./types";

export { REQUEST_TYPE_LABELS } from "../../../../domain/requests";

/** UI-70: a status badge wears its built-in meaning's colour; open statuses are neutral. */
export const STATE_VARIANT: Record<RequestState, BadgeVariant> = {
  open: "grey",
  in_review: "purple",
  applied: "success",
  rejected: "red",
};

export const DEFAULT_REQUEST_STATUSES = ["New", "In Progress", "Completed", "Rejected"];

export type RequestWorkflowNames = {
  statuses: string[];
  inReviewStatus: string;
  appliedStatus: string;
  rejectedStatus: string;
};

/**
 * UI-73: the statuses and the three built-in meanings of the organization's workflow. The settings
 * answer carries the resolved names; a name missing from the list falls back by position (2nd, 3rd, 4th).
 */
export function requestWorkflow(settings: OrganizationSettings | undefined): RequestWorkflowNames {
  const statuses = settings?.requestStatuses?.length ? settings.requestStatuses : DEFAULT_REQUEST_STATUSES;
  const names = settings?.changeRequestWorkflow;
  const pick = (name: string | undefined, position: number) =>
    name && statuses.indexOf(name) > 0 ? name : (statuses[position] ?? statuses.at(-1) ?? "");
  return {
    statuses,
    inReviewStatus: pick(names?.inReviewStatus, 1),
    appliedStatus: pick(names?.appliedStatus, 2),
    rejectedStatus: pick(names?.rejectedStatus, 3),
  };
}

export const formatWhen = (iso: string) => formatDateTime(iso);
