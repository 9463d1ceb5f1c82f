import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { JSON_HEADERS, sessionCookie, signUp } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

// MAIL-1: with the mail server down, sign-up still succeeds (the mail waits in the outbox,
// MAIL-2), and once the server is back the worker's back-off retry delivers it exactly once.

/** A TCP port on loopback nobody listens on (yet). */
async function reservePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The "mail server" the app is configured with: down until started, then a relay to the catcher. */
function smtpRelay(port: number, target: { host: string; port: number }) {
  let server: net.Server | undefined;
  return {
    start: async () => {
      server = net.createServer((socket) => {
        const upstream = net.connect(target.port, target.host);
        socket.pipe(upstream).pipe(socket);
        socket.on("error", () => upstream.destroy());
        upstream.on("error", () => socket.destroy());
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

describe("sign-up while the mail server is down", () => {
  let t: TestApp;
  let relay: ReturnType<typeof smtpRelay>;

  beforeAll(async () => {
    const port = await reservePort();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const catcher = new URL(t.mail.smtpUrl);
    relay = smtpRelay(port, { host: catcher.hostname, port: Number(catcher.port) });
  });
  afterAll(async () => {
    await relay?.stop();
    await t?.close();
  });

  it("succeeds, and the verification mail arrives exactly once after the server returns", async () => {
    const { res, body } = await signUp(t);
    expect(res.statusCode).toBe(201);
    const outboxRow = async () =>
      (await withPlatform(t.database.db, (tx) =>
        tx.select().from(mailOutbox).where(eq(mailOutbox.recipient, body.email)),
      )) as (typeof mailOutbox.$inferSelect)[];

    // The worker tried (the commit kicked it) and failed: the mail is still pending, retried later.
    await t.mailWorker.drain();
    const [failed] = await outboxRow();
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(t.mail.messages.filter((m) => m.to.includes(body.email))).toHaveLength(0);

    // More tries while the server stays down send nothing and keep the mail.
    await t.mailWorker.drain();
    expect((await outboxRow())[0]).toMatchObject({ status: "pending", attempts: 1 });

    await relay.start();
    // The worker's own schedule (a poll every 2 s, the first back-off 5 s) delivers it: no kick here.
    const mail = await t.mail.waitFor(body.email, (m) => /verification code/i.test(m.subject), 20_000);
    const code = mail.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    // The catcher has the mail a moment before the worker marks its row sent: wait for that pass to end.
    await t.mailWorker.drain();
    const [sent] = await outboxRow();
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });

    // Exactly once: further passes of the worker send nothing more.
    await t.mailWorker.drain();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await t.mailWorker.drain();
    expect(t.mail.messages.filter((m) => m.to.includes(body.email))).toHaveLength(1);

    // And the delivered code works.
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/auth/verify-otp",
      headers: { ...JSON_HEADERS, cookie: sessionCookie(res) },
      payload: { otpCode: code },
    });
    expect(verified.statusCode).toBe(200);
  }, 45_000);
});
