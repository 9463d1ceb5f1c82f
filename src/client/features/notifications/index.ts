// What other parts of the client may use of notifications (ARCH-1): the header bar's bell (UI-98), the
// Dashboard's 'Needs your attention' (UI-103) and the Follow button of KPIs and objectives (UI-102), with
// the read of what the person follows.
export { AttentionCard } from "./components/attention-card";
export { FollowButton } from "./components/follow-button";
export { NotificationBell } from "./components/notification-bell";
export { useFollows } from "./lib/api";
