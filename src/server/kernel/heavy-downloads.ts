import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Tx } from "../db/client";
import { type TenantContext, withTenant } from "../db/tenant";
import { HttpError } from "../http-error";
import type { ServiceDeps } from "../services";
import { type AnswerCache, type CacheKeyOf, dataVersionOf } from "./answer-cache";

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

/** EXPORT-23: the encodings a kept file is kept in besides its bytes, in the order they are preferred. */
export const KEPT_ENCODINGS = ["br", "gzip"] as const;
export type KeptEncoding = (typeof KEPT_ENCODINGS)[number];

/**
 * A file of the downloads cache: its bytes, the name it is downloaded under, and (EXPORT-23) its brotli and
 * gzip encodings once they are made.
 */
export type DownloadFile = { body: Buffer; fileName: string; encoded?: Record<KeptEncoding, Buffer> };

/** EXPORT-19, EXPORT-23: the bytes a kept file costs the cache's budget: its bytes and every encoding. */
export function downloadFileBytes(file: DownloadFile): number {
  return file.body.length + (file.encoded ? file.encoded.br.length + file.encoded.gzip.length : 0);
}

/** What a heavy download answers: 304, the kept bytes (with their encodings), or bytes being made (a stream). */
export type HeavyAnswer =
  | { kind: "not-modified"; tag: string }
  | {
      kind: "file";
      tag: string;
      fileName: string;
      body: Buffer | Readable;
      encoded?: Record<KeptEncoding, Buffer>;
    };

/** What a download reads in its tenant transaction: its file name, and how to make its bytes afterwards. */
export type DownloadRecipe = {
  fileName: string;
  make: () => AsyncIterable<string | Buffer>;
  /** EXPORT-23: false for a file compressed already (a PDF): kept without a brotli and gzip copy. */
  encode?: boolean;
};

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

/** EXPORT-25: heavy-download files (made or kept) a member gets a minute in each process; a 304 is free. */
export const DOWNLOADS_PER_MEMBER_PER_MINUTE = 20;
export const DOWNLOAD_RATE_MESSAGE =
  "You have downloaded this many times in the last minute. Please wait a moment, then try again.";

/**
 * EXPORT-25: a kept file costs little, but a member's loop of them, back to back, takes the process from
 * everyone else; so every file answered counts, in a sliding minute per member.
 */
export class DownloadRate {
  private readonly byMember = new Map<string, number[]>();

  constructor(readonly perMinute = DOWNLOADS_PER_MEMBER_PER_MINUTE) {}

  /** Counts one download of the member, or refuses it with 429 and the seconds until one falls out. */
  take(ctx: TenantContext, now = Date.now()): void {
    const member = `${ctx.orgId}:${ctx.userId}`;
    const recent = (this.byMember.get(member) ?? []).filter((at) => at > now - 60_000);
    if (recent.length >= this.perMinute) {
      this.byMember.set(member, recent);
      const error = new HttpError(429, DOWNLOAD_RATE_MESSAGE);
      error.retryAfterSeconds = Math.max(1, Math.ceil((recent[0]! + 60_000 - now) / 1000));
      throw error;
    }
    recent.push(now);
    this.byMember.set(member, recent);
    // The map holds the members of the last minute only.
    if (this.byMember.size > 10_000) {
      for (const [key, times] of this.byMember) {
        if (times.every((at) => at <= now - 60_000)) this.byMember.delete(key);
      }
    }
  }
}

/** EXPORT-25: this process's download rate. */
export const downloadRate = new DownloadRate();

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
 * then 304 when the caller has this version's tag, or (within EXPORT-25's rate) the kept file, or — a heavy download — a slot
 * (EXPORT-21) and `read`. Its bytes are made after the transaction, so no one waits on the database
 * while they are (EXPORT-22), streamed as they come and kept once complete. The slot is given back when
 * the stream closes: at its end, on an error, or when the client goes away.
 */
