import { hash as oneShotHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import os from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { busy } from "../../http-error";

/**
 * AUTH-23: password hashing (argon2id, 19 MiB and tens of milliseconds of CPU each) runs at most
 * `concurrent` at a time; up to `queue` more wait their turn, and past that a request is answered 503
 * with Retry-After at once instead of piling up memory and latency for everyone.
 */
const hashing = {
  concurrent: Math.max(2, os.availableParallelism()),
  queue: 32,
  running: 0,
  waiting: [] as (() => void)[],
};
export const HASHING_BUSY_MESSAGE = "The server is busy. Please try again in a moment.";
const RETRY_AFTER_SECONDS = 2;

/** Tests set smaller bounds; answers the previous ones. */
export function setHashingLimits(limits: { concurrent: number; queue: number }) {
  const previous = { concurrent: hashing.concurrent, queue: hashing.queue };
  hashing.concurrent = limits.concurrent;
  hashing.queue = limits.queue;
  return previous;
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.running >= hashing.concurrent) {
    if (hashing.waiting.length >= hashing.queue) throw busy(HASHING_BUSY_MESSAGE, RETRY_AFTER_SECONDS);
    // The slot is handed over by the one that finishes (running stays the same).
    await new Promise<void>((resolve) => hashing.waiting.push(resolve));
  } else {
    hashing.running++;
  }
  try {
    return await work();
  } finally {
    const next = hashing.waiting.shift();
    if (next) next();
    else hashing.running--;
  }
}

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => withHashingSlot(() => hash(password));

// Compared against when the account does not exist, so a wrong e-mail costs as long as a wrong password.
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$MCupa90vSqIwyDGaRavSJg$jgCelT/8n1mkMeHXwB/R73BfoIVANue5ZUz279+GIEs";

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  return withHashingSlot(async () => {
    try {
      return await verify(passwordHash ?? DUMMY_HASH, password);
    } catch {
      return false;
    }
  });
}

/** A random token of 256 bits for cookies and mailed links; only its hash is stored. */
export const newToken = () => randomBytes(32).toString("base64url");
/**
 * The stored form of a token. Every signed-in request hashes its cookie, so this is the one-shot hash:
 * a Hash object per call made a request from the session cache cost about 2.5% more instructions.
 */
export const hashToken = (token: string) => oneShotHash("sha256", token, "hex");

/** AUTH-4: a six-digit code, uniformly drawn. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
