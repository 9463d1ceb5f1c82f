import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "./api-client";
import { classifyError, classifyStatus, describeFailure, userMessageFor } from "./errors";

describe("classifyStatus (ERROR-2)", () => {
  it.each([
    [400, undefined, "VALIDATION", "Invalid request data"],
    [400, "Email is required", "VALIDATION", "Email is required"],
    [401, "ignored", "AUTHENTICATION", "Please sign in to continue"],
    [403, "ignored", "AUTHORIZATION", "You do not have permission to perform this action"],
    [404, "ignored", "NOT_FOUND", "The requested resource was not found"],
    [422, undefined, "VALIDATION", "Validation error"],
    [422, "Weights must total 100", "VALIDATION", "Weights must total 100"],
    [429, "ignored", "SERVER", "Too many requests. Please try again later"],
    [500, "ignored", "SERVER", "Server error. Please try again later"],
    [502, undefined, "SERVER", "Server error. Please try again later"],
    [503, undefined, "SERVER", "Server error. Please try again later"],
    [504, undefined, "SERVER", "Server error. Please try again later"],
    [409, "That email is already registered", "SERVER", "That email is already registered"],
    [409, undefined, "SERVER", "Server error occurred"],
    [418, undefined, "SERVER", "Server error occurred"],
  ] as const)("%i with message %s is %s: %s", (status, serverMessage, kind, message) => {
    expect(classifyStatus(status, serverMessage)).toEqual({ kind, message });
  });
});

describe("userMessageFor (ERROR-3)", () => {
  it.each([
    ["NETWORK", "Connection problem. Please check your internet and try again."],
    ["AUTHENTICATION", "Your session has expired. Please sign in again."],
    ["AUTHORIZATION", "You don't have permission for this action. Contact your administrator if needed."],
    ["VALIDATION", "Please check your input and try again."],
    ["NOT_FOUND", "The item you're looking for couldn't be found."],
    ["SERVER", "Server is temporarily unavailable. Please try again in a moment."],
    ["CLIENT", "Something went wrong. Please try again."],
    ["UNKNOWN", "Something went wrong. Please try again."],
  ] as const)("%s", (kind, message) => {
    expect(userMessageFor(kind)).toBe(message);
  });

  it("shows a validation error's own message", () => {
    expect(userMessageFor("VALIDATION", "Name is required")).toBe("Name is required");
  });
});

describe("classifyError", () => {
  it("reads the status and the server's message from an ApiError", () => {
    const error = new ApiError(400, "Bad Request", {
      message: "Invalid body",
      code: "VALIDATION",
      fields: { email: "Please enter a valid email" },
    });
    expect(classifyError(error)).toMatchObject({
      kind: "VALIDATION",
      message: "Invalid body",
      userMessage: "Invalid body",
      status: 400,
      fields: { email: "Please enter a valid email" },
      retryable: false,
      requiresUserAction: true,
    });
  });

  it("treats a request without a response as NETWORK, retryable", () => {
    expect(classifyError(new NetworkError("Failed to fetch"))).toMatchObject({
      kind: "NETWORK",
      message: "Network error. Please check your connection",
      userMessage: "Connection problem. Please check your internet and try again.",
      retryable: true,
      requiresUserAction: false,
    });
    expect(classifyError(new TypeError("Failed to fetch")).kind).toBe("NETWORK");
  });

  it("marks server errors retryable and authentication errors as needing the user", () => {
    expect(classifyError(new ApiError(503, "Service Unavailable", undefined))).toMatchObject({
      kind: "SERVER",
      retryable: true,
    });
    expect(classifyError(new ApiError(401, "Unauthorized", undefined))).toMatchObject({
      kind: "AUTHENTICATION",
      requiresUserAction: true,
      retryable: false,
    });
  });

  it("falls back to CLIENT with the error's own message", () => {
    expect(classifyError(new Error("Boom"))).toMatchObject({ kind: "CLIENT", message: "Boom" });
    expect(classifyError(new Error(""))).toMatchObject({ message: "An unexpected error occurred" });
    expect(classifyError("a string")).toMatchObject({
      kind: "CLIENT",
      message: "An unexpected error occurred",
    });
    expect(classifyError(undefined).userMessage).toBe("Something went wrong. Please try again.");
  });
});

describe("describeFailure", () => {
  it("prefers the server's message, then the catalogue for network and server trouble, then the fallback", () => {
    expect(describeFailure(new ApiError(409, "Conflict", { message: "Email taken" }), "Signup failed")).toBe(
      "Email taken",
    );
    expect(describeFailure(new ApiError(500, "Internal Server Error", "oops"), "x")).toBe(
      "Server is temporarily unavailable. Please try again in a moment.",
    );
    expect(describeFailure(new NetworkError("offline"), "x")).toBe(
      "Connection problem. Please check your internet and try again.",
    );
    expect(describeFailure(new ApiError(401, "Unauthorized", undefined), "Invalid email or password")).toBe(
      "Invalid email or password",
    );
  });
});
