import { eq, sql } from "drizzle-orm";
import {
  type BulkUserResult,
  type BulkUsersInput,
  type BulkUsersResponse,
  checkBulkRows,
} from "../../../domain/schemas/bulk-users";
import type { Tx } from "../../db/client";
import { authTokens, mailOutbox, organizations, users } from "../../db/schema";
import { type Actor, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { invitationMail } from "../../mail/templates";
import { recordActivity } from "../activities/record";
import { hashToken, newToken } from "../auth/secrets";
import { FREE_PLAN_LIMIT_MESSAGE, FREE_PLAN_USER_LIMIT, INVITE_TTL_MS, type UsersDeps } from "./service";

// Rows per INSERT: 500 users × 6 columns stays far below PostgreSQL's 65,535 parameters, and a 10,000
// row upload is 20 statements instead of 10,000 round trips.
const INSERT_CHUNK = 500;
const EMAIL_TAKEN = "A user with this email already exists";

type NewUser = { id: string; email: string; firstName: string | null };

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * D12 invitations for freshly created users, in bulk: one token and one outbox mail each, written in
 * the import's transaction. New users have no earlier token to void, so none is looked up.
 */
async function queueInvitations(deps: UsersDeps, tx: Tx, actor: Actor, invitees: NewUser[]): Promise<void> {
  if (invitees.length === 0) return;
  const [organization] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, actor.orgId));
  const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
  for (const part of chunks(invitees, INSERT_CHUNK)) {
    const tokens = part.map(() => newToken());
    await tx.insert(authTokens).values(
      part.map((user, i) => ({
        userId: user.id,
        organizationId: actor.orgId,
        kind: "invite" as const,
        tokenHash: hashToken(tokens[i]!),
        expiresAt,
      })),
    );
    await tx.insert(mailOutbox).values(
      part.map((user, i) => {
        const content = invitationMail({
          firstName: user.firstName,
          organizationName: organization?.name ?? "your organization",
          inviterName: actor.userName,
          link: `${deps.config.appUrl}/accept-invite?token=${tokens[i]}`,
        });
        return {
          recipient: user.email,
          subject: content.subject,
          textBody: content.text,
          htmlBody: content.html,
          organizationId: actor.orgId,
        };
      }),
    );
  }
}

/**
 * issue 8: POST /api/users/bulk. Checks every row (spec §5 Bulk CSV), creates the valid ones in one
 * transaction, and answers one result per row. A Free organization stops at 10 users (D10): the rows
 * past the limit fail with the plan's message. An e-mail used in another organization fails that row
 * alone (the unique index says so; which organization is not revealed).
 */
export async function bulkCreateUsers(
  deps: UsersDeps,
  actor: Actor,
  input: BulkUsersInput,
): Promise<BulkUsersResponse> {
  let invited = 0;
  const response = await withTenant(deps.db, actor, async (tx) => {
    const existing = await tx
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inOrganization(users.organizationId, actor.orgId));
    const checks = checkBulkRows(
      input.rows,
      existing.map((row) => row.email),
    );
    const results: BulkUserResult[] = checks.map((check) => ({
      index: check.index,
      email: check.user?.email ?? (input.rows[check.index]?.email ?? "").trim(),
      status: "failed",
      errors: check.errors,
      userId: null,
    }));

    let valid = checks.filter((check) => check.user !== null);
    const [organization] = await tx
      .select({ tier: organizations.subscriptionTier })
      .from(organizations)
      .where(eq(organizations.id, actor.orgId));
    if (organization?.tier === "free") {
      const room = Math.max(0, FREE_PLAN_USER_LIMIT - existing.length);
      for (const check of valid.slice(room)) results[check.index]!.errors.push(FREE_PLAN_LIMIT_MESSAGE);
      valid = valid.slice(0, room);
    }

    const invitees: NewUser[] = [];
    for (const part of chunks(valid, INSERT_CHUNK)) {
      const inserted = await tx
        .insert(users)
        .values(part.map(({ user }) => ({ organizationId: actor.orgId, ...user! })))
        // users_email_unique is platform-wide: an address of another organization is skipped, not fatal.
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email, firstName: users.firstName });
      const byEmail = new Map(inserted.map((row) => [row.email, row]));
      for (const { index, user } of part) {
        const row = byEmail.get(user!.email);
        const result = results[index]!;
        if (!row) {
          result.errors.push(EMAIL_TAKEN);
          continue;
        }
        result.status = "created";
        result.userId = row.id;
        if (input.rows[index]!.sendInvitation) invitees.push(row);
      }
    }
    await queueInvitations(deps, tx, actor, invitees);
    invited = invitees.length;

    const created = results.filter((result) => result.status === "created").length;
    const failed = results.length - created;
    if (created > 0) {
      // One row for the upload rather than one per user: a 10,000-row import stays one entry.
      await recordActivity(tx, actor, {
        action: "uploaded_data",
        entityType: "employee",
        entityName: `Bulk import of ${created} ${created === 1 ? "user" : "users"}`,
        category: "organization",
        details: { newValue: { created, failed, invited: invitees.length } },
      });
    }
    return { created, failed, results };
  });
  if (invited > 0) deps.kickMail();
  return response;
}
