// docs/decisions/025: the notifications' words (UI-98 … UI-104, NOTIFY-6, NOTIFY-7, NOTIFY-10). German in
// src/locales/de/notifications.json. Titles, lines and action labels of notifications come from the
// server as stored and are not here.
import { defineMessage, defineMessages, type MessageTag } from "react-intl";

export const notificationsMessages = defineMessages({
  // The bell and its panel (UI-98).
  bellLabel: defineMessage<{ readonly count: number }>({
    id: "notifications.bellLabel",
    defaultMessage: "Notifications, {count} unread",
    description: "Accessible name of the header bar's bell",
  }),
  notifications: { id: "notifications.notifications", defaultMessage: "Notifications" },
  latestNotifications: { id: "notifications.latestNotifications", defaultMessage: "Latest notifications" },
  unreadPrefix: {
    id: "notifications.unreadPrefix",
    defaultMessage: "Unread:",
    description: "Read out by screen readers before an unread notification's title",
  },
  panelLoadFailed: {
    id: "notifications.panelLoadFailed",
    defaultMessage: "The notifications could not be loaded.",
  },
  allCaughtUp: { id: "notifications.allCaughtUp", defaultMessage: "You're all caught up." },
  markAllRead: { id: "notifications.markAllRead", defaultMessage: "Mark all as read" },
  panelMarkAllRead: {
    id: "notifications.panelMarkAllRead",
    defaultMessage: "Mark all as read",
    description: "The bell panel's button, beside its heading on a phone's width: keep it short",
  },
  seeAll: { id: "notifications.seeAll", defaultMessage: "See all" },
  couldNotMarkRead: { id: "notifications.couldNotMarkRead", defaultMessage: "Could not mark as read" },
  justNow: { id: "notifications.justNow", defaultMessage: "just now" },
  // The page (UI-99).
  tabAll: { id: "notifications.tabAll", defaultMessage: "All" },
  tabUnread: defineMessage<{ readonly count: number }>({
    id: "notifications.tabUnread",
    defaultMessage: "{count, plural, =0 {Unread} other {Unread ({count})}}",
    description: "The Unread tab, with the unread count when there are any",
  }),
  tabPreferences: { id: "notifications.tabPreferences", defaultMessage: "Preferences" },
  markedRead: defineMessage<{ readonly count: number }>({
    id: "notifications.markedRead",
    defaultMessage:
      "{count, plural, one {# notification marked as read} other {# notifications marked as read}}",
  }),
  unreadNotifications: { id: "notifications.unreadNotifications", defaultMessage: "Unread notifications" },
  pages: { id: "notifications.pages", defaultMessage: "Pages", description: "Name of the pager" },
  previous: { id: "notifications.previous", defaultMessage: "Previous" },
  next: { id: "notifications.next", defaultMessage: "Next" },
  pageOf: defineMessage<{ readonly page: number; readonly pages: number }>({
    id: "notifications.pageOf",
    defaultMessage: "Page {page} of {pages}",
  }),
  unread: { id: "notifications.unread", defaultMessage: "Unread" },
  read: { id: "notifications.read", defaultMessage: "Read", description: "A notification that was read" },
  markRead: { id: "notifications.markRead", defaultMessage: "Mark as read" },
  markTitleRead: defineMessage<{ readonly title: string }>({
    id: "notifications.markTitleRead",
    defaultMessage: 'Mark "{title}" as read',
  }),
  // The Preferences tab (UI-100).
  preferencesTitle: { id: "notifications.preferencesTitle", defaultMessage: "How you are told" },
  preferencesDescription: {
    id: "notifications.preferencesDescription",
    defaultMessage:
      "For each kind of event: in the app only, an e-mail at once, the one daily digest e-mail, or not at all. What you read in the app is left out of the digest.",
  },
  preferencesForm: { id: "notifications.preferencesForm", defaultMessage: "Notification preferences" },
  event: {
    id: "notifications.event",
    defaultMessage: "Event",
    description: "Column head of the event types",
  },
  channelInApp: { id: "notifications.channelInApp", defaultMessage: "In the app" },
  channelEmail: { id: "notifications.channelEmail", defaultMessage: "E-mail at once" },
  channelDigest: { id: "notifications.channelDigest", defaultMessage: "Daily digest" },
  channelOff: { id: "notifications.channelOff", defaultMessage: "Off" },
  channelChoice: defineMessage<{ readonly type: string; readonly channel: string }>({
    id: "notifications.channelChoice",
    defaultMessage: "{type}: {channel}",
    description: "Accessible name of one radio: the event type, then the channel",
  }),
  defaultChannel: {
    id: "notifications.defaultChannel",
    defaultMessage: "(default)",
    description: "After the channel an event type has by default",
  },
  discardChanges: { id: "notifications.discardChanges", defaultMessage: "Discard changes" },
  savingPreferences: { id: "notifications.savingPreferences", defaultMessage: "Saving…" },
  savePreferences: { id: "notifications.savePreferences", defaultMessage: "Save preferences" },
  preferencesSaved: {
    id: "notifications.preferencesSaved",
    defaultMessage: "Notification preferences saved",
  },
  preferencesNotSaved: { id: "notifications.preferencesNotSaved", defaultMessage: "Preferences not saved" },
  // Follow (UI-102, NOTIFY-6).
  // The Dashboard's card (UI-103).
  attentionTitle: { id: "notifications.attentionTitle", defaultMessage: "Needs your attention" },
  attentionDescription: {
    id: "notifications.attentionDescription",
    defaultMessage: "Alerts and requests that wait for you.",
  },
  allNotifications: { id: "notifications.allNotifications", defaultMessage: "All notifications" },
  attentionLoadFailed: {
    id: "notifications.attentionLoadFailed",
    defaultMessage: "The list could not be loaded.",
  },
  attentionEmpty: { id: "notifications.attentionEmpty", defaultMessage: "Nothing needs your attention." },
  // The unsubscribe page (UI-104, NOTIFY-10).
  goToMeridian: { id: "notifications.goToMeridian", defaultMessage: "Go to Meridian" },
  incompleteLinkTitle: { id: "notifications.incompleteLinkTitle", defaultMessage: "Incomplete link" },
  incompleteLinkText: {
    id: "notifications.incompleteLinkText",
    defaultMessage: "This unsubscribe link has no token. Copy the whole link from the e-mail.",
  },
  unknownLinkTitle: { id: "notifications.unknownLinkTitle", defaultMessage: "Unknown unsubscribe link" },
  unknownLinkText: {
    id: "notifications.unknownLinkText",
    defaultMessage:
      "This unsubscribe link is not known to Meridian. It may have been mistyped or shortened: open it again from the e-mail, or change your notification preferences after signing in.",
  },
  failedTitle: { id: "notifications.failedTitle", defaultMessage: "Something went wrong" },
  failedText: {
    id: "notifications.failedText",
    defaultMessage: "Your preferences were not changed. Please open the link again in a moment.",
  },
  unsubscribing: { id: "notifications.unsubscribing", defaultMessage: "Unsubscribing…" },
  unsubscribed: { id: "notifications.unsubscribed", defaultMessage: "You are unsubscribed" },
  unsubscribedSchedule: defineMessage<{ readonly schedule: string }>({
    id: "notifications.unsubscribedSchedule",
    defaultMessage: "You are no longer a recipient of the report schedule ''{schedule}''.",
  }),
  unsubscribedTypes: defineMessage<{ readonly types: string }>({
    id: "notifications.unsubscribedTypes",
    defaultMessage: "You will no longer get e-mail about: {types}. You still see them in Meridian.",
  }),
  listLast: defineMessage<{ readonly first: string; readonly last: string }>({
    id: "notifications.listLast",
    defaultMessage: "{first} and {last}",
    description: "The last two of a list of names; {first} may itself be several names joined by commas",
  }),
  unsubscribedNothing: {
    id: "notifications.unsubscribedNothing",
    defaultMessage:
      "You get no e-mail from this link any more. You still see your notifications in Meridian.",
  },
  changePreferences: {
    id: "notifications.changePreferences",
    defaultMessage: "Change your notification preferences",
  },
  signInToChoose: defineMessage<{ readonly link: MessageTag }>({
    id: "notifications.signInToChoose",
    defaultMessage:
      "<link>Sign in</link> to choose how you are told about each kind of event (Notifications, Preferences).",
    description: "<link> goes to the sign-in page",
  }),
});
