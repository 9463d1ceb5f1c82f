// The client's one data layer (docs/decisions/007): reads and writes of a resource declared in
// src/domain/resources.ts. A query key is the read's path followed by its parameters, so
// invalidating a path refreshes every cached variant of it, and every read under it
// (/api/activities refreshes /api/activities/counts). After a write the hooks refresh every read in the
// declaration's `changes`; they show nothing themselves. The caller owns what a person sees: it passes
// onSuccess / onError (to the hook or to mutate), and a failure it does not handle reaches the global
// error toasts unless it sets `silent`.
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useDeferredValue, useMemo, useRef, useState } from "react";
import { definedParams, type ReadParams, withParams } from "../../domain/read-url";
import type { ReadPath, ResourceDeclaration } from "../../domain/resources";
import type { Activity } from "../../domain/schemas/activities";
import type {
  AdminAnalytics,
  AdminOrganization,
  AdminSystem,
  AdminUser,
  TableInfo,
  UsageMetric,
} from "../../domain/schemas/admin";
import type { KpiAssignment, ObjectiveAssignment } from "../../domain/schemas/assignments";
import type { AccountSession } from "../../domain/schemas/auth";
import type { DashboardSummary } from "../../domain/schemas/dashboard";
import type { OrganizationalFunction, OrganizationFunction } from "../../domain/schemas/functions";
import type { JobList } from "../../domain/schemas/jobs";
import type { Kpi, Objective, Theme } from "../../domain/schemas/library";
import type { PeriodLockItem } from "../../domain/schemas/period-locks";
import type { ReportSchedule } from "../../domain/schemas/reports";
import type { ScorecardResponse } from "../../domain/schemas/scorecard";
import type { OrganizationSettings } from "../../domain/schemas/settings";
import type { ManagedUser } from "../../domain/schemas/users";
import { api } from "./api-client";

/** What each declared read answers, so `useList(kpisResource)` is a `Kpi[]` without saying so. */
type Answers = {
  "/api/objectives": Objective[];
  "/api/kpis": Kpi[];
  "/api/themes": Theme[];
  "/api/functions": OrganizationFunction[];
  "/api/organizational-functions": OrganizationalFunction[];
  "/api/objective-assignments": ObjectiveAssignment[];
  "/api/kpi-assignments": KpiAssignment[];
  "/api/scorecard": ScorecardResponse;
  "/api/activities": Activity[];
  "/api/dashboard-summary": DashboardSummary;
  "/api/users": ManagedUser[];
  "/api/employees": ManagedUser[];
  "/api/organization-settings": OrganizationSettings;
  "/api/period-locks": PeriodLockItem[];
  "/api/report-schedules": ReportSchedule[];
  "/api/jobs": JobList;
  "/api/admin/organizations": AdminOrganization[];
  "/api/admin/users": AdminUser[];
  "/api/admin/analytics": AdminAnalytics;
  "/api/admin/usage-metrics": UsageMetric[];
  "/api/admin/system": AdminSystem;
  "/api/admin/tables": TableInfo[];
  "/api/auth/sessions": AccountSession[];
};

/** A read's path: a declared read, or a read under one (`/api/kpi-assignments/{id}/history`). */
export type ReadUrl = ReadPath | `${ReadPath}/${string}`;
/** The data of a read: T when the caller names it, else what the declared path answers. */
type Answer<P extends string, T> = unknown extends T ? (P extends keyof Answers ? Answers[P] : unknown) : T;

/** The key of a read: its path, then its parameters when it has any. */
export function readKey(path: ReadUrl, params?: ReadParams): QueryKey {
  const entries = definedParams(params);
  return entries.length > 0 ? [path, Object.fromEntries(entries)] : [path];
}

/** A read as query options, for useQuery, useQueries or a prefetch. */
export function listQuery<T = unknown, P extends ReadUrl = ReadUrl>(
  path: P,
  params?: ReadParams,
  silent = false,
) {
  return queryOptions({
    queryKey: readKey(path, params),
    queryFn: ({ signal }) => api.get<Answer<P, T>>(withParams(path, params), { signal }),
    meta: silent ? { silent } : undefined,
  });
}

