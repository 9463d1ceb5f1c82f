import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { declaredTooLarge, evidenceTooLargeMessage } from "../../../domain/evidence";
import {
  attachmentListQuerySchema,
  attachmentSchema,
  attachmentUploadRouteQuerySchema,
} from "../../../domain/schemas/evidence-approval";
import { badRequest, HttpError } from "../../http-error";
import { idParams, messageSchema } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as service from "./service";

const NO_FILE = "Choose a file to upload (multipart/form-data, one file)";

/** EVIDENCE-8: `attachment; filename="…"; filename*=UTF-8''…` (an ASCII fallback, then the exact name). */
function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Evidence files (EVIDENCE-1..EVIDENCE-9). The upload is the one multipart route (PLATFORM-12: the
 * security plugin lets multipart/form-data through for it alone, with the same origin check); the parser
 * is registered in this plugin only.
 */
export const evidenceRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["evidence"];
    // The organization's own size limit is applied per request (request.file below); files: 1.
    await app.register(multipart, { limits: { files: 1 } });

    app.post(
      "/kpi-assignments/:id/attachments",
      {
        schema: {
          tags,
          params: idParams,
          querystring: attachmentUploadRouteQuerySchema,
          consumes: ["multipart/form-data"],
          description:
            "EVIDENCE-2: multipart/form-data with one file. Above the organization's maxAttachmentSize → 413; an extension outside allowedFileTypes or content that does not match it → 415; an empty file → 400.",
          response: { 201: attachmentSchema },
        },
      },
      async (request, reply) => {
        const actor = requireTenant(request);
        // TENANT-2: the assignment is looked up first (404), then the query is checked (400).
        const limits = await service.prepareUpload(deps, actor, request.params.id, request.query);
        const { year, period } = limits;
        // EVIDENCE-11: a declared length already over the limit is refused before the body is read.
        if (declaredTooLarge(request.headers["content-length"], limits.maxAttachmentSize)) {
          throw new HttpError(413, evidenceTooLargeMessage(limits.maxAttachmentSize));
        }
        if (!request.isMultipart()) throw badRequest(NO_FILE, { file: NO_FILE });
        let bytes: Buffer;
        let name: string;
        try {
          // EVIDENCE-3: one byte over the limit is enough to know the file is too large.
          const part = await request.file({ limits: { files: 1, fileSize: limits.maxAttachmentSize + 1 } });
          if (!part) throw badRequest(NO_FILE, { file: NO_FILE });
          name = part.filename;
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof HttpError) throw error;
          const code = (error as { code?: string }).code;
          if (code === "FST_REQ_FILE_TOO_LARGE") {
            throw new HttpError(413, evidenceTooLargeMessage(limits.maxAttachmentSize));
          }
          throw badRequest(NO_FILE, { file: NO_FILE });
        }
        const created = await service.uploadAttachment(
          deps,
          actor,
          request.params.id,
          year,
          period,
          { name, bytes },
          limits,
        );
        return reply.status(201).send(created);
      },
    );

    app.get(
      "/kpi-assignments/:id/attachments",
      {
        schema: {
          tags,
          params: idParams,
          querystring: attachmentListQuerySchema,
          response: { 200: z.array(attachmentSchema) },
        },
      },
      async (request) =>
        service.listAttachments(deps, requireTenant(request), request.params.id, request.query),
    );

    app.get(
      "/attachments/:id",
      {
        schema: {
          tags,
          params: idParams,
          description:
            "EVIDENCE-8: the file's bytes, as a download (Content-Disposition: attachment, nosniff, not cached).",
        },
      },
      async (request, reply) => {
        const file = await service.readAttachment(deps, requireTenant(request), request.params.id);
        return reply
          .header("content-type", file.contentType)
          .header("content-disposition", contentDisposition(file.fileName))
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "private, no-store")
          .send(file.content);
      },
    );

    app.delete(
      "/attachments/:id",
      { schema: { tags, params: idParams, response: { 200: messageSchema } } },
      async (request) => service.deleteAttachment(deps, requireTenant(request), request.params.id),
    );
  };
