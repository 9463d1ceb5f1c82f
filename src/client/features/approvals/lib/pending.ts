import { functionsResource } from "../../../../domain/resources";
import type { Submission } from "../../../../domain/schemas/evidence-approval";
import type { OrganizationFunction } from "../../../../domain/schemas/functions";
import { useCurrentUser } from "../../../lib/auth";
import { useList, useRead } from "../../../lib/resources";

/** The pending submissions the caller may see (APPROVAL-7): admins all, heads their subtree, all their own. */
export function usePendingSubmissions(enabled = true) {
  return useRead<Submission[]>("/api/submissions", { params: { status: "pending" }, enabled, silent: true });
}

/** APPROVAL-5, UI-60: the pending values of a year, by KPI assignment and period key. */
export function usePendingActuals(year: number): Map<string, Record<string, number | null>> {
  const pending = usePendingSubmissions();
  const out = new Map<string, Record<string, number | null>>();
  for (const submission of pending.data ?? []) {
    if (submission.year === year) out.set(submission.kpiAssignmentId, submission.values);
  }
  return out;
}

/** UI-59: administrators and heads of functions see Approvals (and how many wait for them). */
export function useApprover(): { isApprover: boolean; waiting: number } {
  const { user } = useCurrentUser();
  const isAdmin = user?.role === "admin";
  const functions = useList<OrganizationFunction>(functionsResource, {
    enabled: Boolean(user?.organizationId) && !isAdmin,
    silent: true,
  });
  const isHead = (functions.data ?? []).some((fn) => fn.headUserId === user?.id);
  const isApprover = Boolean(user?.organizationId) && (isAdmin || isHead);
  const pending = usePendingSubmissions(isApprover);
  const waiting = (pending.data ?? []).filter((submission) => submission.canDecide).length;
  return { isApprover, waiting };
}
