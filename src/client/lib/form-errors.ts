import { ApiError } from "./api-client";

/**
 * Copies a 400's per-field messages (the server's `fields`) onto a form. Returns true when at least
 * one field was known to the form, so the caller can skip a generic toast.
 */
export function applyServerFieldErrors<Field extends string>(
  error: unknown,
  knownFields: readonly Field[],
  setError: (field: Field, error: { type: string; message: string }) => void,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if ((knownFields as readonly string[]).includes(field)) {
      setError(field as Field, { type: "server", message });
      applied = true;
    }
  }
  return applied;
}
