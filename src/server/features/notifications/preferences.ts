// NOTIFY-7, NOTIFY-8, API-34: a person's channel per event type, their choice or the type's default.
// A person's own settings: no activity row (NOTIFY-16).
import { sql } from "drizzle-orm";
import {
  channelFor,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE_INFO,
  NOTIFICATION_TYPES,
} from "../../../domain/notifications";
import type { Preferences, PreferencesInput } from "../../../domain/schemas/notifications";
import type { Tx } from "../../db/client";
import { notificationPreferences } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { chosenChannels } from "./dispatch";

/** Every type in NOTIFICATION_TYPES order, with the channel in force for this person. */
async function readPreferences(tx: Tx, actor: TenantContext): Promise<Preferences> {
  const chosen = (await chosenChannels(tx, actor.orgId, [actor.userId], NOTIFICATION_TYPES)).get(
    actor.userId,
  );
  return {
    channels: [...NOTIFICATION_CHANNELS],
    preferences: NOTIFICATION_TYPES.map((type) => ({
      type,
      label: NOTIFICATION_TYPE_INFO[type].label,
      description: NOTIFICATION_TYPE_INFO[type].description,
      channel: channelFor(type, chosen),
      defaultChannel: NOTIFICATION_TYPE_INFO[type].defaultChannel,
    })),
  };
}

/** API-34: GET /api/notification-preferences. */
export function getPreferences(deps: ServiceDeps, actor: TenantContext): Promise<Preferences> {
  return withTenant(deps.db, actor, (tx) => readPreferences(tx, actor));
}

/** Saves a person's channel for each of the types given (the types not named keep theirs). */
export async function saveChannels(
  tx: Tx,
  actor: TenantContext,
  entries: PreferencesInput["preferences"],
): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(notificationPreferences)
    .values(
      entries.map((entry) => ({
        organizationId: actor.orgId,
        userId: actor.userId,
        type: entry.type,
        channel: entry.channel,
      })),
    )
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { channel: sql`excluded.channel`, updatedAt: sql`now()` },
    });
}

/**
 * API-34: PUT /api/notification-preferences. The body is checked whole first (an unknown type or channel
 * answers 400 and saves nothing); a choice equal to the default is kept as a choice.
 */
export function savePreferences(
  deps: ServiceDeps,
  actor: Actor,
  input: PreferencesInput,
): Promise<Preferences> {
  return tenantWrite(deps, actor, async ({ tx }) => {
    await saveChannels(tx, actor, input.preferences);
    return readPreferences(tx, actor);
  });
}
