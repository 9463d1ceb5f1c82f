// Client-held state (AUTH-14): the local session history (wasAuthenticated, lastAuthenticatedAt,
// sessionCheckCount). A missing user after a previous authentication is treated as a likely session
// expiry (AUTH-14). Pure over a Storage-like object so it can be tested without a browser.
import { SERVED_PAGE } from "../../domain/served-page";

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type SessionHistory = {
  wasAuthenticated: boolean;
  lastAuthenticatedAt: number | null;
  sessionCheckCount: number;
};

export const SESSION_HISTORY_KEYS = {
  wasAuthenticated: "wasAuthenticated",
  lastAuthenticatedAt: "lastAuthenticatedAt",
  sessionCheckCount: "sessionCheckCount",
} as const;

function readNumber(storage: StorageLike, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function readSessionHistory(storage: StorageLike): SessionHistory {
  return {
    wasAuthenticated: storage.getItem(SESSION_HISTORY_KEYS.wasAuthenticated) === "true",
    lastAuthenticatedAt: readNumber(storage, SESSION_HISTORY_KEYS.lastAuthenticatedAt),
    sessionCheckCount: readNumber(storage, SESSION_HISTORY_KEYS.sessionCheckCount) ?? 0,
  };
}

/**
 * Records one answer of the current-user check. Returns true when the answer means the session
 * likely expired: no user now, but one before.
 */
export function recordSessionCheck(storage: StorageLike, signedIn: boolean, now: number): boolean {
  const history = readSessionHistory(storage);
  if (signedIn) {
    storage.setItem(SESSION_HISTORY_KEYS.wasAuthenticated, "true");
    storage.setItem(SESSION_HISTORY_KEYS.lastAuthenticatedAt, String(now));
    storage.setItem(SESSION_HISTORY_KEYS.sessionCheckCount, String(history.sessionCheckCount + 1));
    return false;
  }
  return history.wasAuthenticated;
}

/** Forgets the session: after a logout, or once an expiry has been announced. */
export function clearSessionHistory(storage: StorageLike): void {
  storage.setItem(SESSION_HISTORY_KEYS.wasAuthenticated, "false");
  storage.removeItem(SESSION_HISTORY_KEYS.sessionCheckCount);
}

/** An in-memory stand-in for localStorage. */
export function createMemoryStorage(): StorageLike {
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

let fallbackStorage: StorageLike | undefined;

/** localStorage when the browser allows it (private modes may not), else one in-memory store. */
export function browserStorage(): StorageLike {
  try {
    const storage = window.localStorage;
    storage.getItem(SESSION_HISTORY_KEYS.wasAuthenticated);
    return storage;
  } catch {
    fallbackStorage ??= createMemoryStorage();
    return fallbackStorage;
  }
}

/**
 * Whether this page load should expect a signed-in user: the server marked the page because the browser
 * holds a current session (PLATFORM-17: a meta tag, the cookie being out of the page's reach), or this
 * browser signed in before. Such a load waits for the session read instead of showing the landing page.
 */
export function expectsSession(): boolean {
  return (
    document.querySelector(`meta[name="${SERVED_PAGE.sessionMeta}"]`) !== null ||
    readSessionHistory(browserStorage()).wasAuthenticated
  );
}
