// Heavy downloads (EXPORT-19..EXPORT-22): the facts feed and the briefing book are kept per organization,
// query, day and data version (a hit is the same bytes and no heavy work; a write makes the next answer
// fresh), tagged with an ETag (304), limited per member and per organization while made (429 with
// Retry-After, the slot given back at the end, on an error and when the client goes away), and the feed is
// streamed with exactly the bytes it had when it was built whole (tests/support/facts-before.ts). A kept
// feed is kept brotli- and gzip-encoded too and sent so, not compressed again (EXPORT-23).
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DemoLogin, seedDemoOrganization } from "../../src/server/db/seed/demo";
import { buildFixtureOrganization } from "../../src/server/db/seed/fixture";
import type { TenantContext } from "../../src/server/db/tenant";
import { hashPassword } from "../../src/server/features/auth/secrets";
import { makeBriefingBook } from "../../src/server/features/reports/service";
import { HttpError } from "../../src/server/http-error";
import { AnswerCache } from "../../src/server/kernel/answer-cache";
import {
  acceptedEncoding,
  DOWNLOAD_RATE_MESSAGE,
  DOWNLOADS_PER_MEMBER_PER_MINUTE,
  type DownloadFile,
  DownloadRate,
  downloadEncodingsSettled,
  downloadFileBytes,
  encodeDownload,
  HEAVY_DOWNLOAD_RETRY_AFTER_SECONDS,
  heavyDownload,
  heavyDownloadLimits,
  MEMBER_DOWNLOAD_BUSY_MESSAGE,
  ORGANIZATION_DOWNLOAD_BUSY_MESSAGE,
} from "../../src/server/kernel/heavy-downloads";
import type { ServiceDeps } from "../../src/server/services";
import { clientAddress, JSON_HEADERS } from "../support/accounts";
import { factsCsvBefore, factsJsonBefore } from "../support/facts-before";
import { createTestApp, type TestApp } from "../support/test-app";

// DEMO-2: the demo organization, seeded as if today were 15 July 2026.
const NOW = new Date(Date.UTC(2026, 6, 15, 9));
const PASSWORD = "Fixture-Password-1!";
const BOOK = "/api/reports/briefing.pdf?year=2026&frequency=quarterly&period=q2&view=period";

type Person = { cookie: string; ctx: TenantContext };

let t: TestApp;
let demo: DemoLogin;
let demoAdmin: Person;
let demoMember: Person;
/** A fixture organization of 250 KPIs of every frequency: more than one slice of rows (JOB_SLICE). */
let slices: { orgId: string; members: Person[] };
let slicesAdminEmail: string;

async function signIn(email: string, password: string): Promise<Person> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: JSON_HEADERS,
    remoteAddress: clientAddress(),
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.cookies.find((c) => c.name.endsWith("meridian_session"))!;
  const { user } = res.json();
  return {
    cookie: `${session.name}=${session.value}`,
    ctx: { orgId: user.organizationId, userId: user.id, role: user.role },
  };
}

const get = (url: string, as: Person, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { cookie: as.cookie, ...headers },
    remoteAddress: clientAddress(),
  });

beforeAll(async () => {
  t = await createTestApp();
  demo = await seedDemoOrganization(t.database.db, { now: NOW });
  demoAdmin = await signIn(demo.email, demo.password);
  demoMember = await signIn(demo.email.replace(/^[^@]+/, "sofia"), demo.password);
  const fixture = await buildFixtureOrganization(t.database.db, {
    name: "Slices Org",
    functions: 12,
    kpis: 250,
    users: 7,
    years: 2,
    frequency: "mixed",
    passwordHash: await hashPassword(PASSWORD),
    now: NOW,
    seed: 7,
  });
  const members = [];
  for (const n of [3, 4, 5, 6])
    members.push(await signIn(fixture.adminEmail.replace(/^admin@/, `user${n}@`), PASSWORD));
  slices = { orgId: fixture.organizationId, members };
  slicesAdminEmail = fixture.adminEmail;
}, 180_000);
afterAll(() => t.close());

describe("the facts feed streamed (EXPORT-22)", () => {
  it.each([
    ["the demo organization, facts.json", "demo", "json"],
    ["the demo organization, facts.csv", "demo", "csv"],
    ["250 KPIs in three slices, facts.json", "slices", "json"],
    ["250 KPIs in three slices, facts.csv", "slices", "csv"],
  ] as const)("answers the bytes the feed built whole answered: %s", async (_name, org, format) => {
    const person = org === "demo" ? demoMember : slices.members[0]!;
    const res = await get(`/api/facts.${format}?year=2026`, person);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const before = format === "json" ? factsJsonBefore : factsCsvBefore;
    const expected = await before(t.database.db, person.ctx, { year: 2026 });
    expect(res.rawPayload.equals(Buffer.from(expected))).toBe(true);
    expect(res.headers["content-type"]).toBe(
      format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
    );
  });

  it("answers an organization's year without KPIs as before: no rows", async () => {
    const res = await get("/api/facts.json?year=2001", demoMember);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(await factsJsonBefore(t.database.db, demoMember.ctx, { year: 2001 }));
    const csv = await get("/api/facts.csv?year=2001", demoMember);
    expect(csv.body).toBe(await factsCsvBefore(t.database.db, demoMember.ctx, { year: 2001 }));
  });
});

