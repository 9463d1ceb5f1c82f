import type { FastifyRequest } from "fastify";
import { VERSION_MESSAGE, versionTimestamp } from "../../domain/schemas/library";
import { badRequest, conflict } from "../http-error";

// VERSION-1: a write may name the version (the row's `updatedAt`) it was based on, in the body's
// `version` or in `If-Match`; a stale one gets 409 and changes nothing, none at all is taken as is.

export const STALE_VERSION_MESSAGE = "This item was changed by someone else. Reload it and try again.";

/**
 * The version an `If-Match` value or a body `version` names, in any of the forms clients send: bare
 * (`2026-…Z`), quoted as an ETag (`"2026-…Z"`) or weak (`W/"2026-…Z"`). `*` and nothing mean "any".
 * Anything else that is not a timestamp is refused with 400 rather than taken as stale.
 */
export function parseVersion(raw: string | readonly string[] | null | undefined): string | undefined {
  const value = (Array.isArray(raw) ? raw[0] : (raw as string | null | undefined))?.trim();
  if (!value || value === "*") return undefined;
  const version = versionTimestamp(value);
  if (!version) throw badRequest(VERSION_MESSAGE, { version: VERSION_MESSAGE });
  return version;
}

/** The version of a request: the body's (or query's) `version` first, else `If-Match`. */
export function versionOf(request: FastifyRequest, sent?: string | null): string | undefined {
  return parseVersion(sent) ?? parseVersion(request.headers["if-match"]);
}

/** 409 when the row moved on since the version the write was based on. */
export function assertVersion(current: Date, version: string | undefined | null): void {
  const wanted = parseVersion(version);
  if (wanted && new Date(wanted).getTime() !== current.getTime()) throw conflict(STALE_VERSION_MESSAGE);
}
