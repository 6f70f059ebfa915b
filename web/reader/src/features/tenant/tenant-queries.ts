// The tenant configuration in the query cache (POST /api/tenant/get-tenant-config-for-ui): read by
// TenantProvider, and put in the cache before React renders (api/early-queries.ts) so that its
// call takes the answer boot.ts started. It names no user: it outlives the session (the cache's
// clearing on sign-out keeps it: OUTLIVES_SESSION, api/queries.ts).
import { queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { OUTLIVES_SESSION } from "../../api/queries.ts";
import type { TenantConfig } from "../../api/types.ts";

/** The configuration, or why there is none: an unknown tenant (404) or no usable answer. */
export type TenantOpening =
  | { status: "ready"; config: TenantConfig }
  | { status: "invalid" }
  | { status: "unreachable" };

export const tenantKeys = {
  all: ["tenant"] as const,
  config: (code: string | null) => ["tenant", code, "config"] as const,
};

/**
 * The configuration of the tenant `code` (the host's or the stored one; null: the server's
 * default). A failure is an answer, not a failed query, so the early call is not repeated on mount;
 * it stays until the provider asks again (its retry button).
 */
export const tenantConfigQuery = (code: string | null) =>
  queryOptions({
    queryKey: tenantKeys.config(code),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: OUTLIVES_SESSION,
    queryFn: async (): Promise<TenantOpening> => {
      const result = await client
        .POST("/api/tenant/get-tenant-config-for-ui", {
          body: code ? { tenantName: code } : {},
          ...ui({ silent: true }),
        })
        .catch(() => null);
      if (!result) return { status: "unreachable" };
      if (result.data) return { status: "ready", config: result.data };
      return result.response.status === 404 ? { status: "invalid" } : { status: "unreachable" };
    },
  });
