// Timing and limits (API-6, API-7, API-8): reads never go stale on their own and are not refetched on focus;
// failed
// reads and writes retry by the rules in retry-policy.ts; every failure reaches the central handler.
import { MutationCache, QueryCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { getJson, urlFromQueryKey } from "./api-client";
import { reportError } from "./error-handler";
import { retryDelay, shouldRetryRead, shouldRetryWrite } from "./retry-policy";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** Failures of this read stay out of the global toasts (the screen handles them). */
      silent?: boolean;
    };
    mutationMeta: {
      silent?: boolean;
    };
  }
}

/** API-4: a default read GETs the URL joined from the query key and reads the JSON. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  getJson(urlFromQueryKey(queryKey), { signal });

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) reportError(error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        retry: shouldRetryRead,
        retryDelay,
      },
      mutations: {
        retry: shouldRetryWrite,
        retryDelay,
      },
    },
  });
}
