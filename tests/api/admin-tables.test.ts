import { desc, eq, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MASK } from "../../src/domain/schemas/admin";
import { selectRows } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { authTokens, mailOutbox, platformAuditLog, sessions, users } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import {
  clientAddress,
  JSON_HEADERS,
  signInSuperAdmin,
  signUpVerified,
  uniqueEmail,
} from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

// ADMIN-7 Database browser: allow-listed tables, read-only, secrets masked, bad input answered 4xx.
let t: TestApp;
let root: string;
let rootId: string;
let admin: Awaited<ReturnType<typeof signUpVerified>>;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: root, id: rootId } = await signInSuperAdmin(t));
  admin = await signUpVerified(t);
  // An invitation: a token row with a hash and a queued mail carrying its link.
  const invited = await t.app.inject({
    method: "POST",
    url: "/api/users",
    headers: { ...JSON_HEADERS, cookie: admin.cookie },
    payload: { firstName: "Ivy", lastName: "Invited", email: uniqueEmail("ivy"), role: "user" },
  });
  expect(invited.statusCode).toBe(201);
  await t.mailWorker.drain();
});
afterAll(() => t.close());

const get = (url: string, cookie = root) =>
  t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: clientAddress() });

// The allow-list is the Drizzle schema: every table it declares, and nothing else.
const PRODUCT_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();

describe("GET /api/admin/tables", () => {
  it("lists exactly the product's own tables with their column and row counts", async () => {
    expect(PRODUCT_TABLES).toEqual(
      expect.arrayContaining(["users", "sessions", "auth_tokens", "mail_outbox"]),
    );
    const res = await get("/api/admin/tables");
    expect(res.statusCode).toBe(200);
    const tables: { tableName: string; columnCount: number; rowCount: number }[] = res.json();
    expect(tables.map((table) => table.tableName)).toEqual(PRODUCT_TABLES);
    for (const table of tables) {
      const [row] = await selectRows<{ rows: number; columns: number }>(
        t.database.db,
        sql`select (select count(*)::int from ${sql.identifier(table.tableName)}) as rows,
                   (select count(*)::int from information_schema.columns
                     where table_schema = 'public' and table_name = ${table.tableName}) as columns`,
      );
      expect(table.rowCount, table.tableName).toBe(row?.rows);
      expect(table.columnCount, table.tableName).toBe(row?.columns);
    }
  });

  it("does not show the migrations journal or the database's own catalogs", async () => {
    const names = (await get("/api/admin/tables"))
      .json()
      .map((table: { tableName: string }) => table.tableName);
    expect(names.some((name: string) => name.includes("drizzle") || name.startsWith("pg_"))).toBe(false);
  });
});

describe("GET /api/admin/tables/{table}/schema", () => {
  it("gives columns with type, nullability, default and primary key, and the foreign keys", async () => {
    const res = await get("/api/admin/tables/users/schema");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.primaryKey).toEqual(["id"]);
    expect(body.columns.find((c: { columnName: string }) => c.columnName === "id")).toEqual({
      columnName: "id",
      dataType: "uuid",
      isNullable: false,
      columnDefault: "gen_random_uuid()",
      isPrimaryKey: true,
      isMasked: false,
    });
    expect(body.columns.find((c: { columnName: string }) => c.columnName === "password_hash")).toMatchObject({
      dataType: "text",
      isNullable: true,
      isMasked: true,
    });
    expect(body.foreignKeys).toEqual(
      expect.arrayContaining([
        { columnName: "organization_id", referencedTable: "organizations", referencedColumn: "id" },
        {
          columnName: "assigned_function_id",
          referencedTable: "organization_functions",
          referencedColumn: "id",
        },
      ]),
    );
  });

  it("gives a composite primary key in order", async () => {
    const body = (await get("/api/admin/tables/kpi_measurements/schema")).json();
    expect(body.primaryKey).toEqual(["kpi_assignment_id", "year", "period_key"]);
  });
});

describe("GET /api/admin/tables/relationships", () => {
  it("lists every foreign key between the product's tables", async () => {
    const res = await get("/api/admin/tables/relationships");
    expect(res.statusCode).toBe(200);
    const relationships: Record<string, string>[] = res.json();
    expect(relationships).toContainEqual(
      expect.objectContaining({
        sourceTable: "objectives",
        sourceColumn: "theme_id",
        targetTable: "themes",
        targetColumn: "id",
        constraintName: expect.any(String),
      }),
    );
    for (const relationship of relationships) {
      expect(PRODUCT_TABLES).toContain(relationship.sourceTable);
      expect(PRODUCT_TABLES).toContain(relationship.targetTable);
    }
  });
});

