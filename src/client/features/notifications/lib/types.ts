// The notifications API's answers (API-33..API-36), as the domain's schemas declare them for the server
// and the client alike.
export type {
  Follow,
  NotificationItem,
  NotificationPage,
  Preference as NotificationPreference,
  Preferences as NotificationPreferences,
  UnsubscribeAnswer,
} from "../../../../domain/schemas/notifications";

/** What a follow is about: exactly one of the two (API-35). */
export type FollowSubject = { kpiAssignmentId: string } | { objectiveAssignmentId: string };
