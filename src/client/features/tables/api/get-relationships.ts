import { useQuery } from "@tanstack/react-query";
import type { Relationship } from "../../../../domain/schemas/admin";
import { api } from "../../../lib/api-client";

/** GET /api/admin/tables/relationships: every foreign key between the product's tables. */
export const getRelationships = (signal?: AbortSignal) =>
  api.get<Relationship[]>("/api/admin/tables/relationships", { signal });

export const useRelationships = () =>
  useQuery({
    queryKey: ["/api/admin/tables/relationships"],
    queryFn: ({ signal }) => getRelationships(signal),
  });
