import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_HEADERS } from "../support/accounts";
import { startMailCatcher } from "../support/mail-catcher";
import {
  type AppProcess,
  createPostgresDatabase,
  logInOverHttp,
  POSTGRES_SERVER_URL,
  signUpOverHttp,
  sleep,
  startAppProcess,
} from "../support/processes";
import type { MailCatcher } from "../support/test-app";
import { report } from "./figures";
import { FAIL_TIMEOUT_S, findNginx, type Nginx, startNginx } from "./nginx";

// Two app processes on one PostgreSQL database behind nginx on loopback. Nodes keep
// no state another node needs (sessions, rate-limit counters, the outbox and idempotency keys are in
// the database), so a session made on one works on the other, limits count across both, and losing a
// node under load costs (almost) no reads and duplicates no write.

const NGINX = findNginx();
const why = !NGINX
  ? "nginx is not installed (apt-get install -y nginx)"
  : !POSTGRES_SERVER_URL
    ? "TEST_DATABASE_URL is not set"
    : null;
if (why) console.warn(`\n!!! Two-node tests SKIPPED: ${why}.\n`);

const READERS = 12;
const WRITERS = 4;
const LOAD_BEFORE_EVENT_MS = 2_000;
const LOAD_AFTER_EVENT_MS = 3_000;

