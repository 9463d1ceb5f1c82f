// The notifications API through the data layer (docs/decisions/007): the caller's notifications, their
// preferences and follows. Every write refreshes /api/notifications and every read under it, so the
// bell's count, the panel, the page and the Dashboard's attention list move together (UI-98).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { withParams } from "../../../../domain/read-url";
import { api } from "../../../lib/api-client";
import { isUnder, listQuery, readKey, useRead, useWrite } from "../../../lib/resources";
import type {
  Follow,
  FollowSubject,
  NotificationItem,
  NotificationPage,
  NotificationPreferences,
} from "./types";

const NOTIFICATIONS = "/api/notifications" as const;
const PREFERENCES = "/api/notification-preferences" as const;
const FOLLOWS = "/api/follows" as const;

/** UI-98: the bell polls its count every minute and when the window gets focus again. */
const COUNT_POLL_MS = 60_000;

const COUNT_PARAMS = { unread: true, pageSize: 1 } as const;

/**
 * UI-98: the unread count, from the smallest page of unread ones. When it grows (a notification
 * arrived), the other notification reads (the panel, the page, the Dashboard's list) are refreshed too.
 */
export function useUnreadCount(): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    // A failed poll shows nothing: the next one tries again, and the screens report their own reads.
    ...listQuery<NotificationPage, typeof NOTIFICATIONS>(NOTIFICATIONS, COUNT_PARAMS, true),
    refetchInterval: COUNT_POLL_MS,
    // The client's reads never go stale on their own (API-6): the bell asks again on focus regardless.
    refetchOnWindowFocus: "always",
  });
  const unread = query.data?.unreadCount;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    const before = seen.current;
    seen.current = unread;
    if (before === undefined || unread === undefined || unread <= before) return;
    const countKey = JSON.stringify(readKey(NOTIFICATIONS, COUNT_PARAMS));
    void queryClient.invalidateQueries({
      predicate: (q) => isUnder(q.queryKey, NOTIFICATIONS) && JSON.stringify(q.queryKey) !== countKey,
    });
  }, [unread, queryClient]);
  return unread ?? 0;
}

export function useNotificationPage(
  params: { unread?: boolean; page?: number; pageSize?: number },
  options: { enabled?: boolean; silent?: boolean } = {},
) {
  return useRead<NotificationPage, typeof NOTIFICATIONS>(NOTIFICATIONS, {
    params: { unread: params.unread || undefined, page: params.page, pageSize: params.pageSize },
    enabled: options.enabled,
    silent: options.silent,
    keepPrevious: true,
  });
}

/** UI-103: the caller's unread notifications that ask for action (at most 10). */
export function useAttention() {
  return useRead<{ items: NotificationItem[] }>(`${NOTIFICATIONS}/attention`, { silent: true });
}

const notificationWrite = { changes: [NOTIFICATIONS] } as const;

/** Marks one notification read; opening a notification does it on the way, so a failure stays quiet. */
export function useMarkRead() {
  return useWrite(
    notificationWrite,
    (id: string) =>
      api.post<{ id: string; readAt: string }>(`${NOTIFICATIONS}/${encodeURIComponent(id)}/read`),
    { silent: true },
  );
}

export function useMarkAllRead(
  options: { onSuccess?: (updated: number) => void; onError?: (error: Error) => void } = {},
) {
  return useWrite(notificationWrite, () => api.post<{ updated: number }>(`${NOTIFICATIONS}/read-all`), {
    silent: true,
    onSuccess: (answer) => options.onSuccess?.(answer.updated),
    onError: options.onError,
  });
}

export function usePreferences() {
  return useRead<NotificationPreferences, typeof PREFERENCES>(PREFERENCES, { silent: true });
}

export function useSavePreferences(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useWrite(
    { changes: [PREFERENCES] },
    async (preferences: { type: string; channel: string }[]) => {
      const answer = await api.put<NotificationPreferences>(PREFERENCES, { preferences });
      // UI-36: the answer is the new state; hold it at once.
      queryClient.setQueryData(readKey(PREFERENCES), answer);
      return answer;
    },
    { silent: true, onSuccess: options.onSuccess, onError: options.onError },
  );
}

export function useFollows(enabled = true) {
  return useRead<{ items: Follow[] }, typeof FOLLOWS>(FOLLOWS, { enabled, silent: true });
}

function matches(follow: Follow, subject: FollowSubject): boolean {
  return "kpiAssignmentId" in subject
    ? follow.kpiAssignmentId === subject.kpiAssignmentId
    : follow.objectiveAssignmentId === subject.objectiveAssignmentId;
}

/** UI-102: whether the caller follows the subject, and the write that flips it. */
export function useFollowToggle(subject: FollowSubject, options: { onError?: (error: Error) => void } = {}) {
  const follows = useFollows();
  const following = follows.data?.items.some((follow) => matches(follow, subject)) ?? false;
  const toggle = useWrite(
    { changes: [FOLLOWS] },
    (follow: boolean) =>
      follow
        ? api.post<Follow>(FOLLOWS, subject)
        : api.delete<null>(withParams(FOLLOWS, subject as Record<string, string>)),
    { silent: true, onError: options.onError },
  );
  return { following, loaded: follows.isSuccess, toggle };
}
