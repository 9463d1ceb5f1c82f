import { describe, expect, it } from "vitest";
import {
  clearSessionHistory,
  createMemoryStorage,
  readSessionHistory,
  recordSessionCheck,
} from "./session-history";

describe("session history (AUTH-14)", () => {
  it("starts empty", () => {
    expect(readSessionHistory(createMemoryStorage())).toEqual({
      wasAuthenticated: false,
      lastAuthenticatedAt: null,
      sessionCheckCount: 0,
    });
  });

  it("records each signed-in check", () => {
    const storage = createMemoryStorage();
    expect(recordSessionCheck(storage, true, 1_000)).toBe(false);
    expect(recordSessionCheck(storage, true, 6_000)).toBe(false);
    expect(readSessionHistory(storage)).toEqual({
      wasAuthenticated: true,
      lastAuthenticatedAt: 6_000,
      sessionCheckCount: 2,
    });
  });

  it("reads a missing user after a previous authentication as a likely expiry", () => {
    const storage = createMemoryStorage();
    expect(recordSessionCheck(storage, false, 1_000)).toBe(false);
    recordSessionCheck(storage, true, 2_000);
    expect(recordSessionCheck(storage, false, 3_000)).toBe(true);
  });

  it("forgets the session after logout, so signing out is not an expiry", () => {
    const storage = createMemoryStorage();
    recordSessionCheck(storage, true, 2_000);
    clearSessionHistory(storage);
    expect(recordSessionCheck(storage, false, 3_000)).toBe(false);
    expect(readSessionHistory(storage)).toMatchObject({ wasAuthenticated: false, sessionCheckCount: 0 });
  });

  it("ignores garbage in storage", () => {
    const storage = createMemoryStorage();
    storage.setItem("lastAuthenticatedAt", "soon");
    storage.setItem("sessionCheckCount", "many");
    expect(readSessionHistory(storage)).toEqual({
      wasAuthenticated: false,
      lastAuthenticatedAt: null,
      sessionCheckCount: 0,
    });
  });
});
