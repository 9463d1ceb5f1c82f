import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jobDetailSchema, jobListSchema } from "../../domain/schemas/jobs";
import { idParams } from "../kernel";
import { requireTenant } from "../plugins/auth";
import type { ServiceDeps } from "../services";
import { listJobs, readJob } from "./queue";

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
  };