export type ReadOptions = {
  params?: ReadParams;
  enabled?: boolean;
  /** The screen shows a failure itself: keep it out of the global toasts. */
  silent?: boolean;
  /** Changing the parameters keeps the last answer on screen until the new one arrives. */
  keepPrevious?: boolean;
};

/** GET any read: `useRead("/api/scorecard", { params })`, `useRead<ActivityCounts>("/api/activities/counts")`. */
export function useRead<T = unknown, P extends ReadUrl = ReadUrl>(path: P, options: ReadOptions = {}) {
  const queryClient = useQueryClient();
  const query = listQuery<T, P>(path, options.params, options.silent);
  // PLATFORM-31: a read not made yet starts as its screen renders, not once the screen has been drawn
  // (React Query starts a read after the commit); the render's own read then finds it under way.
  if (options.enabled !== false && queryClient.getQueryState(query.queryKey) === undefined) {
    void queryClient.prefetchQuery(query);
  }
  const read = useQuery({
    ...query,
    enabled: options.enabled,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
  // React Query hands out a new result object on every render: the one passed on changes only with
  // what a screen reads of it, so a render for another reason defers nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these fields are what the result is made of
  const shown = useMemo(
    () => read,
    [read.data, read.status, read.fetchStatus, read.error, read.isPlaceholderData],
  );
  // PLATFORM-23: what an answer changes is drawn in a background pass, which React splits into short
  // slices and sets aside for input, not in one long task the moment the answer arrives.
  return useDeferredValue(shown);
}

/** GET the resource's collection (with optional query parameters); T names the row when the path does not. */
export function useList<
  T = unknown,
  R extends Pick<ResourceDeclaration, "path"> = Pick<ResourceDeclaration, "path">,
>(resource: R, options: ReadOptions = {}) {
  return useRead<unknown extends T ? unknown : T[], R["path"]>(resource.path, options);
}

/** Whether a cached read is the path or a read under it. */
export function isUnder(queryKey: QueryKey, path: string): boolean {
  const head = queryKey[0];
  return typeof head === "string" && (head === path || head.startsWith(`${path}/`));
}

/** Refreshes every read a write to the resource makes stale. */
export function refreshAfterWrite(
  queryClient: QueryClient,
  resource: Pick<ResourceDeclaration, "changes">,
): Promise<unknown> {
  return queryClient.invalidateQueries({
    predicate: (query) => resource.changes.some((path) => isUnder(query.queryKey, path)),
  });
}

/** `${path}/{id}/{action}`, the parts given. */
export function resourceUrl(
  resource: Pick<ResourceDeclaration, "path">,
  id?: string,
  action?: string,
): string {
  return [
    resource.path,
    ...(id === undefined ? [] : [encodeURIComponent(id)]),
    ...(action ? [action] : []),
  ].join("/");
}

export type WriteOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  "mutationFn"
> & {
  /** The caller shows failures itself: keep them out of the global toasts. */
  silent?: boolean;
};

/**
 * Any write to the resource (`run` sends it), refreshing the resource's `changes` after it settles,
 * success or failure. The CRUD hooks below are this with their request; use it as is for a write made
 * of several requests (the library's bulk delete).
 *
 * UI-35: one write at a time per hook. A `mutate` while this hook's previous write is still in flight
 * (a second click before the button could turn disabled) is dropped, and `isPending` is true from the
 * call itself, not from the next tick, until the write and its refresh have settled.
 */
export function useWrite<TVariables, TData>(
  resource: Pick<ResourceDeclaration, "changes">,
  run: (variables: TVariables) => Promise<TData>,
  { silent, onSettled, ...options }: WriteOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [locked, setLocked] = useState(false);
  const release = () => {
    inFlight.current = false;
    setLocked(false);
  };
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: run,
    meta: silent ? { silent } : options.meta,
    // A failed write may still have changed what others see (409: someone else's change), so the
    // lists are refreshed either way.
    onSettled: async (...args) => {
      try {
        await refreshAfterWrite(queryClient, resource);
        return await onSettled?.(...args);
      } finally {
        release();
      }
    },
  });
  const { mutate: send, mutateAsync: sendAsync } = mutation;
  const mutate = useCallback<typeof send>(
    (...args) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setLocked(true);
      send(...args);
    },
    [send],
  );
  const mutateAsync = useCallback<typeof sendAsync>(
    (...args) => {
      if (inFlight.current) return Promise.reject(new Error("A write of this form is already under way"));
      inFlight.current = true;
      setLocked(true);
      return sendAsync(...args);
    },
    [sendAsync],
  );
  return { ...mutation, mutate, mutateAsync, isPending: mutation.isPending || locked };
}

