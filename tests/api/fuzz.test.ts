import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, JSON_HEADERS } from "../support/accounts";
import { TEST_DRIVER } from "../support/database";
import { buildTenants } from "../support/tenants";
import { createTestApp, type TestApp } from "../support/test-app";

// TEXT-1..TEXT-3 and the value bounds: the garbage includes NUL, control characters, lone surrogates,
// 1e308, -0, huge strings and deeply nested arrays.
// ERROR-2: requests derived from each route's own schema (the OpenAPI document the server
// generates), half shaped like valid input and half garbage, at least 10,000 per run. Never a 5xx
// (a response that does not match its declared schema is a 500 from the serializer, so this also
// checks every answer against its schema); garbage only ever gets 400, 404, 409 or 422.

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: { "application/json"?: { schema?: JsonSchema } } };
};
type Route = { method: string; path: string; operation: Operation };

// ERROR-2's 10,000 go where a request costs least: to PostgreSQL when the run has a PostgreSQL pass
// (TEST_DATABASE_URL), the PGlite pass then sending a fifth as many; to PGlite when it is the only one.
const HAS_POSTGRES_PASS = Boolean(process.env.TEST_DATABASE_URL);
const TOTAL_REQUESTS = TEST_DRIVER === "postgres" || !HAS_POSTGRES_PASS ? 10_000 : 2_000;
const INVALID_INPUT_STATUSES = [400, 404, 409, 422];
// Routes that end the caller's own session, or cost a password hash per call, get fewer runs.
// AUTH-38: signing one's sessions out (`?everywhere=true`) would end the fuzzing admin's own session.
const SESSION_ENDING = new Set([
  "POST /api/auth/logout",
  "DELETE /api/auth/sessions",
  "DELETE /api/auth/sessions/{id}",
]);
const EXPENSIVE = /^POST \/api\/auth\/(signup|login|accept-invite|reset-password|change-password)$/;

let t: TestApp;
let cookie: string;
let superCookie: string;
let routes: Route[];

beforeAll(async () => {
  t = await createTestApp();
  const cast = await buildTenants(t);
  cookie = cast.home.adminCookie;
  superCookie = cast.superCookie;
  await t.app.ready();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}, 120_000);
afterAll(() => t.close());

/** A value shaped by a JSON schema: right types, formats and enums, random content. */
function shaped(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => shaped(s, depth + 1)));
  const types = [schema.type ?? "any"].flat();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case "null":
          return fc.constant(null);
        case "boolean":
          return fc.boolean();
        case "integer":
          return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
        case "number":
          return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
        case "string":
          if (schema.format === "uuid") return fc.uuid();
          if (schema.format === "email") return fc.emailAddress();
          if (schema.format === "date-time")
            return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
          return fc.string({
            minLength: schema.minLength ?? 0,
            maxLength: Math.min(schema.maxLength ?? 40, 300),
          });
        case "array":
          return fc.array(shaped(schema.items, depth + 1), { maxLength: 4 });
        case "object": {
          const properties = schema.properties ?? {};
          const record = Object.fromEntries(
            Object.entries(properties).map(([key, value]) => [key, shaped(value, depth + 1)]),
          );
          return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
        }
        default:
          return fc.jsonValue({ maxDepth: 2 });
      }
    }),
  );
}

/** An array nested `depth` levels deep around one string (TEXT-3). */
function nestedArray(depth: number): unknown {
  let value: unknown = "x";
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

// Hostile text (TEXT-1, TEXT-2): NUL, other controls, lone surrogates, a line break where one line is due.
const hostileText = fc.constantFrom(
  "\u0000",
  "Name\u0000with NUL",
  "\u0007\u001b[2J",
  "\uD800",
  "x\uDC00y",
  "two\nlines",
  "\u007f",
);
// Hostile values of every kind: the text above, numbers at and past the bounds (VALUE rules, ±1e12),
// negative zero, a huge string and arrays nested far deeper than any schema (TEXT-3).
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE, -0, 1e12 + 1, -1e12 - 1),
  fc.constant("x".repeat(200_000)),
  fc.integer({ min: 33, max: 1_000 }).map(nestedArray),
);

