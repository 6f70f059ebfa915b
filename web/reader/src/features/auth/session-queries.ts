// The session object (GET /api/account) in the query cache: AuthProvider reads it, and it is put
// in the cache before React renders when boot.ts asked for it (api/early-queries.ts), so the
// provider takes that answer instead of asking again. Also what the sign-in screens read: the
// auth verification data and the licence agreement.
import { queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { PREFETCH_FRESH_MS } from "../../api/prefetch.ts";
import { dataOf } from "../../api/queries.ts";
import type { AccountSession } from "../../api/types.ts";

/** The session object, or the status of the reply without one (null: no answer at all). */
export type AccountOpening = { account: AccountSession } | { account: null; status: number | null };

export const sessionKeys = {
  all: ["session"] as const,
  account: ["session", "account"] as const,
};

/**
 * The signed-in account's session object; a 401 is the provider's to handle (silent here). Fresh
 * for the early answer's 15 s, so a restored session does not repeat boot's call; the provider
 * asks afresh (staleTime 0) after a sign-in, a switch or a change of the account.
 */
export const accountSessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.account,
    staleTime: PREFETCH_FRESH_MS,
    queryFn: async (): Promise<AccountOpening> => {
      const result = await client.GET("/api/account", ui({ silent: [401] })).catch(() => null);
      if (!result) return { account: null, status: null };
      return result.data ? { account: result.data } : { account: null, status: result.response.status };
    },
  });

export const signInKeys = {
  authenticationData: ["sign-in", "authentication-data"] as const,
  licence: ["sign-in", "licence"] as const,
};

/**
 * Auth verification (spec 3 §2): how the caller could be signed in, and from which address. Silent
 * (the screens do without it); `quiet` by default (no busy spinner: the sign-in and account-switch
 * screens ask in the background). Dropped once no screen shows it, so a screen that opens asks
 * again and says 'loading' meanwhile.
 */
export const authenticationDataQuery = (options: { quiet?: boolean } = { quiet: true }) =>
  queryOptions({
    queryKey: signInKeys.authenticationData,
    gcTime: 0,
    queryFn: () =>
      dataOf(client.GET("/login/api/v1/authenticationData", ui({ silent: true, quiet: options.quiet ?? false }))),
  });

/** The licence agreement the user has to accept (spec 3 §2, §4): its text and version; read afresh each time the dialog opens. */
export const licenceAgreementQuery = () =>
  queryOptions({
    queryKey: signInKeys.licence,
    gcTime: 0,
    queryFn: async () => (await dataOf(client.GET("/api/v1/lca/validate"))).responseData.value,
  });
