// The first screen's data in the query cache before React renders (main.tsx): the tenant
// configuration (TenantProvider), the session object (AuthProvider, with a session) and the
// queries of the document page or the search page for the address, under the keys their readers
// use, so each finds them there. Their calls are answered by the requests boot.ts started while
// the app's JavaScript was loading (prefetch.ts hands those answers to the client): boot.ts stays
// a chunk of its own, without the client or TanStack Query, so that its requests start at once.
import type { QueryClient } from "@tanstack/react-query";
import { accountSessionQuery } from "../features/auth/session-queries.ts";
import { documentMetadataQuery, documentVerificationQuery } from "../features/documents/document-queries.ts";
import { searchResultsQuery } from "../features/search/search-queries.ts";
import { tenantConfigQuery } from "../features/tenant/tenant-queries.ts";
import { resolveTenant } from "./client.ts";
import { bootLanguage, firstScreen } from "./early-requests.ts";
import { queryClient } from "./queries.ts";

/** Starts the first screen's queries of the address (their calls take boot's answers). */
export function prefetchEarlyQueries(
  client: QueryClient = queryClient,
  where: { pathname: string; search: string } = location,
  language: string = bootLanguage(),
  tenant: string | null = resolveTenant(),
): void {
  void client.prefetchQuery(tenantConfigQuery(tenant));
  const screen = firstScreen(where);
  if (screen.session) void client.prefetchQuery(accountSessionQuery());
  if (screen.documentCode) {
    void client.prefetchQuery(documentMetadataQuery(screen.documentCode));
    void client.prefetchQuery(documentVerificationQuery(screen.documentCode));
  }
  if (screen.search) void client.prefetchQuery(searchResultsQuery(screen.search.type, screen.search.state, language));
}
