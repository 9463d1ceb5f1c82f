import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, JSON_HEADERS, uniqueEmail } from "../support/accounts";
import { buildTenants, type Tenant } from "../support/tenants";
import { createTestApp, type TestApp } from "../support/test-app";

// Text and references a red team sent (TEXT-1, TEXT-2, TEXT-3, TENANT-4, ERROR-7): every one used to
// reach the database, where a NUL or a foreign id failed as a server error.

let t: TestApp;
let home: Tenant;
let other: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  ({ home, other } = await buildTenants(t));
}, 120_000);
afterAll(() => t.close());

async function send(
  method: "POST" | "PUT" | "PATCH" | "GET",
  url: string,
  body?: unknown,
  cookie = home.adminCookie,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(body === undefined ? {} : JSON_HEADERS), cookie },
    remoteAddress: clientAddress(),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json() as { message: string; fields?: Record<string, string> } };
}

const NUL = "Bad\u0000name";

// Each create and update route with a text field, and the body that carries the hostile text there.
const TEXT_FIELDS: [
  string,
  "POST" | "PUT",
  () => string,
  (text: string) => Record<string, unknown>,
  string,
][] = [
  ["theme name", "POST", () => "/api/themes", (text) => ({ name: text, color: "#112233" }), "name"],
  [
    "theme description",
    "POST",
    () => "/api/themes",
    (text) => ({ name: "T", description: text }),
    "description",
  ],
  [
    "objective name",
    "POST",
    () => "/api/objectives",
    (text) => ({ name: text, bscPerspective: "Financial" }),
    "name",
  ],
  [
    "KPI unit",
    "POST",
    () => "/api/kpis",
    (text) => ({ name: "K", unit: text, frequency: "monthly", polarity: "positive" }),
    "unit",
  ],
  ["function name", "POST", () => "/api/functions", (text) => ({ name: text }), "name"],
  [
    "user first name",
    "POST",
    () => "/api/users",
    (text) => ({ firstName: text, lastName: "L", email: uniqueEmail(), role: "user" }),
    "firstName",
  ],
  [
    "user last name on edit",
    "PUT",
    () => `/api/users/${home.ids.user}`,
    (text) => ({ firstName: "F", lastName: text, email: uniqueEmail(), role: "user" }),
    "lastName",
  ],
];

describe("text with control characters (TEXT-1, TEXT-2)", () => {
  it.each(TEXT_FIELDS)(
    "a NUL in the %s answers 400 naming the field",
    async (_name, method, url, body, field) => {
      const res = await send(method, url(), body(NUL));
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty(field);
      expect(res.body.message).toBe(`${field} must not contain control characters`);
    },
  );

  it.each([
    ["an escape sequence", "x\u001b[2J"],
    ["a lone surrogate", "x\uD800"],
    ["DEL", "x\u007f"],
  ])("%s in a theme name answers 400", async (_name, text) => {
    const res = await send("POST", "/api/themes", { name: text });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty("name");
  });

  it("a line break in a name answers 400, in a description it is kept (TEXT-2)", async () => {
    expect((await send("POST", "/api/themes", { name: "Two\nlines" })).status).toBe(400);
    const kept = await send("POST", "/api/themes", { name: "Paragraphs", description: "One.\nTwo." });
    expect(kept.status).toBe(201);
    expect((kept.body as unknown as { description: string }).description).toBe("One.\nTwo.");
  });

  it("a NUL in a query parameter answers 400 (TEXT-1)", async () => {
    const res = await send("GET", `/api/activities?search=${encodeURIComponent(NUL)}`);
    expect(res.status).toBe(400);
  });

  it("JSON nested 10,000 levels deep answers 400, not a crash (TEXT-3)", async () => {
    const deep = `${"[".repeat(10_000)}1${"]".repeat(10_000)}`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/themes",
      headers: { ...JSON_HEADERS, cookie: home.adminCookie },
      remoteAddress: clientAddress(),
      payload: `{"name":"Deep","description":null,"color":"#112233","extra":${deep}}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it("nothing was written by the refused requests", async () => {
    const themes = (await send("GET", "/api/themes")).body as unknown as { name: string }[];
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
    expect(themes.some((theme) => /[\u0000-\u001f]/.test(theme.name))).toBe(false);
  });
});

describe("ids in a body are looked up inside the organization (TENANT-4, ERROR-7)", () => {
  it.each([
    ["another organization's function", () => other.ids.function],
    ["a random id", () => "6a1f0d2e-8b7c-4d3e-9f10-1a2b3c4d5e6f"],
  ])("assignedFunctionId naming %s answers 400 on create and on edit", async (_name, functionId) => {
    const created = await send("POST", "/api/users", {
      firstName: "Ada",
      lastName: "Lovelace",
      email: uniqueEmail(),
      role: "user",
      assignedFunctionId: functionId(),
    });
    expect(created.status).toBe(400);
    expect(created.body.fields).toHaveProperty("assignedFunctionId");
    const edited = await send("PUT", `/api/users/${home.ids.user}`, {
      firstName: "Ada",
      lastName: "Lovelace",
      email: uniqueEmail(),
      role: "user",
      assignedFunctionId: functionId(),
    });
    expect(edited.status).toBe(400);
    expect(edited.body.fields).toHaveProperty("assignedFunctionId");
  });

  it("the organization's own function is accepted", async () => {
    const created = await send("POST", "/api/users", {
      firstName: "Grace",
      lastName: "Hopper",
      email: uniqueEmail(),
      role: "user",
      assignedFunctionId: home.ids.function,
    });
    expect(created.status).toBe(201);
  });
});
