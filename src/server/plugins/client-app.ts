import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound } from "../http-error";

/**
 * Serves the built React app from clientDir with an SPA fallback: any GET outside /api that is not a
 * file gets index.html, and the client router decides (its own 'Page Not Found' included).
 * Unknown /api paths get the JSON 404 of the error catalogue.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, "index.html");
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // PLATFORM-8: the build wrote .br and .gz beside each text asset; the one the browser accepts is
      // sent with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      // Vite puts a content hash in every asset name, so those can be cached for good.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        // The same URL answers br, gzip or plain by Accept-Encoding: caches must key on it.
        res.setHeader("vary", "accept-encoding");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (
      url === "/api" ||
      url.startsWith("/api/") ||
      (request.method !== "GET" && request.method !== "HEAD")
    ) {
      throw notFound(`No API route ${request.method} ${url}`);
    }
    if (!hasClient) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web client has not been built. Run `npm run build`, or `npm start` which builds it.");
    }
    const relative = url.replace(/^\/+/, "");
    if (relative && !relative.includes("..") && path.extname(relative)) {
      // A missing asset (an old hashed file name, say) is a real 404, not the app.
      throw notFound();
    }
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html");
  });
}