export async function heavyDownload(
  deps: ServiceDeps,
  ctx: TenantContext,
  keyOf: string | CacheKeyOf,
  ifNoneMatch: string | undefined,
  read: (tx: Tx) => Promise<DownloadRecipe>,
): Promise<HeavyAnswer> {
  const cache = deps.answerCaches?.downloads;
  let release: (() => void) | undefined;
  try {
    const found = await withTenant(deps.db, ctx, async (tx) => {
      const version = await dataVersionOf(tx, ctx.orgId);
      const key = typeof keyOf === "string" ? keyOf : await keyOf(tx);
      const tag = downloadTag(key, version);
      if (tagMatches(ifNoneMatch, tag)) return { kind: "not-modified" as const, tag };
      downloadRate.take(ctx);
      const kept = cache?.get(key, version);
      if (kept) {
        return {
          kind: "file" as const,
          tag,
          fileName: kept.fileName,
          body: kept.body,
          encoded: kept.encoded,
        };
      }
      release = heavyDownloadLimits.start(ctx);
      return { kind: "made" as const, tag, key, version, recipe: await read(tx) };
    });
    if (found.kind !== "made") return found;
    const { tag, key, version, recipe } = found;
    const keep = cache
      ? (body: Buffer) =>
          keepDownload(cache, key, version, { body, fileName: recipe.fileName }, recipe.encode)
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
  keyOf: string | CacheKeyOf,
  read: (tx: Tx) => Promise<DownloadRecipe>,
): Promise<DownloadFile> {
  const cache = deps.answerCaches?.downloads;
  const found = await withTenant(deps.db, ctx, async (tx) => {
    const version = await dataVersionOf(tx, ctx.orgId);
    const key = typeof keyOf === "string" ? keyOf : await keyOf(tx);
    const kept = cache?.get(key, version);
    return kept ? { kept, key } : { key, version, recipe: await read(tx) };
  });
  if (found.kept) return found.kept;
  const { key } = found;
  const parts: Buffer[] = [];
  for await (const chunk of found.recipe.make()) {
    parts.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  }
  const file = { body: Buffer.concat(parts), fileName: found.recipe.fileName };
  if (cache) keepDownload(cache, key, found.version, file, found.recipe.encode);
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

/** EXPORT-23: brotli at a moderate quality (as PLATFORM-9's), gzip at zlib's default level. */
export const KEPT_BROTLI_QUALITY = 5;
const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** EXPORT-23: a file's brotli and gzip encodings, made in libuv's threadpool (zlib's async functions). */
export async function encodeDownload(body: Buffer): Promise<Record<KeptEncoding, Buffer>> {
  const [br, gzip] = await Promise.all([
    brotliCompress(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipCompress(body),
  ]);
  return { br, gzip };
}

/** EXPORT-23: encodings being made, so a test (or a bench) can wait for them. */
const encoding = new Set<Promise<void>>();

/** EXPORT-23: resolves when every encoding being made now is kept. */
export async function downloadEncodingsSettled(): Promise<void> {
  while (encoding.size > 0) await Promise.all([...encoding]);
}

/**
 * EXPORT-19, EXPORT-23: keeps a file, then its encodings once made, beside it (the budget counting them),
 * while the same bytes of the same version are still kept. Until then a hit is sent as it is.
 */
export function keepDownload(
  cache: AnswerCache<DownloadFile>,
  key: string,
  version: number,
  file: DownloadFile,
  encode = true,
): void {
  cache.set(key, version, file);
  if (!encode || file.encoded || file.body.length < ENCODE_FROM_BYTES) return;
  const made: Promise<void> = encodeDownload(file.body)
    .then((encoded) =>
      cache.update(key, version, (kept) => (kept.body === file.body ? { ...kept, encoded } : undefined)),
    )
    .catch(() => undefined)
    .finally(() => encoding.delete(made));
  encoding.add(made);
}

/** EXPORT-23: smaller files are not encoded (PLATFORM-9 sends answers below 1 KB as they are). */
const ENCODE_FROM_BYTES = 1024;

/**
 * EXPORT-23: the encoding of the kept ones that `Accept-Encoding` accepts (q above 0), brotli first; none
 * for `identity` or no header.
 */
export function acceptedEncoding(acceptEncoding: string | string[] | undefined): KeptEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const star = accepted.get("*");
  return KEPT_ENCODINGS.find((name) => (accepted.get(name) ?? star ?? 0) > 0);
}

/**
 * EXPORT-23: a heavy answer's body for this request: a kept encoding that it accepts, with Content-Encoding
 * set, so the compression plugin leaves it alone (it passes on a reply already encoded); else the bytes,
 * which the plugin compresses as any answer (PLATFORM-9).
 */
export function encodedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Extract<HeavyAnswer, { kind: "file" }>,
): Buffer | Readable {
  reply.header("vary", "accept-encoding");
  const chosen = answer.encoded ? acceptedEncoding(request.headers["accept-encoding"]) : undefined;
  if (!chosen || !answer.encoded) return answer.body;
  reply.header("content-encoding", chosen);
  return answer.encoded[chosen];
}
