import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  forecastQuerySchema,
  forecastSchema,
  healthQuerySchema,
  healthSchema,
  signalsQuerySchema,
  signalsSchema,
  targetHelpQuerySchema,
  targetHelpSchema,
} from "../../../domain/schemas/signals";
import { idParams } from "../../kernel/schemas";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import { scorecardHealthOf } from "./health";
import { kpiForecast, kpiSignals, kpiTargetHelp } from "./service";

/** A KPI assignment's statistics (SIGNAL-1..SIGNAL-7), read by every member, as its values are. */
export const signalsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["signals"];

    app.get(
      "/kpi-assignments/:id/signals",
      {
        schema: {
          tags,
          description:
            "SIGNAL-1..SIGNAL-3: the process behaviour limits of the KPI's actuals over this year (through `through`) and the two before, and the signals among them, each explained in words. Fewer than 6 values: enoughData false.",
          params: idParams,
          querystring: signalsQuerySchema,
          response: { 200: signalsSchema },
        },
      },
      async (request) => kpiSignals(deps, requireTenant(request), request.params.id, request.query),
    );

    app.get(
      "/kpi-assignments/:id/forecast",
      {
        schema: {
          tags,
          description:
            "SIGNAL-4, SIGNAL-5: the year's value as an 80 % range (low–high) with its median, and the chance of reaching the annual target (the year's targets combined by the KPI's aggregation), by the method named.",
          params: idParams,
          querystring: forecastQuerySchema,
          response: { 200: forecastSchema },
        },
      },
      async (request) => kpiForecast(deps, requireTenant(request), request.params.id, request.query),
    );

    app.get(
      "/kpi-assignments/:id/target-help",
      {
        schema: {
          tags,
          description:
            "SIGNAL-6, SIGNAL-7: from the actuals of the three years before `year`, the period values met about 80 %, 50 % and 20 % of the time (threshold, target, stretch), and with `proposed` how often it was met and a warning when it sits inside the noise or beyond anything observed.",
          params: idParams,
          querystring: targetHelpQuerySchema,
          response: { 200: targetHelpSchema },
        },
      },
      async (request) => kpiTargetHelp(deps, requireTenant(request), request.params.id, request.query),
    );

    app.get(
      "/scorecard-health",
      {
        schema: {
          tags,
          description:
            "SIGNAL-8, SIGNAL-9: the scorecard linter's findings for a function (default the CEO function) and every function below it, errors first, each with why it matters and a link to where it is fixed. Administrators, and heads of the function or of one above it; others 403.",
          querystring: healthQuerySchema,
          response: { 200: healthSchema },
        },
      },
      async (request) => scorecardHealthOf(deps, requireTenant(request), request.query),
    );
  };
