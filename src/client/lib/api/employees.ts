// GET /api/employees (spec §7; D22): the organization's users with status Active or Pending. The
// Dashboard's Active Users card counts the Active ones; owner pickers may list them.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ManagedUser } from "../../../domain/schemas/users";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

/** An employee: the users API's shape; `status` is Active for a verified member of an active organization. */
export type Employee = ManagedUser;

export const getEmployees = (signal?: AbortSignal) => api.get<Employee[]>("/api/employees", { signal });

export function employeesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.employees, queryFn: ({ signal }) => getEmployees(signal) });
}

export const useEmployees = () => useQuery(employeesQueryOptions());

/** spec §2 Dashboard 'Active Users': employees with status Active. */
export const countActiveEmployees = (employees: readonly Employee[]) =>
  employees.filter((employee) => employee.status === "Active").length;
