import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { errorMessages as m } from "../error-messages";
import { described, HttpError } from "../http-error";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
}

/**
 * Cross-site request forgery guard: a state-changing request must come from our own origin.
 * Browsers send Sec-Fetch-Site and Origin; tools such as curl send neither and are let through,
 * since they carry no ambient cookie of a victim.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * PLATFORM-12: the routes that take multipart/form-data (an evidence upload) as well as JSON; the
 * origin check is the same for them.
 */
const MULTIPART_ROUTES = new Set(["POST /api/kpi-assignments/:id/attachments"]);
/** API-36: mail clients send the one-click unsubscribe as a form (RFC 8058). */
const FORM_ROUTES = new Set(["POST /api/notifications/unsubscribe"]);

/** A state-changing request must come from our own origin and carry JSON (or multipart or a form, PLATFORM-12). */
function refuseUnsafeRequest(request: FastifyRequest): void {
  if (isCrossSite(request)) throw new HttpError(403, described(m.crossSite), "CROSS_SITE");
  if (hasBody(request)) {
    const type = request.headers["content-type"] ?? "";
    const route = `${request.method} ${request.routeOptions.url}`;
    const multipart = MULTIPART_ROUTES.has(route) && /^multipart\/form-data\s*;/i.test(type);
    const form = FORM_ROUTES.has(route) && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type);
    if (!multipart && !form && !/^application\/json\s*(;|$)/i.test(type)) {
      throw new HttpError(415, described(m.contentTypeJson));
    }
  }
}

/**
 * The security headers helmet would set, worked out once. None depends on the request, and
 * @fastify/helmet rebuilt helmet (parsing the CSP again) on every request: 14% of the CPU of the
 * 5-second user poll under load (AUTH-13).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * A page's own policy: its nonce for style elements (PLATFORM-30; the client's side:
 * src/client/lib/page-policy.ts) and the hashes of the inline scripts its HTML carries (PLATFORM-32).
 */
export function pagePolicy(policy: string, page: { styleNonce: string; scriptHashes: readonly string[] }) {
  const scripts = ["script-src 'self'", ...page.scriptHashes.map((hash) => `'sha256-${hash}'`)].join(" ");
  return policy
    .replace("script-src 'self'", scripts)
    .replace("style-src 'self'", `style-src 'self' 'nonce-${page.styleNonce}'`);
}

/** The OpenAPI viewer under /api/docs is a page: it gets the pages' headers (and sets its own CSP). */
const isOpenApiViewer = (url: string) => url.startsWith("/api/docs");

/**
 * PLATFORM-16: an API answer is data, never a page. It carries what matters for data — no sniffing, no
 * framing, a CSP that allows nothing, the resource and referrer policies, HSTS in production — and
 * API-13's no-store: no API answer is kept by a browser or a shared cache. The page-only headers
 * (script and style sources, COOP, Origin-Agent-Cluster, X-XSS-Protection …) stay with pages; sending
 * them on every answer was a third of the bytes of the 5-second user poll (PLATFORM-16).
 */
function apiHeaders(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const kept = [
    "x-content-type-options",
    "x-frame-options",
    "referrer-policy",
    "cross-origin-resource-policy",
  ];
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(kept.map((name) => [name, pageHeaders[name]!])),
    ...(pageHeaders["strict-transport-security"]
      ? { "strict-transport-security": pageHeaders["strict-transport-security"] }
      : {}),
    "cache-control": "no-store",
  };
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // PLATFORM-30: no 'unsafe-inline'. React and Radix set styles through the CSSOM, which a CSP does
        // not govern; the style elements the app adds carry the nonce each page's own policy names
        // (pagePolicy).
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
  });
  const dataHeaders = apiHeaders(headers);
  const docsHeaders = { ...headers, "cache-control": "no-store" };
  // One synchronous hook for every request (a thrown error reaches the error handler).
  app.addHook("onRequest", (request, reply, done) => {
    const url = request.url;
    reply.headers(!url.startsWith("/api/") ? headers : isOpenApiViewer(url) ? docsHeaders : dataHeaders);
    if (UNSAFE_METHODS.has(request.method)) refuseUnsafeRequest(request);
    done();
  });
}
