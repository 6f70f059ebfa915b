// The documents the user opened, most recent first (/recently-accessed and the home tab).
import { queryOptions } from "@tanstack/react-query";
import { client } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";

export const historyKeys = {
  all: ["accessed-documents"] as const,
  page: (page: number, size: number) => ["accessed-documents", "page", { page, size }] as const,
};

export const accessedDocumentsQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: historyKeys.page(page, size),
    queryFn: () => dataOf(client.GET("/api/accessed-documents/current-user", { params: { query: { page, size } } })),
  });
