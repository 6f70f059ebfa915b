// What belongs to the signed-in account rather than to one screen: its subscriptions (the home
// page, its table of contents and the sidebar), the tenant's external links and the lists of
// countries and states of the account form. Keys that depend on the account carry its id.

import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";
import type { Schemas } from "../../api/types.ts";
import type { Message } from "../notify/message.ts";

/** Countries and states change rarely: an hour before they are asked again. */
export const META_DATA_FRESH_MS = 3_600_000;

export const accountKeys = {
  all: ["account"] as const,
  subscriptions: (accountId: number | null) => ["account", accountId, "subscriptions"] as const,
  subscriptionOverview: (accountId: number | null) => ["account", accountId, "subscription-overview"] as const,
  externalUrls: ["account", "external-urls"] as const,
  metaData: (type: "COUNTRY" | "STATE") => ["account", "meta-data", type] as const,
};

/**
 * The account's subscriptions. `quiet`: no busy spinner (the sidebar's call, made in the
 * background); the key is the same, so the home page and the sidebar share one request.
 */
export const subscriptionsQuery = (accountId: number | null, options: { quiet?: boolean } = {}) =>
  queryOptions({
    queryKey: accountKeys.subscriptions(accountId),
    queryFn: () => dataOf(client.GET("/api/user-subscriptions/current-user", options.quiet ? ui({ quiet: true }) : {})),
  });

/** The home page's table of contents: the account's subscriptions and the marketplace. */
export const subscriptionOverviewQuery = (accountId: number | null) =>
  queryOptions({
    queryKey: accountKeys.subscriptionOverview(accountId),
    queryFn: () => dataOf(client.GET("/api/user-subscriptions/current-user/subscriptions")),
  });

export const externalUrlsQuery = () =>
  queryOptions({
    queryKey: accountKeys.externalUrls,
    queryFn: () => dataOf(client.GET("/api/tenant/getExternalUrls", ui({ quiet: true }))),
  });

export const metaDataQuery = (type: "COUNTRY" | "STATE") =>
  queryOptions({
    queryKey: accountKeys.metaData(type),
    staleTime: META_DATA_FRESH_MS,
    queryFn: () =>
      dataOf(type === "COUNTRY" ? client.GET("/api/meta-data/type/COUNTRY") : client.GET("/api/meta-data/type/STATE")),
  });

/**
 * An invitation link's check (the set-password page, signed out): the invited e-mail, or the
 * refusal the server gave (a used or expired link; silent: the page says it). Checked afresh each
 * time the page opens (gcTime 0).
 */
export const invitationQuery = (key: string) =>
  queryOptions({
    queryKey: ["account", "invitation", key] as const,
    gcTime: 0,
    queryFn: async (): Promise<{ email: string } | { email: null; error: unknown }> => {
      const { data, error } = await client.GET("/api/account/invitation", {
        params: { query: { key } },
        ...ui({ silent: true }),
      });
      return data ? { email: data.email } : { email: null, error };
    },
  });

/**
 * Saves the account form's address and phone (the account page). A refusal with field errors
 * (400) is silent: the form shows them beside their fields. The session's account is read again
 * by the page (the auth provider's reload), not from this cache.
 */
export const updateAccountMutation = (successMessage: Message) =>
  mutationOptions({
    mutationKey: [...accountKeys.all, "update"],
    mutationFn: (body: Schemas["UserAccountUpdate"]) =>
      dataOf(client.PUT("/api/user-accounts", { body, ...ui({ silent: [400], successMessage }) })),
  });
