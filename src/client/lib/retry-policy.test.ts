import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "./api-client";
import { retryDelay, shouldRetryRead, shouldRetryWrite } from "./retry-policy";

const status = (code: number) => new ApiError(code, "status", { message: "x" });
const network = new NetworkError("Failed to fetch");

/** How many retries a policy allows for one error, as TanStack Query would ask it. */
function retriesAllowed(policy: (failureCount: number, error: unknown) => boolean, error: unknown): number {
  let failureCount = 0;
  while (policy(failureCount, error)) failureCount += 1;
  return failureCount;
}

describe("read retries (API-7)", () => {
  it.each([
    ["401", status(401), 0],
    ["no response", network, 2],
    ["500", status(500), 1],
    ["503", status(503), 1],
    ["400", status(400), 0],
    ["403", status(403), 0],
    ["404", status(404), 0],
    ["422", status(422), 0],
    ["429", status(429), 0],
    ["a bug in the client", new Error("boom"), 0],
  ] as const)("%s is retried %i times", (_label, error, retries) => {
    expect(retriesAllowed(shouldRetryRead, error)).toBe(retries);
  });
});

describe("write retries (API-8)", () => {
  it.each([
    ["401", status(401), 0],
    ["422", status(422), 0],
    ["no response", network, 1],
    ["500", status(500), 0],
    ["400", status(400), 0],
    ["409", status(409), 0],
    ["a bug in the client", new Error("boom"), 0],
  ] as const)("%s is retried %i times", (_label, error, retries) => {
    expect(retriesAllowed(shouldRetryWrite, error)).toBe(retries);
  });
});

describe("retry delay", () => {
  it("doubles from 1 s and caps at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
