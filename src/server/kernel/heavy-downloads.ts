import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { Tx } from "../db/client";
import { type TenantContext, withTenant } from "../db/tenant";
import { HttpError } from "../http-error";
import type { ServiceDeps } from "../services";
import { dataVersionOf } from "./answer-cache";

// Heavy downloads (EXPORT-19..EXPORT-22): the facts feed and the briefing book cost seconds of CPU for a
// large organization. Each is kept per organization, query, day and data version in the process's
// downloads cache (the scorecard's mechanism, SCORE-15), tagged with an ETag of that version (EXPORT-20);
// one computed afresh is "heavy" and runs within per-member and per-organization limits (EXPORT-21); its
// bytes are made after the reading transaction, in slices that let other requests through (EXPORT-22).

/** EXPORT-19: the downloads cache's budget in each process (a 2,000-KPI facts.json is about 28 MB). */
export const DOWNLOADS_CACHE_BYTES = 64 * 1024 * 1024;
export const DOWNLOADS_CACHE_ENTRIES = 64;

/** EXPORT-21: heavy downloads in flight at once in each process. */
export const HEAVY_DOWNLOADS_PER_MEMBER = 1;
export const HEAVY_DOWNLOADS_PER_ORGANIZATION = 2;
export const HEAVY_DOWNLOAD_RETRY_AFTER_SECONDS = 5;
export const MEMBER_DOWNLOAD_BUSY_MESSAGE =
  "Your previous download is still being prepared. Please wait for it to finish, then try again.";
export const ORGANIZATION_DOWNLOAD_BUSY_MESSAGE =
  "Other downloads of your organization are being prepared. Please try again in a few seconds.";

/** A file of the downloads cache: its bytes and the name it is downloaded under. */
export type DownloadFile = { body: Buffer; fileName: string };

/** What a heavy download answers: 304, the kept bytes, or bytes being made (a stream). */
export type HeavyAnswer =
  | { kind: "not-modified"; tag: string }
  | { kind: "file"; tag: string; fileName: string; body: Buffer | Readable };

/** What a download reads in its tenant transaction: its file name, and how to make its bytes afterwards. */
export type DownloadRecipe = { fileName: string; make: () => AsyncIterable<string | Buffer> };

/**
 * EXPORT-21: counts the heavy downloads in flight per member and per organization, in this process.
 * `start` takes a slot or refuses with 429 and Retry-After; the slot is given back by the function it
 * returns (once, however often it is called).
 */
export class HeavyDownloadLimits {
  private readonly byMember = new Map<string, number>();
  private readonly byOrganization = new Map<string, number>();

  constructor(
    readonly perMember = HEAVY_DOWNLOADS_PER_MEMBER,
    readonly perOrganization = HEAVY_DOWNLOADS_PER_ORGANIZATION,
  ) {}

  start(ctx: TenantContext): () => void {
    const member = `${ctx.orgId}:${ctx.userId}`;
    if ((this.byMember.get(member) ?? 0) >= this.perMember) throw busy(MEMBER_DOWNLOAD_BUSY_MESSAGE);
    if ((this.byOrganization.get(ctx.orgId) ?? 0) >= this.perOrganization) {
      throw busy(ORGANIZATION_DOWNLOAD_BUSY_MESSAGE);
    }
    add(this.byMember, member, 1);
    add(this.byOrganization, ctx.orgId, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      add(this.byMember, member, -1);
      add(this.byOrganization, ctx.orgId, -1);
    };
  }

  /** Heavy downloads in flight: the member's and their organization's. */
  inFlight(ctx: TenantContext): { member: number; organization: number } {
    return {
      member: this.byMember.get(`${ctx.orgId}:${ctx.userId}`) ?? 0,
      organization: this.byOrganization.get(ctx.orgId) ?? 0,
    };
  }
}

