// NOTIFY-10, API-36: the one-click unsubscribe of a notification e-mail, used without signing in. The
// token names the person and the mail's types; using it moves each of them from e-mail (at once or the
// digest) to in the app only. A person's own settings: no activity row (NOTIFY-16).
import { and, eq, sql } from "drizzle-orm";
import { addressKey } from "../../../domain/address-key";
import { channelFor, NOTIFICATION_TYPE_INFO, type NotificationType } from "../../../domain/notifications";
import { displayName } from "../../../domain/people";
import type { UnsubscribeAnswer } from "../../../domain/schemas/notifications";
import { mailUnsubscribes, reportSchedules, users } from "../../db/schema";
import { type Actor, withPlatform } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { notFound } from "../../http-error";
import { owned, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { countLimitsSlowingGlobal, hashToken, type Limit, slowLane } from "../auth";
import { chosenChannels } from "./dispatch";
import { saveChannels } from "./preferences";

const scheduleRows = owned(reportSchedules, "Report schedule not found");

// API-36: tokens are random (nothing to guess); the limits only keep the public route cheap. Mail
// providers send one-click requests from shared addresses, so the per-address limit is generous.
const UNSUBSCRIBES_PER_ADDRESS: Limit = { max: 60, windowSeconds: 60 * 60 };
const UNSUBSCRIBES_GLOBAL: Limit = { max: 600, windowSeconds: 60 };

const UNKNOWN_TOKEN = "This unsubscribe link is not valid";
/** API-36: a link works for 180 days after its mail was made; then it answers as an unknown one. */
export const UNSUBSCRIBE_LINK_DAYS = 180;
const EXPIRED_TOKEN =
  "This unsubscribe link has expired. Sign in to Meridian to change your notification settings";

type Unsubscribe = {
  actor: Actor;
  types: NotificationType[];
  schedule: { id: string; name: string } | null;
  usedAt: Date | null;
};

const named = (types: readonly NotificationType[]) =>
  types.map((type) => ({ type, label: NOTIFICATION_TYPE_INFO[type].label }));

/**
 * The token's row and its person, counted against the limits. The token alone says which organization it
 * belongs to, so it is looked up as the platform (like the auth tokens); everything after runs behind the
 * wall for that organization.
 */
async function findToken(deps: ServiceDeps, token: string, ip: string): Promise<Unsubscribe> {
  // AUTH-45: past everyone's budget the look-up waits its turn instead of being refused.
  const { overGlobal } = await countLimitsSlowingGlobal(
    deps.db,
    [[`unsubscribe:ip:${addressKey(ip)}`, UNSUBSCRIBES_PER_ADDRESS]],
    ["unsubscribe:all", UNSUBSCRIBES_GLOBAL],
  );
  return overGlobal ? UNSUBSCRIBE_LANE.run(() => lookUpToken(deps, token)) : lookUpToken(deps, token);
}

const UNSUBSCRIBE_LANE = slowLane(1, 5_000);

async function lookUpToken(deps: ServiceDeps, token: string): Promise<Unsubscribe> {
  const [row] = await withPlatform(deps.db, (tx) =>
    tx
      .select({
        organizationId: mailUnsubscribes.organizationId,
        userId: mailUnsubscribes.userId,
        types: mailUnsubscribes.types,
        usedAt: mailUnsubscribes.usedAt,
        createdAt: mailUnsubscribes.createdAt,
        scheduleId: reportSchedules.id,
        scheduleName: reportSchedules.name,
        role: users.role,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(mailUnsubscribes)
      .innerJoin(users, eq(users.id, mailUnsubscribes.userId))
      .leftJoin(reportSchedules, eq(reportSchedules.id, mailUnsubscribes.reportScheduleId))
      .where(eq(mailUnsubscribes.tokenHash, hashToken(token))),
  );
  if (!row) throw notFound(UNKNOWN_TOKEN);
  if (Date.now() - row.createdAt.getTime() > UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60 * 1000) {
    throw notFound(EXPIRED_TOKEN);
  }
  return {
    actor: { orgId: row.organizationId, userId: row.userId, role: row.role, userName: displayName(row) },
    types: row.types,
    schedule: row.scheduleId && row.scheduleName ? { id: row.scheduleId, name: row.scheduleName } : null,
    usedAt: row.usedAt,
  };
}

/** API-36: GET /api/notifications/unsubscribe?token=: what the link would stop, changing nothing. */
export async function describeUnsubscribe(
  deps: ServiceDeps,
  token: string,
  ip: string,
): Promise<UnsubscribeAnswer> {
  const found = await findToken(deps, token, ip);
  return { types: named(found.types), schedule: found.schedule?.name ?? null, used: found.usedAt !== null };
}

/**
 * API-36: POST /api/notifications/unsubscribe?token=: each of the token's types mailed to the person (at
 * once or in the digest) becomes in the app only; a type they turned off stays off. Using the link again
 * does the same again (a mail client may retry), keeping the time of the first use.
 */
export async function unsubscribe(deps: ServiceDeps, token: string, ip: string): Promise<UnsubscribeAnswer> {
  const found = await findToken(deps, token, ip);
  const { actor } = found;
  await tenantWrite(deps, actor, async ({ tx }) => {
    const chosen = (await chosenChannels(tx, actor.orgId, [actor.userId], found.types)).get(actor.userId);
    const mailed = found.types.filter((type) => {
      const channel = channelFor(type, chosen);
      return channel === "email" || channel === "digest";
    });
    await saveChannels(
      tx,
      actor,
      mailed.map((type) => ({ type, channel: "in_app" as const })),
    );
    // MAIL-21: a briefing book's link takes the person off its schedule's recipients.
    if (found.schedule) {
      await tx
        .update(reportSchedules)
        .set({
          recipientUserIds: sql`array_remove(${reportSchedules.recipientUserIds}, ${actor.userId}::uuid)`,
        })
        .where(scheduleRows.byId(actor, found.schedule.id));
    }
    if (!found.usedAt) {
      await tx
        .update(mailUnsubscribes)
        .set({ usedAt: new Date() })
        .where(
          and(
            inOrganization(mailUnsubscribes.organizationId, actor.orgId),
            eq(mailUnsubscribes.tokenHash, hashToken(token)),
          ),
        );
    }
  });
  return { types: named(found.types), schedule: found.schedule?.name ?? null, used: true };
}
