import type { FastifyInstance } from "fastify";
import { findUnsafeText } from "../../domain/schemas/text";
import { badRequest } from "../http-error";

/**
 * TEXT-1..TEXT-3 for every route, before its own schema: a NUL or another control character, half a
 * surrogate pair, a line break in a one-line field or hostile nesting answers 400 naming the field,
 * and nothing reaches the database (where a NUL used to fail as a server error).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    const problem =
      findUnsafeText(request.params, "path") ??
      findUnsafeText(request.query, "query") ??
      findUnsafeText(request.body, "body");
    if (problem) return done(badRequest(problem.message, { [problem.field]: problem.message }));
    done();
  });
}
