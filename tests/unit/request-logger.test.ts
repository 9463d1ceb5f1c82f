import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { childLoggerFactory, loggerOptions } from "../../src/server/logger";

// PLATFORM-18: with request logs off, no logger is made per request; a failure's line still names it.
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const options = loggerOptions(level, "production") as object;
  const app = Fastify({ logger: { ...options, stream }, childLoggerFactory });
  let sameAsApp: boolean | undefined;
  app.get("/probe", async (request) => {
    sameAsApp = request.log === app.log;
    request.log.error({ req: request }, "request failed");
    return { ok: true };
  });
  await app.inject({ method: "GET", url: "/probe?token=secret" });
  await app.close();
  return { sameAsApp, lines };
}

describe("the per-request logger (PLATFORM-18)", () => {
  it("is the app's own at warn, and a failure's line names the request without its query", async () => {
    const { sameAsApp, lines } = await appLoggingAt("warn");
    expect(sameAsApp).toBe(true);
    const failure = lines.find((line) => line.msg === "request failed");
    expect(failure?.req).toMatchObject({ method: "GET", path: "/probe" });
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it("is a child carrying the request's id at info", async () => {
    const { sameAsApp, lines } = await appLoggingAt("info");
    expect(sameAsApp).toBe(false);
    expect(lines.find((line) => line.msg === "request failed")?.reqId).toBeDefined();
  });
});