type Writable = Pick<ResourceDeclaration, "path" | "changes">;

/** POST to the collection. */
export function useCreate<TInput = unknown, TData = unknown>(
  resource: Writable,
  options: WriteOptions<TData, TInput> = {},
) {
  return useWrite(resource, (input: TInput) => api.post<TData>(resource.path, input), options);
}

/** `id` is left out for a resource that is one object (the organization settings). */
export type UpdateVariables<TInput> = { id?: string; body: TInput };

/** PUT or PATCH an item; the body carries the `version` it was based on (VERSION-1). */
export function useUpdate<TInput = unknown, TData = unknown>(
  resource: Writable,
  options: WriteOptions<TData, UpdateVariables<TInput>> & { method?: "put" | "patch" } = {},
) {
  const { method = "put", ...rest } = options;
  const queryClient = useQueryClient();
  return useWrite(
    resource,
    async ({ id, body }: UpdateVariables<TInput>) => {
      const answer = await api[method]<TData>(resourceUrl(resource, id), body);
      // UI-36: a resource that is one object (the organization settings) answers with its new state;
      // holding it at once means the next save carries the new version, even before the refresh.
      if (id === undefined && answer !== null && typeof answer === "object") {
        queryClient.setQueryData(readKey(resource.path as ReadUrl), answer);
      }
      return answer;
    },
    rest,
  );
}

/** `query`: parameters of the delete itself (USER-9: `reassignTo`). */
export type DeleteVariables = { id: string; version?: string; query?: Record<string, string> };

/** DELETE an item, sending the version it was based on as `If-Match` when known. */
export function deleteItem<TData = { message: string }>(
  resource: Pick<ResourceDeclaration, "path">,
  { id, version, query }: DeleteVariables,
): Promise<TData> {
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : "";
  return api.delete<TData>(
    `${resourceUrl(resource, id)}${search}`,
    version ? { headers: { "If-Match": `"${version}"` } } : {},
  );
}

export function useDelete<TData = { message: string }>(
  resource: Writable,
  options: WriteOptions<TData, DeleteVariables> = {},
) {
  return useWrite(resource, (variables: DeleteVariables) => deleteItem<TData>(resource, variables), options);
}

/** A write that is not plain CRUD: `${path}/bulk`, `${path}/{id}/resend-invitation`, `${path}/{id}/status`. */
export type Action = { method?: "post" | "put" | "patch"; name: string };
export type ActionVariables<TBody> = { id?: string; body?: TBody };

export function sendAction<TData = { message: string }>(
  resource: Pick<ResourceDeclaration, "path">,
  { method = "post", name }: Action,
  { id, body }: ActionVariables<unknown> = {},
): Promise<TData> {
  return api[method]<TData>(resourceUrl(resource, id, name), body);
}

export function useAction<TBody = undefined, TData = { message: string }>(
  resource: Writable,
  action: Action,
  options: WriteOptions<TData, ActionVariables<TBody>> = {},
) {
  return useWrite(
    resource,
    (variables: ActionVariables<TBody>) => sendAction<TData>(resource, action, variables),
    options,
  );
}
