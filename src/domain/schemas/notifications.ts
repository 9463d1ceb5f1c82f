// The notifications API (API-33..API-36): what it takes and answers. Shared by the server's routes (their
// OpenAPI document) and the client.
import { z } from "zod";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationAction,
  type NotificationChannel,
  type NotificationType,
} from "../notifications";

export const NOTIFICATIONS_PAGE_SIZE = { default: 20, max: 100 } as const;

export const NOTIFICATION_MESSAGES = {
  unread: "Unread must be true or false",
  page: "Page must be a whole number from 1 to 100000",
  pageSize: `Page size must be a whole number from 1 to ${NOTIFICATIONS_PAGE_SIZE.max}`,
  type: `Type must be one of ${NOTIFICATION_TYPES.join(", ")}`,
  channel: `Channel must be one of ${NOTIFICATION_CHANNELS.join(", ")}`,
  preferencesCount: `Send from 1 to ${NOTIFICATION_TYPES.length} preferences`,
  duplicateType: "Each type may be sent once",
  followTarget: "Send exactly one of kpiAssignmentId and objectiveAssignmentId",
  kpiAssignmentId: "kpiAssignmentId must be a UUID",
  objectiveAssignmentId: "objectiveAssignmentId must be a UUID",
  token: "The unsubscribe link is incomplete",
} as const;

/** `?x=` with nothing after it is the same as leaving x out. */
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);
const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** API-33: GET /api/notifications?unread=true|false&page=&pageSize=. */
export const notificationsQuerySchema = z.object({
  unread: z
    .preprocess(blankAsMissing, z.enum(["true", "false"], { error: NOTIFICATION_MESSAGES.unread }).optional())
    .transform((value) => value === "true"),
  page: z
    .preprocess(blankAsMissing, wholeNumber(NOTIFICATION_MESSAGES.page, 1, 100_000).optional())
    .transform((page) => page ?? 1),
  pageSize: z
    .preprocess(
      blankAsMissing,
      wholeNumber(NOTIFICATION_MESSAGES.pageSize, 1, NOTIFICATIONS_PAGE_SIZE.max).optional(),
    )
    .transform((size) => size ?? NOTIFICATIONS_PAGE_SIZE.default),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

const ACTION_KINDS = [
  "add_commentary",
  "create_initiative",
  "open_kpi",
  "open",
] as const satisfies readonly NotificationAction["kind"][];

export const notificationActionSchema = z.object({
  kind: z.enum(ACTION_KINDS),
  label: z.string(),
  href: z.string(),
});

export const notificationSubjectSchema = z.object({
  kpiAssignmentId: z.string().optional(),
  objectiveAssignmentId: z.string().optional(),
  year: z.number().optional(),
  period: z.string().optional(),
  requestId: z.string().optional(),
  submissionId: z.string().optional(),
  initiativeId: z.string().optional(),
});

/** NOTIFY-1, API-33: one notification as the client shows it; `lines` is the explanation, one per line. */
export const notificationItemSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  lines: z.array(z.string()),
  link: z.string(),
  actions: z.array(notificationActionSchema),
  subject: notificationSubjectSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationItemSchema),
  total: z.number().int(),
  unreadCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** NOTIFY-17: GET /api/notifications/attention. */
export const attentionSchema = z.object({ items: z.array(notificationItemSchema) });
export type Attention = z.infer<typeof attentionSchema>;

export const readAnswerSchema = z.object({ id: z.uuid(), readAt: z.string() });
export const readAllAnswerSchema = z.object({ updated: z.number().int() });

const typeSchema = z.enum(NOTIFICATION_TYPES, { error: NOTIFICATION_MESSAGES.type });
const channelSchema = z.enum(NOTIFICATION_CHANNELS, { error: NOTIFICATION_MESSAGES.channel });

/** API-34: PUT /api/notification-preferences: one entry per type changed; a type at most once. */
export const preferencesInputSchema = z.object({
  preferences: z
    .array(z.object({ type: typeSchema, channel: channelSchema }), {
      error: NOTIFICATION_MESSAGES.preferencesCount,
    })
    .min(1, NOTIFICATION_MESSAGES.preferencesCount)
    .max(NOTIFICATION_TYPES.length, NOTIFICATION_MESSAGES.preferencesCount)
    .refine((entries) => new Set(entries.map((e) => e.type)).size === entries.length, {
      message: NOTIFICATION_MESSAGES.duplicateType,
    }),
});
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;

export const preferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  label: z.string(),
  description: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  defaultChannel: z.enum(NOTIFICATION_CHANNELS),
});
export type Preference = {
  type: NotificationType;
  label: string;
  description: string;
  channel: NotificationChannel;
  defaultChannel: NotificationChannel;
};

export const preferencesSchema = z.object({
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  preferences: z.array(preferenceSchema),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** API-35: exactly one of the two assignment ids (a follow's body, and the query of its removal). */
const followTarget = z
  .object({
    kpiAssignmentId: z.preprocess(blankAsMissing, z.uuid(NOTIFICATION_MESSAGES.kpiAssignmentId).optional()),
    objectiveAssignmentId: z.preprocess(
      blankAsMissing,
      z.uuid(NOTIFICATION_MESSAGES.objectiveAssignmentId).optional(),
    ),
  })
  .refine(
    (target) => (target.kpiAssignmentId === undefined) !== (target.objectiveAssignmentId === undefined),
    {
      message: NOTIFICATION_MESSAGES.followTarget,
    },
  );
export const followInputSchema = followTarget;
export const followQuerySchema = followTarget;
export type FollowTarget = z.infer<typeof followTarget>;

export const followSchema = z.object({
  id: z.uuid(),
  kpiAssignmentId: z.uuid().nullable(),
  objectiveAssignmentId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Follow = z.infer<typeof followSchema>;
export const followListSchema = z.object({ items: z.array(followSchema) });

/** API-36: the unsubscribe link's token (NOTIFY-10). */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: NOTIFICATION_MESSAGES.token }).min(1, NOTIFICATION_MESSAGES.token).max(200),
});

export const unsubscribeAnswerSchema = z.object({
  types: z.array(z.object({ type: z.enum(NOTIFICATION_TYPES), label: z.string() })),
  /** MAIL-21: the report schedule a briefing book's link takes the person off (null: none). */
  schedule: z.string().nullable(),
  used: z.boolean(),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
