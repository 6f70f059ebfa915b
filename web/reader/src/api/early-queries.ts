// The first screen's data in the query cache before React renders (main.tsx): the tenant
// configuration (TenantProvider), the session object (AuthProvider, with a session) and the
// queries of the document page or the search page for the address, under the keys their readers
// use, so each finds them there. Their calls are answered by the requests boot.ts started while
// the app's JavaScript was loading (prefetch.ts hands those answers to the client): boot.ts stays
// a chunk of its own, without the client or TanStack Query, so that its requests start at once.
// The search page's query comes with the search page's chunk (preloaded for a search address), so
// the home page's first load does not carry the search client.
import type { QueryClient } from "@tanstack/react-query";
import { accountSessionQuery } from "../features/auth/session-queries.ts";
import { documentMetadataQuery, documentVerificationQuery } from "../features/documents/document-queries.ts";
import { tenantConfigQuery } from "../features/tenant/tenant-queries.ts";
import { resolveTenant } from "./client.ts";
import { bootLanguage, firstScreen } from "./early-requests.ts";
import { queryClient } from "./queries.ts";

/**
 * Starts the first screen's queries of the address (their calls take boot's answers); resolves once
 * they are all in the cache (the search page's after its module has loaded).
 */
export async function prefetchEarlyQueries(
  client: QueryClient = queryClient,
  where: { pathname: string; search: string } = location,
  language: string = bootLanguage(),
  tenant: string | null = resolveTenant(),
): Promise<void> {
  void client.prefetchQuery(tenantConfigQuery(tenant));
  const screen = firstScreen(where);
  if (screen.session) void client.prefetchQuery(accountSessionQuery());
  if (screen.documentCode) {
    void client.prefetchQuery(documentMetadataQuery(screen.documentCode));
    void client.prefetchQuery(documentVerificationQuery(screen.documentCode));
  }
  if (!screen.search) return;
  const { type, state } = screen.search;
  const { searchResultsQuery } = await import("../features/search/search-queries.ts");
  void client.prefetchQuery(searchResultsQuery(type, state, language));
}
