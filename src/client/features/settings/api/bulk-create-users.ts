import type { BulkUsersRequest, BulkUsersResponse } from "../../../../domain/schemas/bulk-users";
import { api } from "../../../lib/api-client";

/**
 * POST /api/users/bulk: creates the valid rows of one request and answers per row. The screen sends a
 * file in requests of BULK_REQUEST_ROWS rows so its progress bar moves (see import-users.ts).
 */
export const bulkCreateUsers = (input: BulkUsersRequest) =>
  api.post<BulkUsersResponse>("/api/users/bulk", input);
