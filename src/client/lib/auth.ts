// The signed-in user, shared by the access gate, the shell and every screen (AUTH-17,
// AUTH-14, AUTH-13 GET /api/auth/user).
import { focusManager, queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../domain/schemas/auth";
import { ApiError, getJson } from "./api-client";
import { reportError } from "./error-handler";
import { browserStorage, recordSessionCheck } from "./session-history";

export type { CurrentUser, Role } from "../../domain/schemas/auth";

export const currentUserQueryKey = ["/api/auth/user"] as const;

// AUTH-13: every 5 s while the window is focused; a second, slower poll keeps running in the background.
export const USER_POLL_FOCUSED_MS = 5_000;
export const USER_POLL_BACKGROUND_MS = 30_000;

/** GET /api/auth/user: the user, or null when signed out (a 401 is not a failure here). */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  const user = await getJson<CurrentUser>("/api/auth/user", {
    signal,
    on401: "returnNull",
    cache: "no-store",
  });
  // AUTH-14: no user after a previous authentication is treated as a likely session expiry.
  if (recordSessionCheck(browserStorage(), user !== null, Date.now())) {
    reportError(new ApiError(401, "Unauthorized", { message: "Session expired", code: "SESSION_EXPIRED" }));
  }
  return user;
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    // Reads never go stale on their own (API-6), so focus refetches must be forced for this one.
    refetchOnWindowFocus: "always",
    refetchInterval: () => (focusManager.isFocused() ? USER_POLL_FOCUSED_MS : USER_POLL_BACKGROUND_MS),
    refetchIntervalInBackground: true,
  });
}

export type CurrentUserState = {
  user: CurrentUser | null;
  /** The first answer has not arrived yet. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isVerified: boolean;
};

/** The signed-in user; a failed fetch counts as signed out (AUTH-14). */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending && query.fetchStatus !== "idle",
    isAuthenticated: user !== null,
    isVerified: user?.emailVerified === true,
  };
}