describe.skipIf(why !== null)("two app nodes behind nginx (PostgreSQL)", () => {
  let mail: MailCatcher;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let nodes: AppProcess[] = [];
  let nginx: Nginx;
  let account: Awaited<ReturnType<typeof signUpOverHttp>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    mail = await startMailCatcher();
    database = await createPostgresDatabase(POSTGRES_SERVER_URL!, "meridian_two_nodes");
    // Production mode, as deployed: the nodes believe X-Forwarded-For from nginx only (PLATFORM-4).
    env = {
      DATABASE_URL: database.url,
      SMTP_URL: mail.smtpUrl,
      NODE_ENV: "production",
      SESSION_SECRET: "two-nodes-session-secret-of-forty-characters",
      TRUST_PROXY: "127.0.0.1",
    };
    // Both start at once: migrations are serialised by an advisory lock.
    nodes = await Promise.all([startAppProcess(env), startAppProcess(env)]);
    nginx = await startNginx(
      NGINX!,
      nodes.map((node) => node.port),
    );
    account = await signUpOverHttp(nodes[0]!.base, mail);
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(nodes.map((node) => node.stop("SIGKILL")));
    await mail?.close();
    await database?.drop();
  });

  it("sends the sign-up mail once, serves a session made on one node from the other, and a logout on one ends it on both", async () => {
    const [a, b] = nodes as [AppProcess, AppProcess];
    // Two mail workers share one outbox: the sign-up's code was sent once.
    await sleep(2_500);
    expect(mail.messages.filter((m) => m.to.includes(account.email.toLowerCase()))).toHaveLength(1);
    const login = await logInOverHttp(a.base, account.email, account.password);
    expect(login.status).toBe(200);
    const onB = await fetch(`${b.base}/api/auth/user`, { headers: { cookie: login.cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email: account.email });
    // Both nodes have the session cached now; a logout on B must reach A's cache too.
    expect((await fetch(`${a.base}/api/auth/user`, { headers: { cookie: login.cookie } })).status).toBe(200);
    const logout = await fetch(`${b.base}/api/auth/logout`, {
      method: "POST",
      headers: { cookie: login.cookie },
    });
    expect(logout.status).toBe(200);
    let statusOnA = 200;
    const deadline = Date.now() + 2_000;
    while (statusOnA === 200 && Date.now() < deadline) {
      statusOnA = (await fetch(`${a.base}/api/auth/user`, { headers: { cookie: login.cookie } })).status;
      if (statusOnA === 200) await sleep(20);
    }
    expect(statusOnA).toBe(401);
  });

  it("counts wrong passwords across both nodes: the 11th try is refused on either", async () => {
    const email = `nobody.${Date.now()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const node = nodes[i % 2]!;
      statuses.push((await logInOverHttp(node.base, email, "Wrong-password-1!")).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    for (const node of nodes) {
      const refused = await logInOverHttp(node.base, email, "Wrong-password-1!");
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({
        message: "Too many requests. Please try again later",
      });
    }
  });

  it("limits sign-ins per address behind nginx whatever X-Forwarded-For the client sends (PLATFORM-4)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const res = await fetch(`${nginx.base}/api/auth/login`, {
        method: "POST",
        headers: { ...JSON_HEADERS, "x-forwarded-for": `203.0.113.${i + 1}, 198.51.100.${i + 1}` },
        body: JSON.stringify({
          email: `rotating.${i}.${Date.now()}@example.test`,
          password: "Wrong-password-1!",
        }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    const firstLimited = statuses.indexOf(429);
    report("rotating X-Forwarded-For through nginx (production, PostgreSQL)", {
      sent: statuses.length,
      limited: statuses.filter((s) => s === 429).length,
      evaluated: statuses.filter((s) => s === 401).length,
    });
    // Every try counts against nginx's view of the client (127.0.0.1): at most 50 are evaluated in the
    // window, counting the tries of the test before, and every try after the first 429 is refused.
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(firstLimited).toBeGreaterThan(0);
    expect(firstLimited).toBeLessThanOrEqual(50);
    expect(statuses.slice(firstLimited).every((s) => s === 429)).toBe(true);
  });

  type LoadFigures = Record<string, number>;

  /**
   * Readers (GET /api/themes) and writers (POST /api/themes, each with its own Idempotency-Key and
   * retried with it until answered) through nginx while `event` runs; then checks that every
   * acknowledged write is there once, no name was written twice, and at most 1% of reads failed.
   */
  async function underLoad(label: string, prefix: string, event: () => Promise<void>): Promise<LoadFigures> {
    const cookie = account.cookie;
    let stop = false;
    const reads = { sent: 0, failed: 0 };
    const writes = {
      attempted: 0,
      acknowledged: new Map<string, string>(), // name -> id
      unresolved: [] as string[],
      retries: 0,
      replayed: 0,
    };

    const reader = async () => {
      while (!stop) {
        reads.sent++;
        try {
          const res = await fetch(`${nginx.base}/api/themes`, { headers: { cookie } });
          await res.arrayBuffer();
          if (res.status !== 200) reads.failed++;
        } catch {
          reads.failed++;
        }
      }
    };

    /** One create, retried with the same Idempotency-Key until it is answered (or 5 s pass). */
    const createOnce = async (name: string) => {
      const key = randomUUID();
      const deadline = Date.now() + 5_000;
      for (let attempt = 0; Date.now() < deadline; attempt++) {
        if (attempt > 0) {
          writes.retries++;
          await sleep(100);
        }
        try {
          const res = await fetch(`${nginx.base}/api/themes`, {
            method: "POST",
            headers: { ...JSON_HEADERS, cookie, "idempotency-key": key },
            body: JSON.stringify({ name }),
          });
          const body = await res.text();
          if (res.status === 201) {
            if (res.headers.get("idempotent-replayed") === "true") writes.replayed++;
            writes.acknowledged.set(name, JSON.parse(body).id);
            return;
          }
          // 502 (the node died with the request), 503 (it is stopping) or 409 (the first try still
          // holds the key): retry with the same key.
        } catch {
          // connection trouble: retry
        }
      }
      writes.unresolved.push(name);
    };

    const writer = async (index: number) => {
      for (let n = 0; !stop; n++) {
        writes.attempted++;
        await createOnce(`${prefix} writer ${index} theme ${n}`);
      }
    };

    const load = Promise.all([
      ...Array.from({ length: READERS }, reader),
      ...Array.from({ length: WRITERS }, (_, i) => writer(i)),
    ]);
    await sleep(LOAD_BEFORE_EVENT_MS);
    await event();
    await sleep(LOAD_AFTER_EVENT_MS);
    stop = true;
    await load;

    const listed = await fetch(`${nginx.base}/api/themes`, { headers: { cookie } });
    const themes = (await listed.json()) as { id: string; name: string }[];
    const byName = new Map<string, number>();
    for (const theme of themes) {
      if (theme.name.startsWith(prefix)) byName.set(theme.name, (byName.get(theme.name) ?? 0) + 1);
    }
    const duplicated = [...byName].filter(([, count]) => count > 1);
    const ids = new Set(themes.map((theme) => theme.id));
    const lost = [...writes.acknowledged].filter(([, id]) => !ids.has(id));
    const figures = {
      readsSent: reads.sent,
      readsFailed: reads.failed,
      writesAttempted: writes.attempted,
      writesAcknowledged: writes.acknowledged.size,
      writesLost: lost.length,
      writesDuplicated: duplicated.length,
      writesUnresolved: writes.unresolved.length,
      unresolvedButPresent: writes.unresolved.filter((name) => byName.has(name)).length,
      writeRetries: writes.retries,
      answersReplayed: writes.replayed,
    };
    report(label, figures);

    expect(reads.sent).toBeGreaterThan(200);
    expect(reads.failed / reads.sent).toBeLessThanOrEqual(0.01);
    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(writes.acknowledged.size).toBeGreaterThan(10);
    return figures;
  }

  it("loses at most 1% of reads and duplicates no write when a node is killed under load", async () => {
    await underLoad("node killed under load (SIGKILL, nginx, PostgreSQL)", "Node kill", async () => {
      const killed = await nodes[0]!.stop("SIGKILL");
      expect(killed.signal).toBe("SIGKILL");
    });
  }, 60_000);

  it("loses no read in a rolling restart: the killed node comes back, the other drains on SIGTERM", async () => {
    const [dead, draining] = nodes as [AppProcess, AppProcess];
    nodes[0] = await startAppProcess(env, dead.port);
    // nginx tries a failed node again after fail_timeout.
    await sleep(FAIL_TIMEOUT_S * 1000 + 500);
    const figures = await underLoad("rolling restart (SIGTERM, nginx, PostgreSQL)", "Rolling", async () => {
      const exit = await draining.stop("SIGTERM");
      expect(exit).toEqual({ code: 0, signal: null });
    });
    expect(figures.readsFailed).toBe(0);
  }, 60_000);
});