function add(counts: Map<string, number>, key: string, step: number): void {
  const next = (counts.get(key) ?? 0) + step;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

function busy(message: string): HttpError {
  const error = new HttpError(429, message);
  error.retryAfterSeconds = HEAVY_DOWNLOAD_RETRY_AFTER_SECONDS;
  return error;
}

/** EXPORT-21: this process's limits (one per process, like its caches). */
export const heavyDownloadLimits = new HeavyDownloadLimits();

/** EXPORT-20, EXPORT-21: what a heavy download's route answers besides 200, for the OpenAPI document. */
export const HEAVY_DOWNLOAD_RESPONSES = {
  304: z
    .null()
    .describe("EXPORT-20: not modified; If-None-Match names the ETag of the data version as it is"),
  429: z
    .object({ message: z.string(), code: z.string() })
    .describe("EXPORT-21: too many heavy downloads in flight; Retry-After gives the seconds to wait"),
};

/** EXPORT-20: 304 with the tag, no body. */
export function notModified(reply: FastifyReply, tag: string) {
  return reply.code(304).header("etag", tag).send();
}

/** EXPORT-20: a weak ETag naming the download (its cache key, hashed) and the data version it was made at. */
export function downloadTag(key: string, version: number): string {
  return `W/"${createHash("sha256").update(key).digest("base64url").slice(0, 16)}.${version}"`;
}

/** EXPORT-20: whether an `If-None-Match` header names this tag (`*`, or one of a comma list; weak comparison). */
export function tagMatches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((value) => value.trim() === "*" || bare(value) === bare(tag));
}

/**
 * A heavy download (EXPORT-19..EXPORT-22). In one tenant transaction: the data version first (SCORE-15),
 * then 304 when the caller has this version's tag, or the kept file, or — a heavy download — a slot
 * (EXPORT-21) and `read`. Its bytes are made after the transaction, so no one waits on the database
 * while they are (EXPORT-22), streamed as they come and kept once complete. The slot is given back when
 * the stream closes: at its end, on an error, or when the client goes away.
 */
export async function heavyDownload(
  deps: ServiceDeps,
  ctx: TenantContext,
  key: string,
  ifNoneMatch: string | undefined,
  read: (tx: Tx) => Promise<DownloadRecipe>,
): Promise<HeavyAnswer> {
  const cache = deps.answerCaches?.downloads;
  let release: (() => void) | undefined;
  try {
    const found = await withTenant(deps.db, ctx, async (tx) => {
      const version = await dataVersionOf(tx, ctx.orgId);
      const tag = downloadTag(key, version);
      if (tagMatches(ifNoneMatch, tag)) return { kind: "not-modified" as const, tag };
      const kept = cache?.get(key, version);
      if (kept) return { kind: "file" as const, tag, fileName: kept.fileName, body: kept.body };
      release = heavyDownloadLimits.start(ctx);
      return { kind: "made" as const, tag, version, recipe: await read(tx) };
    });
    if (found.kind !== "made") return found;
    const { tag, version, recipe } = found;
    const keep = cache
      ? (body: Buffer) => cache.set(key, version, { body, fileName: recipe.fileName })
      : undefined;
    const done = release!;
    const body = Readable.from(keptAtTheEnd(recipe.make(), keep, done));
    // A stream destroyed before its first read never runs the generator, nor its `finally`.
    body.once("close", done);
    return { kind: "file", tag, fileName: recipe.fileName, body };
  } catch (error) {
    release?.();
    throw error;
  }
}

/**
 * EXPORT-22: a download's file made off a request (by a job): kept, or read and made now and kept, under
 * the key its route reads. No limits (EXPORT-21 is for requests): a job runner paces its own work.
 */
export async function downloadFile(
  deps: ServiceDeps,
  ctx: TenantContext,
  key: string,
  read: (tx: Tx) => Promise<DownloadRecipe>,
): Promise<DownloadFile> {
  const cache = deps.answerCaches?.downloads;
  const found = await withTenant(deps.db, ctx, async (tx) => {
    const version = await dataVersionOf(tx, ctx.orgId);
    const kept = cache?.get(key, version);
    return kept ? { kept } : { version, recipe: await read(tx) };
  });
  if (found.kept) return found.kept;
  const parts: Buffer[] = [];
  for await (const chunk of found.recipe.make()) {
    parts.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  }
  const file = { body: Buffer.concat(parts), fileName: found.recipe.fileName };
  cache?.set(key, found.version, file);
  return file;
}

/**
 * Passes the chunks on as they come and, when all came, hands their bytes to `keep` (EXPORT-19); `done`
 * runs as soon as the last chunk is out, or on an error, or when the stream is destroyed (EXPORT-21).
 */
async function* keptAtTheEnd(
  chunks: AsyncIterable<string | Buffer>,
  keep: ((body: Buffer) => void) | undefined,
  done: () => void,
): AsyncGenerator<Buffer> {
  try {
    let parts: Buffer[] | undefined = keep ? [] : undefined;
    let size = 0;
    for await (const chunk of chunks) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      // More than the cache could keep is not collected: then the stream alone is in memory.
      if (size > DOWNLOADS_CACHE_BYTES) parts = undefined;
      parts?.push(bytes);
      yield bytes;
    }
    if (parts) keep?.(Buffer.concat(parts, size));
  } finally {
    done();
  }
}
