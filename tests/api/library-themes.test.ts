import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, objectives, themes } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { JSON_HEADERS, signUpVerified } from "../support/accounts";
import { callApi, createObjective, createTheme, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  other = await signUpVerified(t, { companyName: "Other Org" });
  memberCookie = await invitedMemberCookie(t, admin.cookie, "user");
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie: string, payload?: object) =>
  callApi(t, method, url, cookie, payload);

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

function rowOf(id: string) {
  return withPlatform(t.database.db, async (tx) => {
    const [row] = await tx.select().from(themes).where(eq(themes.id, id));
    return row;
  });
}

function activitiesOf(id: string) {
  return withPlatform(t.database.db, (tx) =>
    tx.select().from(activities).where(eq(activities.entityId, id)).orderBy(activities.createdAt),
  );
}

describe("POST /api/themes (API-1, LIBRARY-5)", () => {
  it("creates a theme with the default colour #3B82F6 and no description when it is blank", async () => {
    const res = await call("POST", "/api/themes", admin.cookie, { name: "  Growth  ", description: "   " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      organizationId: admin.user.organizationId,
      name: "Growth",
      description: null,
      color: "#3B82F6",
    });
    const rows = await activitiesOf(res.json().id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "created",
      entityType: "theme",
      entityName: "Growth",
      category: "library",
    });
    expect(rows[0]?.details).toMatchObject({
      userName: "Ada Lovelace",
      newValue: { name: "Growth", color: "#3B82F6" },
    });
  });

  it("keeps a colour sent, upper-case", async () => {
    const theme = await createTheme(t, admin.cookie, { color: "#10b981", description: "Sustainable growth" });
    expect(theme).toMatchObject({ color: "#10B981", description: "Sustainable growth" });
  });

  it.each([
    ["no name", { name: undefined }, "name", "Name is required"],
    ["a blank name", { name: "  " }, "name", "Name is required"],
    ["a colour without #", { color: "3B82F6" }, "color", "Color must be a hex colour such as #3B82F6"],
    ["a short colour", { color: "#3B8" }, "color", "Color must be a hex colour such as #3B82F6"],
    ["a named colour", { color: "blue" }, "color", "Color must be a hex colour such as #3B82F6"],
  ])("refuses %s with 400 and a per-field message", async (_name, override, field, message) => {
    const res = await call("POST", "/api/themes", admin.cookie, { name: "Valid", ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe("GET /api/themes", () => {
  it("lists only the organization's themes, by name, to every role", async () => {
    const org = await signUpVerified(t, { companyName: "Theme Listing Org" });
    await createTheme(t, org.cookie, { name: "people" });
    await createTheme(t, org.cookie, { name: "Customers" });
    expect(
      (await call("GET", "/api/themes", org.cookie)).json().map((x: { name: string }) => x.name),
    ).toEqual(["Customers", "people"]);
    expect((await call("GET", "/api/themes", memberCookie)).statusCode).toBe(200);
  });
});

describe("PATCH /api/themes/{id}", () => {
  it("changes only the fields sent and records old and new values", async () => {
    const theme = await createTheme(t, admin.cookie, {
      name: "Before",
      description: "Kept",
      color: "#111111",
    });
    const res = await call("PATCH", `/api/themes/${theme.id}`, admin.cookie, { color: "#222222" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Before", description: "Kept", color: "#222222" });
    const renamed = await call("PATCH", `/api/themes/${theme.id}`, admin.cookie, {
      name: "After",
      description: "",
    });
    expect(renamed.json()).toMatchObject({ name: "After", description: null, color: "#222222" });
    expect((await rowOf(theme.id))?.updatedBy).toBe(admin.user.id);
    const updates = (await activitiesOf(theme.id)).filter((a) => a.action === "updated");
    expect(updates).toHaveLength(2);
    expect(updates[0]?.details).toMatchObject({
      oldValue: { color: "#111111" },
      newValue: { color: "#222222" },
    });
  });

  it("refuses an empty name and a bad colour", async () => {
    const theme = await createTheme(t, admin.cookie);
    const res = await call("PATCH", `/api/themes/${theme.id}`, admin.cookie, { name: "", color: "#12" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: "Name is required",
      color: "Color must be a hex colour such as #3B82F6",
    });
  });

  it("refuses a stale version (body or If-Match) with 409 and changes nothing (VERSION-1)", async () => {
    const theme = await createTheme(t, admin.cookie, { name: "Steady" });
    const stale = new Date(Date.parse(theme.updatedAt) - 1000).toISOString();
    const res = await call("PATCH", `/api/themes/${theme.id}`, admin.cookie, {
      name: "Changed",
      version: stale,
    });
    expect(res.statusCode).toBe(409);
    const header = await t.app.inject({
      method: "PATCH",
      url: `/api/themes/${theme.id}`,
      headers: { ...JSON_HEADERS, cookie: admin.cookie, "if-match": stale },
      payload: { name: "Changed" },
    });
    expect(header.statusCode).toBe(409);
    expect((await rowOf(theme.id))?.name).toBe("Steady");
    const fresh = await call("PATCH", `/api/themes/${theme.id}`, admin.cookie, {
      name: "Changed",
      version: theme.updatedAt,
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe("DELETE /api/themes/{id} (CASCADE-4)", () => {
  it("clears the theme on its objectives, which then show no theme, and writes one activity row", async () => {
    const theme = await createTheme(t, admin.cookie, { name: "Sunset" });
    const tagged = await createObjective(t, admin.cookie, { name: "Tagged", themeId: theme.id });
    const untouchedTheme = await createTheme(t, admin.cookie, { name: "Sunrise" });
    const untouched = await createObjective(t, admin.cookie, {
      name: "Untouched",
      themeId: untouchedTheme.id,
    });

    const res = await call("DELETE", `/api/themes/${theme.id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Theme deleted successfully" });
    expect(await rowOf(theme.id)).toBeUndefined();

    const list = (await call("GET", "/api/objectives", admin.cookie)).json() as {
      id: string;
      themeId: string | null;
      themeName: string | null;
      updatedAt: string;
    }[];
    const after = list.find((o) => o.id === tagged.id);
    expect(after).toMatchObject({ themeId: null, themeName: null });
    // Its version moved on, so an edit opened before the delete cannot put the theme back (VERSION-1).
    expect(after?.updatedAt).not.toBe(tagged.updatedAt);
    expect(list.find((o) => o.id === untouched.id)).toMatchObject({
      themeId: untouchedTheme.id,
      themeName: "Sunrise",
    });

    const stale = await callApi(t, "PUT", `/api/objectives/${tagged.id}`, admin.cookie, {
      name: "Tagged",
      bscPerspective: "Financial",
      themeId: theme.id,
      version: tagged.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    const deleted = (await activitiesOf(theme.id)).find((a) => a.action === "deleted");
    expect(deleted).toMatchObject({ entityType: "theme", entityName: "Sunset", category: "library" });
    expect(deleted?.details).toMatchObject({
      userName: "Ada Lovelace",
      oldValue: { name: "Sunset", clearedObjectives: 1 },
    });
    const [row] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(objectives).where(eq(objectives.id, tagged.id)),
    );
    expect(row?.updatedBy).toBe(admin.user.id);
  });
});

describe("who may write (ROLE-3) and whose ids (TENANT-2)", () => {
  it("refuses the user role's writes with 403 and changes nothing", async () => {
    const theme = await createTheme(t, admin.cookie, { name: "Guarded" });
    const attempts = [
      await call("POST", "/api/themes", memberCookie, { name: "Sneaky" }),
      await call("PATCH", `/api/themes/${theme.id}`, memberCookie, { name: "Hacked" }),
      await call("DELETE", `/api/themes/${theme.id}`, memberCookie),
    ];
    for (const res of attempts) expect(res.statusCode).toBe(403);
    expect((await rowOf(theme.id))?.name).toBe("Guarded");
  });

  it("answers another organization's theme with 404, exactly as a missing one, and leaves it alone", async () => {
    const foreign = await createTheme(t, other.cookie, { name: "Theirs" });
    for (const [method, payload] of [
      ["PATCH", { name: "Mine now" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await call(method, `/api/themes/${foreign.id}`, admin.cookie, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(
        (await call(method, `/api/themes/${MISSING_ID}`, admin.cookie, payload)).json(),
      );
    }
    expect((await rowOf(foreign.id))?.name).toBe("Theirs");
  });

  it("refuses an id that is not a UUID with 400", async () => {
    expect((await call("DELETE", "/api/themes/nope", admin.cookie)).statusCode).toBe(400);
  });
});
