// The account's custom collection (spec 2 §2, §7, §9): its page and the home tab.
import { queryOptions } from "@tanstack/react-query";
import { client } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";

export interface CustomCollectionQuery {
  sortType: "ALPHA_ASC" | "ALPHA_DESC";
  pageSize: 10 | 20 | 50 | 100;
  offset: number;
}

export const customCollectionKeys = {
  all: ["custom-collection"] as const,
  page: (query: CustomCollectionQuery) => ["custom-collection", "page", query] as const,
};

export const customCollectionQuery = (query: CustomCollectionQuery) =>
  queryOptions({
    queryKey: customCollectionKeys.page(query),
    queryFn: () => dataOf(client.GET("/api/v1/custom-collection/current-user/pageable", { params: { query } })),
  });
