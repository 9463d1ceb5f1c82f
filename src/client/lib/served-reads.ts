import type { QueryClient } from "@tanstack/react-query";
import { SERVED_PAGE } from "../../domain/served-page";
import { readKey } from "./resources";

/**
 * PLATFORM-34: the organization's settings the server wrote into a member's page, taken out of the page
 * into the app's first query client as the answer of GET /api/organization-settings. The first render
 * then builds its reads for the organization's fiscal year (the ones the page preloaded), instead of
 * January's until the settings arrive.
 */
export function withServedReads(client: QueryClient): QueryClient {
  const element =
    typeof document === "undefined" ? null : document.getElementById(SERVED_PAGE.organizationSettingsId);
  if (!element) return client;
  element.remove();
  try {
    client.setQueryData(readKey("/api/organization-settings"), JSON.parse(element.textContent ?? ""));
  } catch {
    // Unreadable: the app asks for the settings as it would without them.
  }
  return client;
}
