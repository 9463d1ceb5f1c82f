import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { firstReads } from "../../domain/first-reads";
import { SERVED_PAGE } from "../../domain/served-page";
import { localMonth } from "../../domain/time-zone";
import type { Actor } from "../db/tenant";
import { toCurrentUser } from "../features/auth/current-user";
import { escapeHtml, jsonDataBlock } from "../html";
import { notFound } from "../http-error";
import { APP_BOOT_HASH, appBootElement } from "./app-boot";
import { tenantActorOf } from "./auth";
import { firstPaintFrame } from "./first-paint";
import type { MemberPageContext } from "./member-page";
import { pagePolicy } from "./security";

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The chunk's file and every file it imports statically, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * PLATFORM-17: index.html as served for a screen, naming (modulepreload) the chunks its first paint
 * needs — the app's start, the shell's routes and the screen's page with what they import — so the
 * browser fetches them beside the entry instead of one after another. The screen is the path's first
 * segment (`/kpi-results` → features/kpi-results/pages/kpi-results-page.tsx). A browser with a current
 * session is told so (a meta tag: the cookie itself is out of the page's reach), and starts the
 * app at once; its home page is the Dashboard. A visitor's home page is the landing page's own entry
 * (LANDING-7). Each variant is built once.
 */
function screenDocuments(clientDir: string, indexHtml: string) {
  const manifestFile = path.join(clientDir, ".vite/manifest.json");
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, "utf8"))
    : {};
  const variants = new Map<string, string>();
  const build = (pageKey: string | null, signedIn: boolean, framed: boolean): string => {
    const files = new Set<string>();
    if (pageKey) {
      for (const key of ["app/start.tsx", "app/routes/shell-routes.tsx", pageKey])
        closure(manifest, key, files);
    }
    const preloads = [...files].filter((file) => file.endsWith(".js") && !indexHtml.includes(`/${file}"`));
    const session = signedIn ? [`    <meta name="${SERVED_PAGE.sessionMeta}" content="present">`] : [];
    if (framed) return bootAfterFirstPaint(indexHtml, preloads, session);
    const lines = [
      ...session,
      ...preloads.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    return lines.length === 0 ? indexHtml : indexHtml.replace("</head>", `${lines.join("\n")}\n  </head>`);
  };
  return (url: string, signedIn: boolean, framed: boolean): string => {
    const segment = url.split("/")[1] ?? "";
    const page = segment === "" ? (signedIn ? "dashboard" : null) : segment;
    const candidate = page ? `features/${page}/pages/${page}-page.tsx` : null;
    const pageKey = candidate && manifest[candidate] ? candidate : null;
    const key = `${pageKey ?? ""}|${signedIn}|${framed}`;
    let html = variants.get(key);
    if (html === undefined) {
      html = build(pageKey, signedIn, framed);
      variants.set(key, html);
    }
    return html;
  };
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * PLATFORM-20: a page that carries the first frame (PLATFORM-19) fetches no JavaScript before that frame
 * has painted: the app's entry and the screen's chunks are named to the boot script at the end of the
 * body (app-boot.ts), which adds them once the browser has drawn the frame, so on a slow network the CSS
 * the frame needs does not share the line with the app's ~250 KB. On a fast one that costs a frame.
 */
function bootAfterFirstPaint(indexHtml: string, preloads: string[], head: string[]): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) return indexHtml;
  const modules = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  modules.push(...preloads.map((file) => `/${file}`));
  return indexHtml
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace("</head>", [...head, "  </head>"].join("\n"))
    .replace("</body>", `  ${appBootElement(entry, modules)}\n  </body>`);
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** Reads what a member's page is built from (PLATFORM-34). */
export type MemberPageReader = (actor: Actor) => Promise<MemberPageContext>;

/**
 * What a member's page carries in its head: the organization's fiscal year start month (PLATFORM-36),
 * and PLATFORM-34's preload link for each read the app's first render of the screen makes
 * (`firstReads`), so the browser fetches their answers while the app's code loads. The app's own request
 * is the same (URL, credentials, no extra header), so the browser hands it the preloaded answer.
 */
