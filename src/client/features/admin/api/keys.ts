import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";

// spec §7 Admin reads. The keys are the URLs (spec §7: 'a URL built by joining the query key segments').
export const adminKeys = {
  organizations: ["/api/admin/organizations"],
  users: ["/api/admin/users"],
  analytics: ["/api/admin/analytics"],
  usageMetrics: ["/api/admin/usage-metrics"],
  system: ["/api/admin/system"],
} as const;

/**
 * spec §7 'After writes, the relevant lists are refetched': an organization or user change moves the
 * counts on every tab, and the organizations' own user lists.
 */
export function refreshAdminLists(queryClient: QueryClient): void {
  for (const key of [
    adminKeys.organizations,
    adminKeys.users,
    adminKeys.analytics,
    adminKeys.usageMetrics,
    queryKeys.users,
    queryKeys.employees,
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
