import { describe, expect, it } from "vitest";
import type { BulkUsersRequest, BulkUsersResponse } from "../../../../domain/schemas/bulk-users";
import { importInChunks } from "./import-users";

const rows = Array.from({ length: 7 }, (_, i) => ({
  index: i * 2, // preview indexes skip the invalid rows
  user: { firstName: "A", lastName: "B", email: `u${i}@example.com`, role: "user" as const },
}));

const answer = (request: BulkUsersRequest): BulkUsersResponse => ({
  created: request.rows.length,
  skipped: 0,
  failed: 0,
  results: request.rows.map((_, index) => ({
    index,
    email: "",
    status: index === 1 ? "failed" : "created",
    errors: index === 1 ? ["A user with this email already exists"] : [],
    userId: null,
  })),
});

describe("importInChunks", () => {
  it("sends requests of the chunk size with sendInvitation, maps results back, and reports progress", async () => {
    const sent: BulkUsersRequest[] = [];
    const progress: number[] = [];
    const outcomes = await importInChunks(
      rows,
      async (request) => {
        sent.push(request);
        return answer(request);
      },
      { chunkSize: 3, onProgress: (done) => progress.push(done) },
    );
    expect(sent.map((r) => r.rows.length)).toEqual([3, 3, 1]);
    expect(sent[0]?.rows[0]).toMatchObject({ email: "u0@example.com", sendInvitation: true });
    expect(progress).toEqual([3, 6, 7]);
    expect(outcomes.get(0)).toEqual({ status: "created", errors: [] });
    expect(outcomes.get(2)).toEqual({ status: "failed", errors: ["A user with this email already exists"] });
    expect(outcomes.get(8)).toEqual({ status: "failed", errors: ["A user with this email already exists"] });
    expect(outcomes.size).toBe(7);
  });

  it("stops at a failed request and marks it and the rest not imported", async () => {
    let calls = 0;
    const outcomes = await importInChunks(
      rows,
      async (request) => {
        calls += 1;
        if (calls === 2) throw new Error("offline");
        return answer(request);
      },
      { chunkSize: 3, describe: (error) => (error as Error).message },
    );
    expect(calls).toBe(2);
    expect(outcomes.get(4)?.status).toBe("created");
    expect(outcomes.get(6)).toEqual({ status: "failed", errors: ["Not imported: offline"] });
    expect(outcomes.get(12)).toEqual({ status: "failed", errors: ["Not imported: offline"] });
  });
});