async function memberHead(
  url: string,
  query: string,
  member: Actor,
  readContext: MemberPageReader,
): Promise<string> {
  const { fiscalStartMonth, timeZone, ceoFunctionId } = await readContext(member);
  const reads = firstReads(url, query !== "", {
    // SETTINGS-17: the organization's month, as the app counts it (useOrganizationMonth).
    today: localMonth(new Date(), timeZone),
    fiscalStartMonth,
    isAdmin: member.role === "admin",
    ceoFunctionId,
  });
  return [
    // PLATFORM-36: the first render counts the fiscal year as the reads above do.
    `<meta name="${SERVED_PAGE.fiscalStartMeta}" content="${fiscalStartMonth}">`,
    `<meta name="${SERVED_PAGE.timeZoneMeta}" content="${escapeHtml(timeZone)}">`,
    ...reads.map(
      (read) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(read)}">`,
    ),
  ].join("\n    ");
}

/**
 * PLATFORM-32: the SHA-256 (base64) of each inline script of index.html (the theme's, which must run
 * before first paint), which pages' policies allow by hash: no request to wait for, no 'unsafe-inline'.
 */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) =>
    createHash("sha256")
      .update(match[1] ?? "")
      .digest("base64"),
  );
}

/**
 * Serves the built React app from clientDir with an SPA fallback: any GET outside /api that is not a
 * file gets index.html, and the client router decides (its own 'Page Not Found' included).
 * Unknown /api paths get the JSON 404 of the error catalogue.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  readContext: MemberPageReader,
): Promise<void> {
  const indexFile = path.join(clientDir, "index.html");
  const hasClient = fs.existsSync(indexFile);
  const indexHtml = hasClient ? fs.readFileSync(indexFile, "utf8") : "";
  const documentFor = hasClient ? screenDocuments(clientDir, indexHtml) : null;
  const scriptHashes = [...inlineScriptHashes(indexHtml), APP_BOOT_HASH];
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
    const [url = "", query = ""] = request.url.split("?", 2);
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
    // The page depends on the session: whether there is one, and whose first name the Dashboard's
    // frame greets (PLATFORM-19), so no shared cache may keep it.
    reply.header("cache-control", "private, no-cache");
    reply.header("vary", "cookie");
    const frame = firstPaintFrame(url, request.auth);
    const html = documentFor!(url, request.auth !== null, frame !== null);
    // PLATFORM-21: the signed-in user as GET /api/auth/user answers, so the app starts without asking.
    const served = request.auth ? jsonDataBlock(SERVED_PAGE.currentUserId, toCurrentUser(request.auth)) : "";
    // The app reads the organization's data for a member of one (UI-45); a super admin goes to the console.
    const member = request.auth?.role === "super_admin" ? null : tenantActorOf(request.auth);
    let links = "";
    if (member) {
      try {
        links = await memberHead(url, query, member, readContext);
      } catch (error) {
        // The page works without them (the app asks for what it needs), e.g. while the database is away.
        request.log.warn(
          { err: error, reqId: request.id, method: request.method, url },
          "page served without its first reads named",
        );
      }
    }
    // PLATFORM-30: this page's nonce for style elements, in its policy and for the app to read.
    const nonce = randomBytes(16).toString("base64");
    const policy = String(reply.getHeader("content-security-policy"));
    reply.header("content-security-policy", pagePolicy(policy, { styleNonce: nonce, scriptHashes }));
    const nonceMeta = `<meta name="${SERVED_PAGE.styleNonceMeta}" content="${nonce}">`;
    return reply
      .type("text/html; charset=utf-8")
      .send(
        html
          .replace("</head>", `  ${[nonceMeta, links].filter(Boolean).join("\n    ")}\n  </head>`)
          .replace(ROOT_ELEMENT, `${frame ?? ""}${served}${ROOT_ELEMENT}`),
      );
  });
}
