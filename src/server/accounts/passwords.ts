import { dictionary } from "@zxcvbn-ts/language-common";
import { HttpError } from "../http-error";

// AUTH-39: passwords built on one of the most used (breached) passwords are refused, server-side, on
// every route that sets one. The list is the maintained one of @zxcvbn-ts/language-common (about
// 49,000 passwords from public breach corpora), loaded once.

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => String(p).toLowerCase()));
  return common;
}

// Look-alike characters put back, so "P@ssw0rd!" is seen as "password".
const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
};
const unLeet = (value: string) => [...value].map((c) => LOOK_ALIKES[c] ?? c).join("");

/**
 * The common password this one is built on, if any: the whole (any case), without its symbols, without
 * the digits and symbols around it ("Summer2024!" → "summer"), or with look-alikes put back.
 */
export function commonPasswordBase(password: string): string | null {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, "");
  const candidates = [
    lower,
    lower.replace(/[^a-z0-9]/g, ""),
    core,
    unLeet(lower).replace(/[^a-z0-9]/g, ""),
    unLeet(core).replace(/[^a-z]/g, ""),
  ];
  const list = commonPasswords();
  return candidates.find((candidate) => candidate.length >= 4 && list.has(candidate)) ?? null;
}

export const commonPasswordMessage = (base: string) =>
  `This password is too easy to guess: it is built on "${base}", one of the most common passwords found in data breaches. Choose another.`;

/** 400 naming the field when the password is built on a common one. */
export function assertUncommonPassword(password: string, field = "password"): void {
  const base = commonPasswordBase(password);
  if (!base) return;
  const message = commonPasswordMessage(base);
  throw new HttpError(400, message, "VALIDATION", { [field]: message });
}