describe("kept per data version (EXPORT-19, EXPORT-20)", () => {
  it("answers a kept feed with the same bytes and no heavy work; a write makes the next one fresh", async () => {
    const url = "/api/facts.json?year=2025";
    const first = await get(url, demoMember);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+\.\d+"$/);

    // The member may have no heavy download now: a kept answer is still served, so it was not made again.
    const held = heavyDownloadLimits.start(demoMember.ctx);
    try {
      const again = await get(url, demoMember);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers.etag).toBe(tag);
      // The CSV of the same year is another answer, not kept yet: made afresh, hence refused.
      expect((await get("/api/facts.csv?year=2025", demoMember)).statusCode).toBe(429);
    } finally {
      held();
    }

    // A write moves the organization's data version: the next answer is made afresh from the new data.
    const kpis = (await get("/api/kpi-assignments?year=2025", demoAdmin)).json() as { id: string }[];
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/kpi-assignments/${kpis[0]!.id}`,
      headers: { ...JSON_HEADERS, cookie: demoAdmin.cookie },
      remoteAddress: clientAddress(),
      payload: { year: 2025, actualResults: { january: 123.4567 } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const fresh = await get(url, demoMember, { "if-none-match": tag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(tag);
    expect(fresh.body).toBe(await factsJsonBefore(t.database.db, demoMember.ctx, { year: 2025 }));
    expect(fresh.body).toContain('"actual":123.4567');
  });

  it.each([
    ["the tag itself", (tag: string) => tag],
    ["the tag without W/", (tag: string) => tag.replace(/^W\//, "")],
    ["a list holding the tag", (tag: string) => `"other", ${tag}`],
    ["*", () => "*"],
  ])("answers 304 with no body to If-None-Match naming %s", async (_name, header) => {
    const url = "/api/facts.csv?year=2024";
    const first = await get(url, slices.members[1]!);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    const res = await get(url, slices.members[1]!, { "if-none-match": header(tag) });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe("");
    expect(res.headers.etag).toBe(tag);
  });

  it("keeps the briefing book: the same bytes again (made again, its creation time would differ)", async () => {
    const first = await get(BOOK, demoMember);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await get(BOOK, demoAdmin);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(BOOK, demoMember, { "if-none-match": first.headers.etag as string })).statusCode).toBe(
      304,
    );
  });

  it("makes a book off a request (for a job) once per data version, under the key the route reads", async () => {
    const deps: ServiceDeps = {
      db: t.database.db,
      config: t.config,
      kickMail: () => {},
      answerCaches: {
        scorecard: new AnswerCache(1),
        kpiInput: new AnswerCache(1),
        downloads: new AnswerCache<DownloadFile>(4, {
          maxBytes: 10_000_000,
          sizeOf: (file) => file.body.length,
        }),
      },
    };
    const query = { year: 2026, frequency: "quarterly", period: "q2", view: "period" } as const;
    const first = await makeBriefingBook(deps, demo.organizationId, query);
    expect(first.pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(first.filename).toMatch(/^briefing-.+-q2-2026\.pdf$/);
    const again = await makeBriefingBook(deps, demo.organizationId, query);
    expect(again.pdf).toBe(first.pdf);
  });
});

describe("limits while made (EXPORT-21)", () => {
  const cases = [
    {
      name: "the member's own download in flight",
      year: 2023,
      held: () => [slices.members[0]!.ctx],
      asks: () => slices.members[0]!,
      message: MEMBER_DOWNLOAD_BUSY_MESSAGE,
    },
    {
      name: "two of the organization's downloads in flight",
      year: 2020,
      held: () => [slices.members[1]!.ctx, slices.members[2]!.ctx],
      asks: () => slices.members[3]!,
      message: ORGANIZATION_DOWNLOAD_BUSY_MESSAGE,
    },
  ];
  it.each(cases)("answers 429 with Retry-After to $name, for the feed and the book", async (c) => {
    const releases = c.held().map((ctx) => heavyDownloadLimits.start(ctx));
    try {
      for (const url of [`/api/facts.json?year=${c.year}`, `/api/facts.csv?year=${c.year}`, BOOK]) {
        const res = await get(url, c.asks());
        expect(res.statusCode, url).toBe(429);
        expect(res.headers["retry-after"]).toBe(String(HEAVY_DOWNLOAD_RETRY_AFTER_SECONDS));
        expect(res.json()).toEqual({ message: c.message, code: "RATE_LIMITED" });
      }
      // Another organization's member is not limited by them.
      expect((await get(`/api/facts.json?year=${c.year}`, demoMember)).statusCode).toBe(200);
    } finally {
      for (const release of releases) release();
    }
    expect((await get(`/api/facts.json?year=${c.year}`, c.asks())).statusCode).toBe(200);
  });

  it("lets a second member of the organization download beside the first", async () => {
    const release = heavyDownloadLimits.start(slices.members[0]!.ctx);
    try {
      expect((await get("/api/facts.json?year=2022", slices.members[1]!)).statusCode).toBe(200);
    } finally {
      release();
    }
  });

  it("gives the slot back when the client goes away in the middle of the feed", async () => {
    const member = slices.members[2]!;
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const firstBytes = await new Promise<number>((resolve, reject) => {
      const req = http.get(
        { host: "127.0.0.1", port, path: "/api/facts.json?year=2025", headers: { cookie: member.cookie } },
        (res) => {
          res.once("data", (chunk: Buffer) => {
            req.destroy();
            resolve(chunk.length);
          });
        },
      );
      req.on("error", (error) => (error.message.includes("socket hang up") ? undefined : reject(error)));
    });
    expect(firstBytes).toBeGreaterThan(0);
    for (let i = 0; i < 100 && heavyDownloadLimits.inFlight(member.ctx).member > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(heavyDownloadLimits.inFlight(member.ctx)).toEqual({ member: 0, organization: 0 });
    // Nothing half-made was kept: the next answer is made (and complete).
    const res = await get("/api/facts.json?year=2025", member);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(await factsJsonBefore(t.database.db, member.ctx, { year: 2025 }));
  });

  it.each([
    ["in the reading transaction", "read" as const],
    ["while the bytes are made", "make" as const],
  ])("gives the slot back on an error %s", async (_name, where) => {
    const member = slices.members[3]!;
    const deps: ServiceDeps = { db: t.database.db, config: t.config, kickMail: () => {} };
    const failing = heavyDownload(deps, member.ctx, `failing-${where}`, undefined, async () => {
      if (where === "read") throw new Error("read failed");
      return {
        fileName: "x.csv",
        make: async function* () {
          yield "first";
          throw new Error("make failed");
        },
      };
    });
    if (where === "read") await expect(failing).rejects.toThrow("read failed");
    else {
      const answer = await failing;
      if (answer.kind !== "file" || Buffer.isBuffer(answer.body)) throw new Error("expected a stream");
      const body = answer.body;
      await expect(
        (async () => {
          for await (const _chunk of body) {
            // read to the end
          }
        })(),
      ).rejects.toThrow("make failed");
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(heavyDownloadLimits.inFlight(member.ctx)).toEqual({ member: 0, organization: 0 });
  });
});

describe("a member's downloads a minute (EXPORT-25)", () => {
  it("counts every file in a sliding minute, per member, and says when the next one is free", () => {
    const rate = new DownloadRate(3);
    const one = { orgId: "org", userId: "one", role: "user" as const };
    const other = { ...one, userId: "other" };
    const at = (seconds: number) => Date.UTC(2026, 0, 1) + seconds * 1000;
    for (const second of [0, 10, 20]) rate.take(one, at(second));
    const refused = (() => {
      try {
        rate.take(one, at(30));
      } catch (error) {
        return error as HttpError;
      }
    })();
    expect(refused?.statusCode).toBe(429);
    expect(refused?.message).toBe(DOWNLOAD_RATE_MESSAGE);
    // The first fell at 0 s, so it leaves the minute at 60 s: 30 s from now.
    expect(refused?.retryAfterSeconds).toBe(30);
    expect(() => rate.take(other, at(30))).not.toThrow();
    // A refusal is not counted: at 60 s the first has left, and one more goes.
    expect(() => rate.take(one, at(60.5))).not.toThrow();
    expect(() => rate.take(one, at(61))).toThrow(HttpError);
  });

  it("refuses a member's 21st file of the minute with 429 and Retry-After, never a 304 or another member", async () => {
    // Someone who has not downloaded in this file yet, and a neighbour who has.
    const member = await signIn(slicesAdminEmail.replace(/^admin@/, "user2@"), PASSWORD);
    const neighbour = slices.members[2]!;
    const url = "/api/facts.json?year=2021";
    let tag = "";
    for (let i = 0; i < DOWNLOADS_PER_MEMBER_PER_MINUTE; i++) {
      const res = await get(url, member);
      expect(res.statusCode, `download ${i + 1}`).toBe(200);
      tag = String(res.headers.etag);
    }
    const refused = await get(url, member);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: DOWNLOAD_RATE_MESSAGE, code: "RATE_LIMITED" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect((await get(url, member, { "if-none-match": tag })).statusCode).toBe(304);
    expect((await get(url, neighbour)).statusCode).toBe(200);
  });
});

describe("the downloads cache's byte budget (EXPORT-19)", () => {
  const file = (bytes: number) => ({ body: Buffer.alloc(bytes), fileName: "f" });
  const cache = () => new AnswerCache<DownloadFile>(10, { maxBytes: 100, sizeOf: (f) => f.body.length });

  it("drops the least recently used answers until the rest fits", () => {
    const c = cache();
    c.set("a", 1, file(40));
    c.set("b", 1, file(40));
    c.get("a", 1);
    c.set("c", 1, file(40));
    expect(c.get("b", 1)).toBeUndefined();
    expect(c.get("a", 1)).toBeDefined();
    expect(c.get("c", 1)).toBeDefined();
    expect(c.keptBytes).toBe(80);
  });

  it("keeps no answer larger than the whole budget, and counts replaced and stale answers out", () => {
    const c = cache();
    c.set("a", 1, file(30));
    c.set("big", 1, file(101));
    expect(c.get("big", 1)).toBeUndefined();
    expect(c.keptBytes).toBe(30);
    c.set("a", 2, file(50));
    expect(c.keptBytes).toBe(50);
    expect(c.get("a", 3)).toBeUndefined();
    expect(c.keptBytes).toBe(0);
  });
});

describe("kept encoded (EXPORT-23)", () => {
  it.each([
    ["br", "gzip, deflate, br", (b: Buffer) => zlib.brotliDecompressSync(b)],
    ["gzip", "gzip", (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)(
    "sends a kept feed's %s copy as it is, with no compression per request",
    async (name, accept, decode) => {
      const url = "/api/facts.json?year=2024";
      const first = await get(url, slices.members[2]!, { "accept-encoding": accept });
      expect(first.statusCode).toBe(200);
      expect(first.headers["content-encoding"]).toBe(name);
      const plain = decode(first.rawPayload);
      await downloadEncodingsSettled();

      const brotli = vi.spyOn(zlib, "createBrotliCompress");
      const gzip = vi.spyOn(zlib, "createGzip");
      try {
        const again = await get(url, slices.members[2]!, { "accept-encoding": accept });
        expect(again.statusCode).toBe(200);
        expect(again.headers["content-encoding"]).toBe(name);
        expect(again.headers.vary).toMatch(/accept-encoding/i);
        expect(again.headers.etag).toBe(first.headers.etag);
        expect(decode(again.rawPayload).equals(plain)).toBe(true);
        expect(brotli).not.toHaveBeenCalled();
        expect(gzip).not.toHaveBeenCalled();

        // `identity`, or no Accept-Encoding at all: the bytes themselves.
        for (const headers of [
          { "accept-encoding": "identity" },
          { "accept-encoding": "br;q=0, gzip;q=0" },
        ]) {
          const bare = await get(url, slices.members[2]!, headers);
          expect(bare.statusCode).toBe(200);
          expect(bare.headers["content-encoding"]).toBeUndefined();
          expect(bare.rawPayload.equals(plain)).toBe(true);
        }
      } finally {
        brotli.mockRestore();
        gzip.mockRestore();
      }
    },
  );

  it("sends a kept book (a PDF) as it is, not encoded", async () => {
    await get(BOOK, demoMember);
    await downloadEncodingsSettled();
    const again = await get(BOOK, demoMember, { "accept-encoding": "br, gzip" });
    expect(again.statusCode).toBe(200);
    expect(again.headers["content-encoding"]).toBeUndefined();
    expect(again.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("counts every copy in the byte budget", async () => {
    const body = Buffer.from("x".repeat(5000));
    const encoded = await encodeDownload(body);
    expect(zlib.brotliDecompressSync(encoded.br).equals(body)).toBe(true);
    expect(zlib.gunzipSync(encoded.gzip).equals(body)).toBe(true);
    expect(downloadFileBytes({ body, fileName: "f", encoded })).toBe(
      body.length + encoded.br.length + encoded.gzip.length,
    );
  });

  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", undefined],
    ["", undefined],
  ])("picks the kept encoding Accept-Encoding %j accepts: %s", (header, chosen) => {
    expect(acceptedEncoding(header)).toBe(chosen);
  });
});
