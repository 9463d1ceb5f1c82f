import { z } from "zod";
import { countOf } from "../text";
import { MANAGED_ROLES, personNameSchema } from "./users";

// Bulk CSV (USER-2, USER-3), Bulk row (USER-2), USER-5 (template CSV), USER-4 (POST /api/users/bulk). The
// same checks
// run in the browser's preview and on the server, so the preview's verdict is the import's.

/** USER-2: the columns, in the template's order. */
export const BULK_COLUMNS = ["firstName", "lastName", "email", "role"] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** Bulk CSV row (USER-3) messages, word for word (the two length limits are ours, as in the user form). */
export const BULK_ROW_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  role: "Role must be 'user' or 'admin'",
  emailExists: "Email already exists in organization",
  duplicate: "Duplicate email in uploaded data",
  firstNameTooLong: "First name must be at most 50 characters",
  lastNameTooLong: "Last name must be at most 50 characters",
} as const;

// USER-4: 10,000 rows must pass within the 2 MB body limit.
export const MAX_BULK_ROWS = 10_000;
/**
 * The browser sends the upload to POST /api/users/bulk in requests of this many rows, so the progress
 * bar moves and one slow request never holds the whole file (the spec's client sent one POST per row,
 * three at a time; POST /api/users still works for that).
 */
export const BULK_REQUEST_ROWS = 100;

/** USER-5: 'user_upload_template', columns firstName, lastName, email, role, two sample rows. */
export const BULK_TEMPLATE_FILE_NAME = "user_upload_template.csv";
export const BULK_TEMPLATE_CSV = [
  BULK_COLUMNS.join(","),
  "John,Doe,john.doe@example.com,user",
  "Jane,Smith,jane.smith@example.com,admin",
  "",
].join("\n");

/** One row as read from the file: any cell may be missing. */
export type BulkRowInput = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  role?: string | null;
};

export type BulkUser = {
  firstName: string;
  lastName: string;
  /** Lowercased, as e-mails are stored (AUTH-2). */
  email: string;
  role: (typeof MANAGED_ROLES)[number];
};

export type BulkRowCheck = {
  /** The row's position in the upload (0-based, header and blank lines not counted). */
  index: number;
  /** What the row would create; null when it has errors. */
  user: BulkUser | null;
  errors: string[];
};

// AUTH-24: at most 255 characters, as everywhere.
const EMAIL = z.email().max(255);
const cell = (value: string | null | undefined) => (typeof value === "string" ? value.trim() : "");
// USER-3: a row's names pass the user form's own name rule (USER-1), so a name the form refuses is
// refused here with the same message, and one it takes is taken.
const FIRST_NAME = personNameSchema("First name");
const LAST_NAME = personNameSchema("Last name");
const nameErrors = (schema: typeof FIRST_NAME, value: string) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.slice(0, 1).map((issue) => issue.message);
};

/** The checks of one row on its own (USER-2, USER-3): the form's name rule, a valid e-mail, the role. */
export function checkBulkRow(row: BulkRowInput): { user: BulkUser | null; errors: string[] } {
  const firstName = cell(row.firstName);
  const lastName = cell(row.lastName);
  const email = cell(row.email).toLowerCase();
  // An empty role takes the form's default, 'user' (USER-1: role defaults to user).
  const role = cell(row.role).toLowerCase() || "user";
  const errors: string[] = [...nameErrors(FIRST_NAME, firstName), ...nameErrors(LAST_NAME, lastName)];
  if (!email) errors.push(BULK_ROW_MESSAGES.emailRequired);
  else if (email.length > 255 || !EMAIL.safeParse(email).success) errors.push(BULK_ROW_MESSAGES.emailInvalid);
  const isRole = (MANAGED_ROLES as readonly string[]).includes(role);
  if (!isRole) errors.push(BULK_ROW_MESSAGES.role);
  if (errors.length > 0) return { user: null, errors };
  return { user: { firstName, lastName, email, role: role as BulkUser["role"] }, errors };
}

/**
 * All rows of an upload: each row's own checks, then e-mails already used in the organization
 * (case-insensitive) and e-mails repeated in the upload. The first row with an e-mail keeps it; later
 * ones are marked 'Duplicate email in uploaded data', so the preview says exactly what will be skipped.
 */
export function checkBulkRows(
  rows: readonly BulkRowInput[],
  existingEmails: Iterable<string>,
): BulkRowCheck[] {
  const existing = new Set<string>();
  for (const email of existingEmails) existing.add(email.trim().toLowerCase());
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const { user, errors } = checkBulkRow(row);
    const email = cell(row.email).toLowerCase();
    if (email) {
      if (existing.has(email)) errors.push(BULK_ROW_MESSAGES.emailExists);
      else if (seen.has(email)) errors.push(BULK_ROW_MESSAGES.duplicate);
      seen.add(email);
    }
    return { index, user: errors.length ? null : user, errors };
  });
}

// The request carries cells as text; what they must contain is checked per row above, so one bad row
// never refuses the whole upload. A cell over 1,000 characters is not a CSV cell; that does refuse it.
const bodyCell = z
  .string({ error: "Cells must be text" })
  .max(1000, "A cell is at most 1,000 characters")
  .nullish();

export const bulkUsersRequestSchema = z.object({
  rows: z
    .array(
      z.object({
        firstName: bodyCell,
        lastName: bodyCell,
        email: bodyCell,
        role: bodyCell,
        // USER-4: bulk import sends sendInvitation true; a row may say otherwise.
        sendInvitation: z.boolean().default(true),
      }),
      { error: "rows must be a list of users" },
    )
    .min(1, "The upload has no rows")
    .max(MAX_BULK_ROWS, "An upload has at most 10,000 rows"),
});
export type BulkUsersRequest = z.input<typeof bulkUsersRequestSchema>;
export type BulkUsersInput = z.output<typeof bulkUsersRequestSchema>;

export const bulkUserResultSchema = z.object({
  /** The row's position in this request's `rows`. */
  index: z.number().int(),
  email: z.string(),
  /**
   * USER-4: created; skipped as invalid (the row's own checks refused it: the preview shows the same
   * errors); or failed (a valid row that could not be created: the plan's limit, an e-mail taken in
   * another organization).
   */
  status: z.enum(["created", "skipped", "failed"]),
  errors: z.array(z.string()),
  userId: z.uuid().nullable(),
});
export type BulkUserResult = z.infer<typeof bulkUserResultSchema>;

export const bulkUsersResponseSchema = z.object({
  created: z.number().int(),
  /** Rows refused by their own checks (USER-3). */
  skipped: z.number().int(),
  /** Valid rows that could not be created. */
  failed: z.number().int(),
  results: z.array(bulkUserResultSchema),
});
export type BulkUsersResponse = z.infer<typeof bulkUsersResponseSchema>;

/**
 * Bulk result toast (USER-4): 'Bulk Import Completed' or 'Import Failed', 'N users created successfully, M
 * failed'; rows skipped as invalid are counted apart from the ones that failed ('2 users created
 * successfully, 1 skipped as invalid, 0 failed').
 */
export function bulkSummary(
  created: number,
  failed: number,
  skipped = 0,
): { title: string; description: string } {
  const skippedText = skipped > 0 ? `, ${skipped} skipped as invalid` : "";
  return {
    title: created > 0 ? "Bulk Import Completed" : "Import Failed",
    description: `${countOf(created, "user")} created successfully${skippedText}, ${failed} failed`,
  };
}
