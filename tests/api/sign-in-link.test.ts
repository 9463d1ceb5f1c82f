// AUTH-46: a stranger's wrong guesses cannot lock the owner out: every sign-in 429 offers a mailed
// one-time sign-in link, which signs the owner in once despite the account's back-off (AUTH-20) while
// password guesses from new addresses stay refused.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LINK_INVALID_MESSAGE, SIGN_IN_LINK_SENT_MESSAGE } from "../../src/domain/schemas/auth";
import { authTokens } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { settleAfterAnswer } from "../../src/server/features/auth/after-answer";
import { hashToken } from "../../src/server/features/auth/secrets";
import {
  clientAddress,
  JSON_HEADERS,
  sessionCookie,
  signUp,
  signUpVerified,
  uniqueEmail,
} from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = "Wrong!Passw0rd";
const SUBJECT = /sign-in link/i;

const post = (url: string, payload: object, remoteAddress = clientAddress(), cookie?: string) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    payload,
    remoteAddress,
  });

/** The tokens of every sign-in link mailed to this address so far, oldest first. */
async function mailedLinks(email: string): Promise<string[]> {
  await settleAfterAnswer();
  await t.mailWorker.drain();
  return t.mail.messages
    .filter((mail) => mail.to.includes(email) && SUBJECT.test(mail.subject))
    .map((mail) => mail.text.match(/\/sign-in-link\?token=([\w-]+)/)?.[1])
    .filter((token): token is string => Boolean(token));
}

/** An account whose back-off for new addresses 31 strangers' wrong guesses have spent. */
async function lockedOutOwner() {
  const account = await signUpVerified(t);
  for (let i = 0; i < 31; i++) await post("/api/auth/login", { email: account.email, password: WRONG });
  return account;
}

describe("AUTH-46: a mailed one-time sign-in link when sign-in is refused", () => {
  it("31 strangers' guesses → the owner's 429 offers a link → the link signs the owner in, once", async () => {
    const account = await lockedOutOwner();
    const owner = clientAddress();
    const refused = await post(
      "/api/auth/login",
      { email: account.email, password: account.password },
      owner,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", signInLinkAvailable: true });

    const asked = await post("/api/auth/sign-in-link", { email: account.email }, owner);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: SIGN_IN_LINK_SENT_MESSAGE });
    const [token] = await mailedLinks(account.email);
    expect(token).toBeDefined();
    // Hashed at rest, like the reset tokens.
    const [row] = await withPlatform(t.database.db, (tx) =>
      tx
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(token!))),
    );
    expect(row?.kind).toBe("sign_in_link");
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(15 * 60_000 + 1000);

    const redeemed = await post("/api/auth/sign-in-link/redeem", { token: token! }, owner);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().user.email).toBe(account.email);
    const session = redeemed.cookies.find((c) => c.name === "meridian_session");
    expect(session?.httpOnly).toBe(true);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: sessionCookie(redeemed) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(account.email);

    const again = await post("/api/auth/sign-in-link/redeem", { token: token! }, owner);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SIGN_IN_LINK_INVALID_MESSAGE);

    // Password guesses from new addresses are still refused; the 429 still offers the link.
    const guess = await post("/api/auth/login", { email: account.email, password: WRONG });
    expect(guess.statusCode).toBe(429);
    expect(guess.json().signInLinkAvailable).toBe(true);
  });

  it("refuses an expired link (400), and a new link voids the previous one", async () => {
    const account = await signUpVerified(t);
    const address = clientAddress();
    await post("/api/auth/sign-in-link", { email: account.email }, address);
    await post("/api/auth/sign-in-link", { email: account.email }, address);
    const [first, second] = await mailedLinks(account.email);
    const voided = await post("/api/auth/sign-in-link/redeem", { token: first! }, address);
    expect(voided.statusCode).toBe(400);
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(authTokens.userId, account.user.id), eq(authTokens.kind, "sign_in_link"))),
    );
    const expired = await post("/api/auth/sign-in-link/redeem", { token: second! }, address);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(SIGN_IN_LINK_INVALID_MESSAGE);
  });

  it("answers an address with no account the same, with the same 429 flag, and mails nothing", async () => {
    const nobody = uniqueEmail("nobody");
    const address = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post("/api/auth/login", { email: nobody, password: WRONG }, address);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().signInLinkAvailable).toBe(true);
    }
    expect(statuses[10]).toBe(429);
    const asked = await post("/api/auth/sign-in-link", { email: nobody });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: SIGN_IN_LINK_SENT_MESSAGE });
    expect(await mailedLinks(nobody)).toEqual([]);
    expect(t.mail.messages.filter((mail) => mail.to.includes(nobody))).toEqual([]);
  });

  it("rejects unknown and malformed tokens with 400, never 500", async () => {
    for (const token of ["x".repeat(43), "short", "y".repeat(500)]) {
      const res = await post("/api/auth/sign-in-link/redeem", { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SIGN_IN_LINK_INVALID_MESSAGE);
    }
    expect((await post("/api/auth/sign-in-link/redeem", {})).statusCode).toBe(400);
    expect((await post("/api/auth/sign-in-link", { email: "not-an-address" })).statusCode).toBe(400);
  });

  it("mails an account at most 3 links in 15 minutes (the same answer past it) and limits each address (429)", async () => {
    const account = await signUpVerified(t);
    for (let i = 0; i < 5; i++) {
      const res = await post("/api/auth/sign-in-link", { email: account.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SIGN_IN_LINK_SENT_MESSAGE });
    }
    expect(await mailedLinks(account.email)).toHaveLength(3);

    const address = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await post("/api/auth/sign-in-link", { email: uniqueEmail("probe") }, address)).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it("does not mail an unverified account", async () => {
    const { body } = await signUp(t);
    await post("/api/auth/sign-in-link", { email: body.email });
    expect(await mailedLinks(body.email)).toEqual([]);
  });
});
