// The signed-in user, shared by the access gate, the shell and every screen (AUTH-17,
// AUTH-14, AUTH-13 GET /api/auth/user).
import { focusManager, queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../domain/schemas/auth";
import { SERVED_PAGE } from "../../domain/served-page";
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

/** The element of the signed-in user the server wrote into the page (PLATFORM-21), while it is there. */
const servedUserElement = () =>
  typeof document === "undefined" ? null : document.getElementById(SERVED_PAGE.currentUserId);

/** Whether the page was served to a signed-in user whose data the app has not read yet (PLATFORM-21). */
export const hasServedUser = () => servedUserElement() !== null;

/**
 * PLATFORM-21: the signed-in user the server wrote into the page, taken once: the app starts with it
 * instead of waiting for GET /api/auth/user, and counts it as that read's answer (AUTH-14).
 */
function takeServedUser(): CurrentUser | undefined {
  const element = servedUserElement();
  if (!element) return undefined;
  element.remove();
  try {
    const user = JSON.parse(element.textContent ?? "") as CurrentUser;
    recordSessionCheck(browserStorage(), true, Date.now());
    return user;
  } catch {
    return undefined;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    initialData: takeServedUser,
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
