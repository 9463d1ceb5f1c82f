import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Database, selectRows } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { withPlatform } from "../db/tenant";
import { HttpError } from "../http-error";

// API-12: a create sent twice with the same Idempotency-Key makes one row. A client that lost an
// answer (a dropped connection, a node killed behind the load balancer) may send the same POST again
// with the same key: the first answer is replayed instead of the write being done twice.

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
export const MAX_KEY_LENGTH = 200;
/** Answers are kept this long; an older key is free again (and purged). */
export const KEY_TTL_HOURS = 24;
/**
 * A reservation whose request never answered (its process died mid-request) blocks its key this long.
 * Past it the key may be reserved again: the first attempt's write either never committed or, in the
 * rare case that the process died between its commit and storing its answer, is done a second time.
 */
export const ABANDONED_AFTER_SECONDS = 5 * 60;
// Old keys are swept at most this often per process, as part of a reservation.
const PURGE_EVERY_MS = 60 * 60 * 1000;

export const IN_PROGRESS_MESSAGE =
  "A request with this Idempotency-Key is still being processed. Wait for its answer, then retry.";
export const REUSED_MESSAGE = "This Idempotency-Key was already used for a different request";
export const KEY_FORMAT_MESSAGE = `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} visible characters`;

type StoredAnswer = {
  method: string;
  path: string;
  body_hash: string | null;
  status_code: number | null;
  response: unknown;
};

/** API-14: what identifies a request's body: the SHA-256 of its parsed JSON. */
const bodyHashOf = (request: FastifyRequest) =>
  createHash("sha256")
    .update(JSON.stringify(request.body ?? null))
    .digest("hex");

declare module "fastify" {
  interface FastifyRequest {
    /** The key this request reserved; its answer is stored (2xx) or the key released (otherwise). */
    idempotencyReservation: { userId: string; key: string } | null;
  }
}

const requestPath = (request: FastifyRequest) => request.url.split("?")[0] ?? request.url;

/** A JSON answer as stored in jsonb; anything else is kept as its text. */
function parseAnswer(payload: string): unknown {
  try {
    return payload.length > 0 ? JSON.parse(payload) : null;
  } catch {
    return payload;
  }
}

/** The key of a POST by a signed-in user, checked; null when the request carries none. */
function keyOf(request: FastifyRequest): string | null {
  if (request.method !== "POST" || !request.auth) return null;
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new HttpError(400, KEY_FORMAT_MESSAGE, "VALIDATION", { [IDEMPOTENCY_HEADER]: KEY_FORMAT_MESSAGE });
  }
  return key;
}

/**
 * The Idempotency-Key handling for POST requests of signed-in users. Registered once in app.ts, after
 * the auth plugin (it reads request.auth), as `app.register(import(...), { db })`; not encapsulated,
 * so its hooks see every route. The reservation is made after validation (preHandler), so a
 * malformed body never holds a key. Keys and answers are platform rows (withPlatform): a key belongs
 * to its user, whichever organization they act in.
 */
async function idempotencyPlugin(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  let lastPurge = 0;
  app.decorateRequest("idempotencyReservation", null);

  // Hooks in callback style answer the common case (no key, nothing reserved) without a promise;
  // the rest returns the promise of the async work, which Fastify then waits for (docs/decisions/019).
  app.addHook("preHandler", (request, reply, done) => {
    const key = keyOf(request);
    if (key === null) return done();
    return reserve(request, reply, key);
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    const reservation = request.idempotencyReservation;
    if (!reservation) return done(null, payload);
    request.idempotencyReservation = null;
    return settle(request, reply, payload, reservation);
  });

  async function reserve(request: FastifyRequest, reply: FastifyReply, key: string) {
    const userId = request.auth!.id;
    const method = request.method;
    const path = requestPath(request);
    const bodyHash = bodyHashOf(request);
    const purge = Date.now() - lastPurge > PURGE_EVERY_MS;
    if (purge) lastPurge = Date.now();

    const { reserved, existing } = await withPlatform(db, async (tx) => {
      if (purge) {
        await tx.execute(
          sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${KEY_TTL_HOURS})`,
        );
      }
      // Reserve, or take over a key that expired or whose first request was abandoned. A concurrent
      // reservation of the same key waits for the first one's commit and then finds it taken.
      const taken = await selectRows<{ reserved: number }>(
        tx,
        sql`insert into idempotency_keys (user_id, key, organization_id, method, path, body_hash)
            values (${userId}, ${key}, ${request.auth!.organizationId}, ${method}, ${path}, ${bodyHash})
            on conflict (user_id, key) do update
               set organization_id = excluded.organization_id, method = excluded.method,
                   path = excluded.path, body_hash = excluded.body_hash, status_code = null, response = null, created_at = now()
             where idempotency_keys.created_at < now() - make_interval(hours => ${KEY_TTL_HOURS})
                or (idempotency_keys.status_code is null
                    and idempotency_keys.created_at < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS}))
            returning 1 as reserved`,
      );
      if (taken.length > 0) return { reserved: true, existing: undefined };
      const [row] = await selectRows<StoredAnswer>(
        tx,
        sql`select method, path, body_hash, status_code, response from idempotency_keys
             where user_id = ${userId} and key = ${key}`,
      );
      return { reserved: false, existing: row };
    });

    if (reserved) {
      request.idempotencyReservation = { userId, key };
      return;
    }
    // API-14: the same key with another method, path or body is another request, not a repeat.
    const otherBody = existing?.body_hash != null && existing.body_hash !== bodyHash;
    if (existing && (existing.method !== method || existing.path !== path || otherBody)) {
      throw new HttpError(422, REUSED_MESSAGE, "IDEMPOTENCY_KEY_REUSED");
    }
    // Still being handled, or the row vanished between the two statements (released by a failed
    // first try): either way a retry a moment later gets the right answer.
    if (!existing || existing.status_code === null) {
      throw new HttpError(409, IN_PROGRESS_MESSAGE, "IDEMPOTENCY_IN_PROGRESS");
    }
    return reply.status(existing.status_code).header(REPLAYED_HEADER, "true").send(existing.response);
  }

  async function settle(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    reservation: { userId: string; key: string },
  ) {
    const where = and(
      eq(idempotencyKeys.userId, reservation.userId),
      eq(idempotencyKeys.key, reservation.key),
    );
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        // Stored before the answer leaves, so a repeat sent after it is always a replay.
        const response = typeof payload === "string" ? parseAnswer(payload) : null;
        await withPlatform(db, (tx) =>
          tx.update(idempotencyKeys).set({ statusCode: reply.statusCode, response }).where(where),
        );
      } else {
        // A failed request changed nothing, so the same key may try again.
        await withPlatform(db, (tx) => tx.delete(idempotencyKeys).where(where));
      }
    } catch (error) {
      // The answer itself is right; a key left in progress only makes a repeat wait (409) until
      // ABANDONED_AFTER_SECONDS.
      request.log.error({ err: error, req: request }, "idempotency key not updated");
    }
    return payload;
  }
}

// What fastify-plugin does: the hooks belong to the app, not to a child context.
(idempotencyPlugin as unknown as Record<symbol, boolean>)[Symbol.for("skip-override")] = true;

export default idempotencyPlugin;
