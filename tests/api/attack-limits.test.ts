import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { selectRows } from "../../src/server/db/client";
import { mailOutbox, users } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { clearHits, currentCount } from "../../src/server/features/auth/rate-limit";
import { setHashingLimits } from "../../src/server/features/auth/secrets";
import { issueToken } from "../../src/server/features/auth/service";
import { loggable } from "../../src/server/plugins/errors";
import {
  clientAddress,
  GOOD_PASSWORD,
  JSON_HEADERS,
  mailedToken,
  signUp,
  signUpVerified,
  uniqueEmail,
} from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

// Regression tests for what a red team broke: limits that a header, a race or a long e-mail got
// around, hashing that a made-up token could buy, and answers that told more than they should.

// Every argon2 hash and verify is counted, so a test can say how many passwords were evaluated.
const argon = vi.hoisted(() => ({ hashes: 0, verifies: 0 }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const original = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...original,
    hash: (...args: Parameters<typeof original.hash>) => {
      argon.hashes++;
      return original.hash(...args);
    },
    verify: (...args: Parameters<typeof original.verify>) => {
      argon.verifies++;
      return original.verify(...args);
    },
  };
});

// Work run after the answer is held here, so a test sees exactly what the request itself did.
const later = vi.hoisted(() => ({ hold: false, jobs: [] as (() => Promise<void>)[] }));
vi.mock("../../src/server/features/auth/after-answer", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/features/auth/after-answer")>();
  return {
    ...original,
    runAfterAnswer: (work: () => Promise<void>, onError: (error: unknown) => void) => {
      if (later.hold) later.jobs.push(work);
      else original.runAfterAnswer(work, onError);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inject = (url: string, payload: unknown, remoteAddress = clientAddress(), headers = {}) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { ...JSON_HEADERS, ...headers },
    payload: payload as object,
    remoteAddress,
  });

const WRONG = "Wrong!Passw0rd";

describe("X-Forwarded-For is not believed without TRUST_PROXY (PLATFORM-4)", () => {
  it("limits sign-ins by the connection's address whatever X-Forwarded-For says", async () => {
    const address = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await inject(
        "/api/auth/login",
        { email: "victim@example.test", password: WRONG },
        address,
        {
          "x-forwarded-for": `198.51.100.${i + 1}`,
        },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe("sign-in limits (AUTH-20, AUTH-21)", () => {
  it("evaluates at most 10 of 60 concurrent wrong guesses from one address; the rest answer 429", async () => {
    const account = await signUpVerified(t);
    const address = clientAddress();
    const before = argon.verifies;
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        inject("/api/auth/login", { email: account.email, password: WRONG }, address),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    expect(argon.verifies - before).toBe(10);
  });

  it("a stranger's wrong guesses from many addresses do not lock the owner out of their usual address", async () => {
    const account = await signUpVerified(t);
    const home = clientAddress();
    expect(
      (await inject("/api/auth/login", { email: account.email, password: account.password }, home))
        .statusCode,
    ).toBe(200);
    // 40 guesses from 40 addresses: the account's back-off for new addresses stops them after 30.
    const stranger: number[] = [];
    for (let i = 0; i < 40; i++) {
      stranger.push((await inject("/api/auth/login", { email: account.email, password: WRONG })).statusCode);
    }
    expect(stranger.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(stranger.slice(30)).toEqual(Array(10).fill(429));
    // Even the right password from yet another new address waits.
    expect(
      (await inject("/api/auth/login", { email: account.email, password: account.password })).statusCode,
    ).toBe(429);
    // The owner, at home, signs in.
    expect(
      (await inject("/api/auth/login", { email: account.email, password: account.password }, home))
        .statusCode,
    ).toBe(200);
  });

  it("a right password does not use up the address's allowance", async () => {
    const account = await signUpVerified(t);
    const office = clientAddress();
    for (let i = 0; i < 15; i++) {
      const res = await inject(
        "/api/auth/login",
        { email: account.email, password: account.password },
        office,
      );
      expect(res.statusCode).toBe(200);
    }
  });
});

describe("passwords behind mailed tokens (AUTH-22, AUTH-23)", () => {
  it.each([
    ["/api/auth/reset-password", "This reset link is invalid or has expired"],
    ["/api/auth/accept-invite", "This invitation link is invalid or has expired"],
  ])("%s checks the token before hashing, and limits each address", async (url, message) => {
    const address = clientAddress();
    const before = argon.hashes;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await inject(
        url,
        { token: `made-up-token-${i}-${"x".repeat(20)}`, password: GOOD_PASSWORD },
        address,
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 400) expect(res.json().message).toBe(message);
    }
    expect(argon.hashes - before).toBe(0);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
  });

  it("a valid invitation still sets the password (one hash)", async () => {
    const admin = await signUpVerified(t);
    const [invited] = await withPlatform(t.database.db, (tx) =>
      tx
        .insert(users)
        .values({ organizationId: admin.user.organizationId, email: uniqueEmail("inv"), firstName: "Ivy" })
        .returning(),
    );
    const { token } = await withPlatform(t.database.db, (tx) => issueToken(tx, invited!, "invite", 3600_000));
    const before = argon.hashes;
    expect((await inject("/api/auth/accept-invite", { token, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
    expect(argon.hashes - before).toBe(1);
  });

  it("a sign-up refused for a taken e-mail still counts against its address", async () => {
    const address = clientAddress();
    const { body } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await inject("/api/auth/signup", { ...body, companyName: "Squatter Co" }, address);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("answers 503 with Retry-After when password hashing is saturated, never 500", async () => {
    const previous = setHashingLimits({ concurrent: 1, queue: 1 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          inject("/api/auth/login", { email: uniqueEmail("busy"), password: WRONG }),
        ),
      );
      const busy = answers.filter((res) => res.statusCode === 503);
      expect(answers.filter((res) => res.statusCode === 401).length).toBeGreaterThanOrEqual(2);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.headers["retry-after"]).toBe("2");
      expect(busy[0]!.json()).toMatchObject({ code: "UNAVAILABLE" });
      expect(answers.every((res) => res.statusCode === 401 || res.statusCode === 503)).toBe(true);
    } finally {
      setHashingLimits(previous);
    }
  });
});

describe("long e-mails (AUTH-24)", () => {
  const long = `${"a".repeat(300)}@example.test`;
  const huge = `${"b".repeat(20_000)}@example.test`;
  it.each([
    ["/api/auth/login", (email: string) => ({ email, password: WRONG })],
    ["/api/auth/forgot-password", (email: string) => ({ email })],
    ["/api/auth/resend-verification", (email: string) => ({ email })],
    [
      "/api/auth/signup",
      (email: string) => ({
        firstName: "Al",
        lastName: "Long",
        email,
        password: GOOD_PASSWORD,
        companyName: "Long Co",
      }),
    ],
  ])("%s answers 400 naming the e-mail, never 500", async (url, body) => {
    for (const email of [long, huge]) {
      const res = await inject(url, body(email));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toContain("email");
    }
  });

  it("stores rate-limit keys as hashes, never the e-mail or address", async () => {
    const email = uniqueEmail("hashed");
    await inject("/api/auth/forgot-password", { email });
    await inject("/api/auth/login", { email, password: WRONG });
    const keys = await withPlatform(t.database.db, (tx) =>
      selectRows<{ key: string }>(tx, sql`select key from rate_limits`),
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every(({ key }) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
  });
});

describe("logged errors are cut short (AUTH-24)", () => {
  it("keeps the first 200 characters of an error message that carries a request's parameters", () => {
    const logged = loggable(
      new Error(`Failed query: select … params: ${"x".repeat(100_000)}@example.test`),
    ) as {
      message: string;
    };
    expect(logged.message.length).toBeLessThanOrEqual(201);
    expect(logged.message.startsWith("Failed query")).toBe(true);
  });
});

describe("forgot-password costs the same for any address (AUTH-25)", () => {
  it("does the same work before answering whether or not the account exists; the mail follows", async () => {
    const account = await signUpVerified(t);
    const ghost = uniqueEmail("ghost");
    // Transactions opened by the auth service (the mail worker's polls share the database).
    const db = t.database.db;
    const original = db.transaction.bind(db);
    let transactions = 0;
    const transaction = vi.spyOn(db, "transaction").mockImplementation(((
      ...args: Parameters<typeof original>
    ) => {
      if (new Error().stack?.includes("features/auth")) transactions++;
      return original(...args);
    }) as typeof db.transaction);
    later.hold = true;
    try {
      const measure = async (email: string) => {
        // The mail worker shares the database: let it finish the sign-up's mail before counting.
        await t.mailWorker.drain();
        transactions = 0;
        later.jobs = [];
        const res = await inject("/api/auth/forgot-password", { email });
        return {
          status: res.statusCode,
          body: res.json(),
          transactions,
          jobs: later.jobs,
        };
      };
      const known = await measure(account.email);
      const unknown = await measure(ghost);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect({ transactions: unknown.transactions, jobs: unknown.jobs.length }).toEqual({
        transactions: known.transactions,
        jobs: known.jobs.length,
      });
      // The request itself only counts the limits (one transaction); the look-up is in the held job.
      expect(known.transactions).toBe(1);
      expect(known.jobs).toHaveLength(1);
      // Nothing was queued while answering; the held work queues the mail for the real account only.
      const queued = () =>
        withPlatform(t.database.db, (tx) => tx.select({ to: mailOutbox.recipient }).from(mailOutbox));
      const before = (await queued()).length;
      await known.jobs[0]!();
      await unknown.jobs[0]!();
      const after = await queued();
      expect(after.length - before).toBe(1);
    } finally {
      later.hold = false;
      transaction.mockRestore();
    }
    expect(await mailedToken(t, account.email, /reset/i)).toMatch(/^[\w-]{20,}$/);
  });
});

describe("private answers are not cached (API-13)", () => {
  it.each([
    ["GET", "/api/auth/user"],
    ["GET", "/api/health"],
    ["GET", "/api/themes"],
    ["POST", "/api/auth/login"],
  ])("%s %s answers Cache-Control: no-store", async (method, url) => {
    const account = await signUpVerified(t);
    const res = await t.app.inject({
      method: method as "GET" | "POST",
      url,
      headers: { ...JSON_HEADERS, cookie: account.cookie },
      ...(method === "POST" ? { payload: { email: account.email, password: WRONG } } : {}),
      remoteAddress: clientAddress(),
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("Idempotency-Key with another body (API-14)", () => {
  it("answers 422 for the same key with a different body, and replays for the same body", async () => {
    const account = await signUpVerified(t);
    const send = (name: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/themes",
        headers: { ...JSON_HEADERS, cookie: account.cookie, "idempotency-key": "theme-key-1" },
        payload: { name },
      });
    const first = await send("Growth");
    expect(first.statusCode).toBe(201);
    const other = await send("Something else");
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    const repeat = await send("Growth");
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers["idempotent-replayed"]).toBe("true");
    expect(repeat.json()).toEqual(first.json());
  });
});

describe("the session cookie in production (PLATFORM-5)", () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) } });
  });
  afterAll(() => prod.close());

  it("is named __Host-meridian_session, Secure, for Path=/ and without a Domain; the plain name is ignored", async () => {
    const res = await prod.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: JSON_HEADERS,
      payload: {
        firstName: "Hana",
        lastName: "Host",
        email: uniqueEmail("host"),
        password: GOOD_PASSWORD,
        companyName: "Prefix Co",
      },
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode).toBe(201);
    const header = String(res.headers["set-cookie"]);
    expect(header).toMatch(/^__Host-meridian_session=[\w-]+;/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Domain=/i);
    const token = header.split(";")[0]!.split("=")[1]!;
    const user = (cookie: string) =>
      prod.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect((await user(`__Host-meridian_session=${token}`)).statusCode).toBe(200);
    expect((await user(`meridian_session=${token}`)).statusCode).toBe(401);
  });
});

describe("the global limit on passwords behind mailed tokens (AUTH-22)", () => {
  it("one address refused by its own limit does not use up everyone's (AUTH-42)", async () => {
    await withPlatform(t.database.db, (tx) => clearHits(tx, "token-password:all"));
    const address = clientAddress();
    const statuses: number[] = [];
    // 320 tries from one address: 20 are its allowance, the other 300 are refused and not counted
    // globally, so the global count stays at 20 and a real user's valid reset still goes through.
    for (let i = 0; i < 320; i++) {
      const res = await inject(
        "/api/auth/reset-password",
        { token: `burst-token-${i}-${"y".repeat(20)}`, password: GOOD_PASSWORD },
        address,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(300);
    const global = await withPlatform(t.database.db, (tx) =>
      currentCount(tx, "token-password:all", { max: 300, windowSeconds: 60 }),
    );
    expect(global).toBe(20);
    const elsewhere = await inject("/api/auth/reset-password", {
      token: `another-token-${"x".repeat(20)}`,
      password: GOOD_PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  // Last in the file: it uses up the minute's allowance for everyone.
  it("past 300 tries a minute, from however many addresses, slows the work instead of refusing it (AUTH-45)", async () => {
    // A fresh minute, whatever the tests above spent.
    await withPlatform(t.database.db, (tx) => clearHits(tx, "token-password:all"));
    const account = await signUpVerified(t);
    const statuses: number[] = [];
    for (let i = 0; i < 320; i++) {
      const res = await inject("/api/auth/reset-password", {
        token: `spread-token-${i}-${"z".repeat(20)}`,
        password: GOOD_PASSWORD,
      });
      statuses.push(res.statusCode);
    }
    // Every made-up token is answered as one (400), the 20 past everyone's budget too.
    expect(statuses.every((s) => s === 400)).toBe(true);
    const { token } = await withPlatform(t.database.db, (tx) =>
      issueToken(
        tx,
        { id: account.user.id, organizationId: account.user.organizationId },
        "password_reset",
        60_000,
      ),
    );
    const started = Date.now();
    const valid = await inject("/api/auth/reset-password", { token, password: "An0ther!Passw0rd" });
    console.info(
      `AUTH-45: 320 reset tries, then a valid reset from another address → ${valid.statusCode} in ${Date.now() - started} ms`,
    );
    expect(valid.statusCode, valid.body).toBe(200);
  });
});
