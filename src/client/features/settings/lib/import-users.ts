// USER-4: the preview's valid rows go to POST /api/users/bulk in requests of BULK_REQUEST_ROWS rows,
// one after another, so the progress bar moves and each request stays small (the spec's client sent
// one POST per row, three at a time; one request per 100 rows does the same work in 1/100 the calls).
import {
  BULK_REQUEST_ROWS,
  type BulkUser,
  type BulkUsersRequest,
  type BulkUsersResponse,
} from "../../../../domain/schemas/bulk-users";

export type RowOutcome = { status: "created" | "skipped" | "failed"; errors: string[] };

export async function importInChunks(
  rows: readonly { index: number; user: BulkUser }[],
  send: (request: BulkUsersRequest) => Promise<BulkUsersResponse>,
  options: {
    onProgress?: (done: number, total: number) => void;
    /** The reason shown on rows that were never sent because a request failed. */
    describe?: (error: unknown) => string;
    chunkSize?: number;
  } = {},
): Promise<Map<number, RowOutcome>> {
  const { onProgress, describe = () => "The request failed", chunkSize = BULK_REQUEST_ROWS } = options;
  const outcomes = new Map<number, RowOutcome>();
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    try {
      const response = await send({
        // USER-4: bulk rows are sent with sendInvitation true.
        rows: chunk.map(({ user }) => ({ ...user, sendInvitation: true })),
      });
      for (const result of response.results) {
        const row = chunk[result.index];
        if (row) outcomes.set(row.index, { status: result.status, errors: result.errors });
      }
    } catch (error) {
      // Each request is its own transaction: what came before stays created, this one and the rest
      // are reported as not imported, never silently dropped.
      const reason = `Not imported: ${describe(error)}`;
      for (const row of rows.slice(start)) outcomes.set(row.index, { status: "failed", errors: [reason] });
      onProgress?.(rows.length, rows.length);
      return outcomes;
    }
    onProgress?.(Math.min(start + chunkSize, rows.length), rows.length);
  }
  return outcomes;
}
