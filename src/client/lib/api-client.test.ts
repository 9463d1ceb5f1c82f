import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, getJson, NetworkError, urlFromQueryKey } from "./api-client";

type Call = { url: string; init: RequestInit };

function stubFetch(response: () => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  });
  return calls;
}

const json = (status: number, body: unknown, statusText = "") =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api client (API-2, API-3)", () => {
  it("sends credentials and a JSON body with a JSON content type", async () => {
    const calls = stubFetch(() => json(201, { user: { firstName: "Ada" } }));
    const answer = await api.post("/api/auth/signup", { email: "a@b.co" });
    expect(answer).toEqual({ user: { firstName: "Ada" } });
    const init = calls[0]?.init ?? {};
    expect(init.credentials).toBe("include");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect((init.headers as Record<string, string>)["content-type"]).toBe("application/json");
  });

  it("sends no content type when there is no body", async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.post("/api/auth/logout")).resolves.toBeUndefined();
    const init = calls[0]?.init ?? {};
    expect(init.credentials).toBe("include");
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)["content-type"]).toBeUndefined();
  });

  it("turns a non-success answer into an ApiError reading 'status: message'", async () => {
    stubFetch(() =>
      json(400, { message: "Invalid body", code: "VALIDATION", fields: { email: "Bad" } }, "Bad Request"),
    );
    const error = await api.put("/api/x", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: "400: Invalid body",
      serverMessage: "Invalid body",
      code: "VALIDATION",
      fields: { email: "Bad" },
    });
  });

  it("uses the status text when the body is not JSON", async () => {
    stubFetch(() => new Response("<html>gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const error = await getJson("/api/x").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, message: "502: Bad Gateway", body: "<html>gateway</html>" });
  });

  it("can answer null on 401 instead of failing; the default is to fail", async () => {
    stubFetch(() => json(401, { message: "Not signed in" }, "Unauthorized"));
    await expect(getJson("/api/auth/user", { on401: "returnNull" })).resolves.toBeNull();
    await expect(getJson("/api/auth/user")).rejects.toMatchObject({ status: 401 });
  });

  it("reports a request that got no response as a NetworkError", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(getJson("/api/x")).rejects.toBeInstanceOf(NetworkError);
  });

  it("lets an abort through untouched", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new DOMException("The operation was aborted.", "AbortError");
    });
    await expect(getJson("/api/x")).rejects.toMatchObject({ name: "AbortError" });
  });

  it("builds a default read's URL by joining the query key with slashes", () => {
    expect(urlFromQueryKey(["/api/objectives", "42"])).toBe("/api/objectives/42");
  });
});
