import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { objectives, themes } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { signUpVerified } from "../support/accounts";
import { callApi, createObjective, createTheme } from "../support/library";
import { tenantFixture } from "../support/organizations";

const { t, admin, member, call, rowOf, activitiesOf } = tenantFixture({ member: true });

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
    expect((await call("GET", "/api/themes", member.cookie)).statusCode).toBe(200);
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
    expect((await rowOf(themes, theme.id))?.updatedBy).toBe(admin.user.id);
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
    expect(await rowOf(themes, theme.id)).toBeUndefined();

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
      await call("POST", "/api/themes", member.cookie, { name: "Sneaky" }),
      await call("PATCH", `/api/themes/${theme.id}`, member.cookie, { name: "Hacked" }),
      await call("DELETE", `/api/themes/${theme.id}`, member.cookie),
    ];
    for (const res of attempts) expect(res.statusCode).toBe(403);
    expect((await rowOf(themes, theme.id))?.name).toBe("Guarded");
  });

  it("refuses an id that is not a UUID with 400", async () => {
    expect((await call("DELETE", "/api/themes/nope", admin.cookie)).statusCode).toBe(400);
  });
});
