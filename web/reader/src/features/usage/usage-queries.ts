// The usage report (spec 3) in the query cache: the summary of a range (and account), and the
// summary behind an embed token; and the page's two calls on what it shows, the COUNTER export
// and the embed link, as mutation factories. Neither changes what is cached (nothing is
// invalidated); a failed call is said by the global handler.
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { client } from "../../api/client.ts";
import { fileNameOf } from "../../api/download.ts";
import { dataOf, QueryFailed } from "../../api/queries.ts";
import type { Schemas } from "../../api/types.ts";

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

/** What the page shows: the summary the export and the embed link are for. */
type ShownSummary = Pick<Schemas["UsageSummary"], "customerId" | "from" | "to" | "account">;

/** The COUNTER Title Report of the shown period as a file (TSV or CSV), and its name. */
export const counterReportExportMutation = () =>
  mutationOptions({
    mutationKey: [...usageKeys.all, "counter-export"],
    mutationFn: async ({ summary: s, format }: { summary: ShownSummary; format: "tsv" | "csv" }) => {
      const reply = await client.GET("/api/usage/counter-reports/{reportId}/export", {
        params: {
          path: { reportId: "tr" },
          query: { format, customer_id: s.customerId, begin_date: s.from, end_date: s.to },
        },
        parseAs: "blob",
      });
      if (reply.data === undefined) throw new QueryFailed(reply.response.status, reply.error);
      const fallback = `TR_${s.from}_${s.to}.${format}`;
      return {
        file: reply.data as unknown as Blob,
        fileName: fileNameOf(reply.response.headers.get("content-disposition"), fallback),
      };
    },
  });

/** The dashboard-embed call (spec 3 §7) for the shown account and period: the embed URL. */
export const usageEmbedLinkMutation = () =>
  mutationOptions({
    mutationKey: [...usageKeys.all, "embed-link"],
    mutationFn: async (s: ShownSummary) =>
      (
        await dataOf(
          client.GET("/api/usage/dashboard-embed", {
            params: {
              query: {
                reportId: "usage",
                AccountNumber: s.account?.accountNumber ?? "all",
                ApplicationCode: "COMPASS",
                StartDate: s.from,
                EndDate: s.to,
              },
            },
          }),
        )
      ).EmbedUrl,
  });
