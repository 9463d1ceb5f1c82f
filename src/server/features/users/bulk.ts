import { sql } from "drizzle-orm";
import {
  type BulkUserResult,
  type BulkUsersInput,
  type BulkUsersResponse,
  checkBulkRows,
} from "../../../domain/schemas/bulk-users";
import {
  ADDRESS_UNAVAILABLE_MESSAGE,
  accountAddresses,
  addressWriteLimits,
  FREE_PLAN_LIMIT_MESSAGE,
  type Invitee,
  inviteUsers,
  planRoom,
  releaseLapsedInvitations,
} from "../../accounts/lifecycle";
import { users } from "../../db/schema";
import { type Actor, withPlatform } from "../../db/tenant";
import { recordActivity, tenantWrite } from "../../kernel";
import { enforceLimits } from "../auth";
import { inviterOf, ownOrganization, type UsersDeps, userRows } from "./service";

// Rows per INSERT: 500 users × 6 columns stays far below PostgreSQL's 65,535 parameters, and a 10,000
// row upload is 20 statements instead of 10,000 round trips.
const INSERT_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * USER-4: POST /api/users/bulk. Checks every row (USER-2, USER-3), creates the valid ones in one
 * transaction, and answers one result per row: created, skipped as invalid, or failed (USER-4). A Free organization stops at 10 users (PLAN-2): the rows
 * past the limit fail with the plan's message. An address another organization's account holds is
 * created like any other (AUTH-43); a row the unique indexes still refuse fails alone, without saying why.
 */
export async function bulkCreateUsers(
  deps: UsersDeps,
  actor: Actor,
  input: BulkUsersInput,
): Promise<BulkUsersResponse> {
  const emails = input.rows.map((row) => String(row.email ?? "").trim()).filter((email) => email.length > 0);
  await enforceLimits(deps.db, addressWriteLimits(actor)); // AUTH-43: one upload, one count
  // AUTH-33: lapsed invitations, of any organization, no longer hold the file's addresses. AUTH-43: the
  // addresses an account already holds are invited like any other, and told so by their mail.
  const inUse = await withPlatform(deps.db, async (tx) => {
    await releaseLapsedInvitations(tx, emails);
    return accountAddresses(tx, emails);
  });
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const existing = await tx
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(userRows.inOrg(actor));
    const checks = checkBulkRows(
      input.rows,
      existing.map((row) => row.email),
    );
    const results: BulkUserResult[] = checks.map((check) => ({
      index: check.index,
      email: check.user?.email ?? (input.rows[check.index]?.email ?? "").trim(),
      // USER-4: a row its own checks refuse is skipped as invalid; a valid one may still fail below.
      status: check.user === null ? "skipped" : "failed",
      errors: check.errors,
      userId: null,
    }));

    let valid = checks.filter((check) => check.user !== null);
    const organization = await ownOrganization(tx, actor);
    const room = await planRoom(tx, organization);
    for (const check of valid.slice(room)) results[check.index]!.errors.push(FREE_PLAN_LIMIT_MESSAGE);
    valid = valid.slice(0, room);

    const invitees: Invitee[] = [];
    for (const part of chunks(valid, INSERT_CHUNK)) {
      const inserted = await tx
        .insert(users)
        .values(part.map(({ user }) => ({ organizationId: actor.orgId, ...user! })))
        // A row a unique index refuses (a race with another write) is skipped, not fatal.
        .onConflictDoNothing()
        .returning({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          organizationId: users.organizationId,
        });
      const byEmail = new Map(inserted.map((row) => [row.email, row]));
      for (const { index, user } of part) {
        const row = byEmail.get(user!.email);
        const result = results[index]!;
        if (!row) {
          // AUTH-32: neither that an account exists nor where.
          result.errors.push(ADDRESS_UNAVAILABLE_MESSAGE);
          continue;
        }
        result.status = "created";
        result.userId = row.id;
        if (input.rows[index]!.sendInvitation) invitees.push(row);
      }
    }
    await inviteUsers(w, deps.config.appUrl, inviterOf(actor, organization), invitees, {
      newUsers: true,
      inUse,
    });

    const created = results.filter((result) => result.status === "created").length;
    const skipped = results.filter((result) => result.status === "skipped").length;
    const failed = results.length - created - skipped;
    if (created > 0) {
      // One row for the upload rather than one per user: a 10,000-row import stays one entry.
      await recordActivity(tx, actor, {
        action: "uploaded_data",
        entityType: userRows.declaration.entityType,
        entityName: `Bulk import of ${created} ${created === 1 ? "user" : "users"}`,
        category: userRows.declaration.category,
        details: { newValue: { created, skipped, failed, invited: invitees.length } },
      });
    }
    return { created, skipped, failed, results };
  });
}
