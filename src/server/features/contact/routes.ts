import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  contactSalesAnswerSchema,
  contactSalesSchema,
  contactSalesThanks,
} from "../../../domain/schemas/contact";
import type { ServiceDeps } from "../../services";
import { contactSales } from "./service";

/** LANDING-4: the landing page's 'Contact Sales' form; public (plugins/access), no session needed. */
export const contactRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/contact-sales",
      {
        schema: { tags: ["contact"], body: contactSalesSchema, response: { 202: contactSalesAnswerSchema } },
      },
      async (request, reply) => {
        await contactSales(deps, request.body, request.ip);
        return reply.status(202).send({ message: contactSalesThanks(request.body.email) });
      },
    );
  };
