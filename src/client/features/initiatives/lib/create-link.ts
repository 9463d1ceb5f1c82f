/**
 * UI-101: a link that opens the create dialog prefilled:
 * `/initiatives?new=1&objectiveAssignmentId=<id>&kpiAssignmentId=<id>` (a notification's 'Create an
 * initiative', NOTIFY-3).
 */
export type CreatePrefill = { objectiveAssignmentId?: string; kpiAssignmentId?: string };

const PARAMS = ["new", "objectiveAssignmentId", "kpiAssignmentId"] as const;

export function readCreateLink(search: URLSearchParams): CreatePrefill | null {
  if (search.get("new") !== "1") return null;
  return {
    objectiveAssignmentId: search.get("objectiveAssignmentId") || undefined,
    kpiAssignmentId: search.get("kpiAssignmentId") || undefined,
  };
}

/** The link's parameters taken out, the rest (filters, view) kept. */
export function withoutCreateLink(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of PARAMS) rest.delete(name);
  return rest;
}