describe("GET /api/admin/tables/{table}/data", () => {
  it("pages 50 rows by default, newest first, with the totals", async () => {
    const res = await get("/api/admin/tables/users/data");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [count] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`);
    expect(body).toMatchObject({
      tableName: "users",
      page: 1,
      limit: 50,
      totalRows: count?.n,
      totalPages: 1,
    });
    expect(body.data).toHaveLength(count?.n ?? -1);
    const created = body.data.map((row: { created_at: string }) => Date.parse(row.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it("takes page and limit, and answers a page past the end with an empty page and the totals", async () => {
    const first = (await get("/api/admin/tables/users/data?page=1&limit=1")).json();
    const second = (await get("/api/admin/tables/users/data?page=2&limit=1")).json();
    expect(first.data).toHaveLength(1);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expect(first.totalPages).toBe(first.totalRows);
    const past = await get("/api/admin/tables/users/data?page=999&limit=100");
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ data: [], page: 999, totalRows: first.totalRows, totalPages: 1 });
  });

  it.each([
    ["limit=1000000000", "limit must be a whole number from 1 to 100"],
    ["limit=101", "limit must be a whole number from 1 to 100"],
    ["limit=0", "limit must be a whole number from 1 to 100"],
    ["limit=ten", "limit must be a whole number from 1 to 100"],
    ["page=0", "page must be a whole number from 1 to 1000000"],
    ["page=-1", "page must be a whole number from 1 to 1000000"],
    ["page=2.5", "page must be a whole number from 1 to 1000000"],
    ["page=1000000000", "page must be a whole number from 1 to 1000000"],
  ])("refuses ?%s with 400 and a clear message", async (query, message) => {
    const res = await get(`/api/admin/tables/users/data?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("writes a platform audit row for each page read", async () => {
    await get("/api/admin/tables/themes/data?page=3&limit=7");
    const [row] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(platformAuditLog).orderBy(desc(platformAuditLog.createdAt)).limit(1),
    );
    expect(row).toMatchObject({
      actorUserId: rootId,
      action: "table.data_viewed",
      targetType: "table",
      targetName: "themes",
      details: { page: 3, limit: 7 },
    });
  });
});

describe("masking of secret columns (ADMIN-7)", () => {
  const SECRETS: [string, string[]][] = [
    ["users", ["password_hash"]],
    ["sessions", ["id", "token_hash"]],
    ["auth_tokens", ["token_hash", "code_hash"]],
    ["mail_outbox", ["subject", "text_body", "html_body", "headers"]],
  ];

  it.each(SECRETS)("%s shows %j as '••••' in every row", async (table, columns) => {
    const body = (await get(`/api/admin/tables/${table}/data?limit=100`)).json();
    expect(body.data.length).toBeGreaterThan(0);
    for (const row of body.data) {
      for (const column of columns) {
        expect(column in row, `${table}.${column}`).toBe(true);
        if (row[column] !== null) expect(row[column]).toBe(MASK);
      }
    }
    const schema = (await get(`/api/admin/tables/${table}/schema`)).json();
    const masked = schema.columns
      .filter((c: { isMasked: boolean }) => c.isMasked)
      .map((c: { columnName: string }) => c.columnName);
    expect(masked.sort()).toEqual([...columns].sort());
  });

  it("never sends a stored secret, in any table", async () => {
    const secrets = await withPlatform(t.database.db, async (tx) => [
      ...(await tx.select({ v: users.passwordHash }).from(users)).map((r) => r.v),
      ...(await tx.select({ v: sessions.tokenHash }).from(sessions)).map((r) => r.v),
      ...(await tx.select({ v: sessions.id }).from(sessions)).map((r) => r.v),
      ...(await tx.select({ v: authTokens.tokenHash }).from(authTokens)).map((r) => r.v),
      ...(await tx.select({ v: authTokens.codeHash }).from(authTokens)).map((r) => r.v),
      ...(await tx.select({ v: mailOutbox.textBody }).from(mailOutbox)).map((r) => r.v),
    ]);
    const present = secrets.filter((secret): secret is string => Boolean(secret));
    expect(present.length).toBeGreaterThan(5);
    const links = present.flatMap((text) => text.match(/token=[\w-]+/g) ?? []);
    expect(links.length).toBeGreaterThan(0);
    for (const table of PRODUCT_TABLES) {
      const text = (await get(`/api/admin/tables/${table}/data?limit=100`)).body;
      for (const secret of [...present.filter((s) => !s.includes("\n")), ...links]) {
        expect(text.includes(secret), `${table} leaks a secret`).toBe(false);
      }
    }
  });

  it("masks every column whose name looks secret (so a new one cannot be forgotten)", async () => {
    for (const table of PRODUCT_TABLES) {
      const schema = (await get(`/api/admin/tables/${table}/schema`)).json();
      for (const column of schema.columns) {
        if (/hash|token|secret|password|otp/.test(column.columnName)) {
          expect(column.isMasked, `${table}.${column.columnName}`).toBe(true);
        }
      }
    }
  });
});

describe("bad table names", () => {
  it.each([
    "nope",
    "pg_authid",
    "__drizzle_migrations",
    'users"; drop table users; --',
    "users%20where%201=1",
    "USERS",
    "x".repeat(90),
  ])("answers %j with 404 (schema and data)", async (name) => {
    for (const path of ["schema", "data"]) {
      const res = await get(`/api/admin/tables/${encodeURIComponent(name)}/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Table not found");
    }
    const [row] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`);
    expect(row?.n).toBeGreaterThan(0);
  });

  it("is read-only: no call writes a table", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const res = await t.app.inject({
        method,
        url: "/api/admin/tables/users/data",
        headers: { ...JSON_HEADERS, cookie: root },
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    }
    const own = await withPlatform(t.database.db, (tx) =>
      tx.select().from(users).where(eq(users.id, rootId)),
    );
    expect(own).toHaveLength(1);
  });
});
