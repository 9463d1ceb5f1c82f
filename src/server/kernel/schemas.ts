import { z } from "zod";
import { versionSchema } from "../../domain/schemas/library";

// The shapes every resource's routes share, so each route file documents its API without repeating them.

export const ID_MESSAGE = "The id must be a UUID";
export const idParams = z.object({ id: z.uuid(ID_MESSAGE) });
export const messageSchema = z.object({ message: z.string() });
/** A delete may carry the version it saw (VERSION-1) as ?version=… or If-Match; it has no body. */
export const deleteQuery = z.object({ version: versionSchema });

/** Path parameters holding one UUID under another name (e.g. `:orgId`), with the same message. */
export function uuidParams<const K extends string>(name: K) {
  return z.object({ [name]: z.uuid(ID_MESSAGE) } as Record<K, z.ZodUUID>);
}