/** Garbage: any JSON at all, a hostile value, or a shaped value with one field of the wrong kind. */
function garbage(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ maxLength: 2000 }),
    fc.constant(null),
    hostile,
  );
  if (!schema?.properties) return wrong;
  const keys = Object.keys(schema.properties);
  return fc
    .tuple(shaped(schema), fc.constantFrom(...keys), wrong)
    .map(([value, key, bad]) => ({ ...(value as object), [key]: bad }));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes as a client would; a lone surrogate goes as its raw three bytes, as an attacker sends it. */
function paramString(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text
    .split(LONE_SURROGATE)
    .map(encodeURIComponent)
    .reduce((url, part, index) => {
      if (index === 0) return part;
      const code = text.match(LONE_SURROGATE)![index - 1]!.charCodeAt(0);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return `${url}${bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("")}${part}`;
    }, "");
}

function requestArbitrary(route: Route) {
  const params = route.operation.parameters ?? [];
  const bodySchema = route.operation.requestBody?.content?.["application/json"]?.schema;
  const shape = (valid: boolean) =>
    fc.record({
      path: fc.tuple(
        ...params
          .filter((p) => p.in === "path")
          .map((p) =>
            valid ? shaped(p.schema) : fc.oneof(shaped(p.schema), fc.string({ maxLength: 60 }), hostileText),
          ),
      ),
      query: fc.tuple(
        ...params
          .filter((p) => p.in === "query")
          .map((p) =>
            fc.option(valid ? shaped(p.schema) : fc.oneof(fc.jsonValue({ maxDepth: 1 }), hostile), {
              nil: undefined,
            }),
          ),
      ),
      body: bodySchema ? (valid ? shaped(bodySchema) : garbage(bodySchema)) : fc.constant(undefined),
      valid: fc.constant(valid),
    });
  return fc.oneof(shape(true), shape(false));
}

function buildUrl(route: Route, pathValues: unknown[], queryValues: unknown[]): string {
  let i = 0;
  const path = route.path.replace(/\{\w+\}/g, () => paramString(pathValues[i++]));
  const query = (route.operation.parameters ?? [])
    .filter((p) => p.in === "query")
    .map((p, index) => [p.name, queryValues[index]] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${paramString(value)}`)
    .join("&");
  return query ? `${path}?${query}` : path;
}

describe("fuzzing every route from its schema (ERROR-2)", () => {
  it("the OpenAPI document covers every route the server registered", () => {
    const documented = new Set(routes.map((r) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ":$1")}`));
    const registered = t.app.routeTable
      .filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"))
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
  });

  it(`answers ${TOTAL_REQUESTS} derived requests without a 5xx, and garbage only with 400/404/409/422`, async () => {
    const fuzzed = routes.filter((r) => !SESSION_ENDING.has(`${r.method} ${r.path}`));
    const heavy = fuzzed.filter((r) => EXPENSIVE.test(`${r.method} ${r.path}`));
    const light = fuzzed.filter((r) => !heavy.includes(r));
    const heavyRuns = 15;
    const runsPerRoute = Math.ceil((TOTAL_REQUESTS - heavy.length * heavyRuns) / light.length);
    const problems: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    for (const route of fuzzed) {
      const numRuns = heavy.includes(route) ? heavyRuns : runsPerRoute;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async ({ path, query, body, valid }) => {
          const url = buildUrl(route, path, query);
          const res = await t.app.inject({
            method: route.method as "GET",
            url,
            // The platform console is fuzzed as its super admin, everything else as an organization's admin.
            headers: {
              ...(body !== undefined ? JSON_HEADERS : {}),
              cookie: route.path.startsWith("/api/admin") ? superCookie : cookie,
            },
            remoteAddress: clientAddress(),
            ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
          });
          sent++;
          if (res.statusCode >= 500) serverErrors++;
          const acceptable = valid
            ? res.statusCode < 500
            : res.statusCode < 400 ||
              INVALID_INPUT_STATUSES.includes(res.statusCode) ||
              res.statusCode === 429;
          if (!acceptable && problems.length < 40) {
            problems.push(
              `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
          return true;
        }),
        { numRuns, seed: 20_261_122 + sent },
      );
    }
    console.log(`fuzzing: ${sent} requests over ${fuzzed.length} routes, ${serverErrors} answered 5xx`);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    expect(problems).toEqual([]);
  }, 600_000);
});
