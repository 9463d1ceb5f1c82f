import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobDetailSchema, jobListSchema } from "../../domain/schemas/jobs";
import { idParams, messageSchema } from "../kernel";
import { requireTenant } from "../plugins/auth";
import type { ServiceDeps } from "../services";
import { listJobs, readJob, readJobFile } from "./queue";

/** API-40: a job's file as a download, like the exports' (EXPORT-6). */
function sendFile(reply: FastifyReply, file: { body: Buffer; fileName: string; contentType: string }) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(file.body);
}

/** The organization's background jobs (API-38, API-39, JOB-6): administrators read all, a member their own. */
export const jobsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["jobs"];

    app.get(
      "/jobs",
      {
        schema: {
          tags,
          description:
            "API-38, JOB-6: the organization's background jobs, newest first (at most 100): an administrator sees every job, a member only the ones they started; each with its kind, state, progress, who started it, when it started and finished, and its error.",
          response: { 200: jobListSchema },
        },
      },
      async (request) => ({ items: await listJobs(deps, requireTenant(request)) }),
    );

    app.get(
      "/jobs/:id",
      {
        schema: {
          tags,
          description:
            "API-39, JOB-6: one job, polled while it runs (an import answered 202, IMPORT-24); `result` is what the job answered once it succeeded (an import's: the answer of IMPORT-1). Another organization's job, or another member's for a member, answers 404.",
          params: idParams,
          response: { 200: jobDetailSchema },
        },
      },
      async (request) => readJob(deps, requireTenant(request), request.params.id),
    );

    app.get(
      "/jobs/:id/file",
      {
        schema: {
          tags,
          description:
            "API-40, JOB-8: the file a succeeded job made (a large briefing book, EXPORT-24) as a download (Content-Disposition: attachment, not cached by the browser), from any node. Only who may read the job (JOB-6: its owner, or an administrator of its organization); another organization's job, another member's, or a job with no file yet answers 404.",
          params: idParams,
          response: { 200: z.string().describe("The file's bytes"), 404: messageSchema },
        },
      },
      async (request, reply) =>
        sendFile(reply, await readJobFile(deps, requireTenant(request), request.params.id)),
    );
  };
