/**
 * What the server writes into a page for the app to read before it asks for anything (PLATFORM-17,
 * PLATFORM-19, PLATFORM-21): the names both sides use.
 */
export const SERVED_PAGE = {
  /** A meta tag: the browser holds a current session (the cookie itself is out of the page's reach). */
  sessionMeta: "meridian-session",
  /** The shell's frame with the screen's heading, painted before the app's JavaScript. */
  firstPaintId: "first-paint",
  /** A meta tag: the nonce the page's policy allows style elements with (PLATFORM-30). */
  styleNonceMeta: "meridian-style-nonce",
  /** A meta tag in a member's page: the organization's fiscal year start month (PLATFORM-36). */
  fiscalStartMeta: "meridian-fiscal-start",
  /** A meta tag in a member's page: the organization's time zone (SETTINGS-17). */
  timeZoneMeta: "meridian-time-zone",
  /** A JSON data block: the signed-in user, as GET /api/auth/user answers. */
  currentUserId: "current-user",
} as const;
