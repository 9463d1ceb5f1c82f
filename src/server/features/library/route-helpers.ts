import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { VERSION_MESSAGE } from "../../../domain/schemas/library";
import { badRequest } from "../../http-error";

export const idParams = z.object({ id: z.uuid("The id must be a UUID") });
export const messageSchema = z.object({ message: z.string() });

/**
 * D7: the version a write is based on, from the body's `version` or else the `If-Match` header
 * (an ETag-style value; quotes and a weak prefix are ignored).
 */
export function versionOf(request: FastifyRequest, bodyVersion: string | undefined): string | undefined {
  if (bodyVersion) return bodyVersion;
  const header = request.headers["if-match"];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || value === "*") return undefined;
  const version = value.replace(/^W\//, "").replace(/^"(.*)"$/, "$1");
  if (Number.isNaN(Date.parse(version))) throw badRequest(VERSION_MESSAGE, { version: VERSION_MESSAGE });
  return version;
}
