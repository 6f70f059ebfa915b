// The usage report (spec 3) in the query cache: the summary of a range (and account), and the
// summary behind an embed token.
import { queryOptions } from "@tanstack/react-query";
import { client } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";

export const usageKeys = {
  all: ["usage"] as const,
  summary: (range: { from?: string; to?: string; accountNumber?: string }) => ["usage", "summary", range] as const,
  embed: (token: string) => ["usage", "embed", token] as const,
};

/** The summary of a range (empty bounds: the API's default) and, when named, one account. */
export const usageSummaryQuery = (from?: string, to?: string, accountNumber?: string) =>
  queryOptions({
    queryKey: usageKeys.summary({ from, to, accountNumber }),
    queryFn: () =>
      dataOf(
        client.GET("/api/usage/summary", {
          params: {
            query: { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(accountNumber ? { accountNumber } : {}) },
          },
        }),
      ),
  });

/** The summary of an embed token; null when the token is refused (the page says so instead of failing). */
export const usageEmbedQuery = (token: string) =>
  queryOptions({
    queryKey: usageKeys.embed(token),
    queryFn: async () => (await client.GET("/api/usage/embed/summary", { params: { query: { token } } })).data ?? null,
  });
