// Which requests the first screen of an address needs before anything shows, so that boot.ts can
// start them together (api/prefetch.ts): the tenant configuration (TenantProvider), the session
// (AuthProvider, only with a token that has not expired) and, for the document page, the
// metadata and the entitlement verification that DocumentPage asks for together; for a search
// page, the search of the address (search-request.ts, the request SearchPage sends — in the
// interface language of the locale cookie, which restoreLocale() makes the page's language).

import { getToken, resolveTenant } from "@norma/web-shared/context";
import { decodeClaims, isExpired } from "@norma/web-shared/jwt";
import { searchRequest } from "../features/search/search-request.ts";
import { canSubmit, searchTypeOfPath } from "../features/search/search-types.ts";
import { readSearchState, type SearchState } from "../features/search/search-url.ts";
import type { SearchTypeCode } from "../features/tenant/tenant-config.ts";
import { DEFAULT_LOCALE, readLocaleCookie } from "../i18n/locales.ts";

export interface EarlyRequest {
  method: "GET" | "POST";
  url: string;
  body?: unknown;
}

/** The interface language the app starts in: the locale cookie's, else the default (i18n/index.ts restoreLocale). */
export function bootLanguage(cookie: string = typeof document === "undefined" ? "" : document.cookie): string {
  return readLocaleCookie(cookie) ?? DEFAULT_LOCALE;
}

/** Paths of the document page (spec 1 §2: /document/ and the layout-free /document-view/). */
const DOCUMENT_PATH = /^\/document(-view)?\/?$/;

/**
 * What the first screen of an address loads before anything shows: the session (with a token
 * that has not expired), and the page's data — a document (its content code) or a search. One
 * description for both ends: boot.ts starts the calls (earlyRequests), the app puts them in the
 * query cache under the pages' own keys (early-queries.ts).
 */
export interface FirstScreen {
  session: boolean;
  documentCode: string | null;
  search: { type: SearchTypeCode; state: SearchState } | null;
}

export function firstScreen(
  where: { pathname: string; search: string },
  token: string | null = getToken(),
  nowMs = Date.now(),
): FirstScreen {
  const claims = token ? decodeClaims(token) : null;
  if (!claims || isExpired(claims, nowMs)) return { session: false, documentCode: null, search: null };
  const contentCode = DOCUMENT_PATH.test(where.pathname)
    ? new URLSearchParams(where.search).get("contentCode")?.trim() || null
    : null;
  const type = searchTypeOfPath(where.pathname);
  const state = type ? readSearchState(where.search) : null;
  return {
    session: true,
    documentCode: contentCode,
    search: type && state && canSubmit(type, state.content) ? { type, state } : null,
  };
}

export function earlyRequests(
  where: { pathname: string; search: string; hostname: string },
  token: string | null = getToken(),
  nowMs = Date.now(),
  language = bootLanguage(),
): EarlyRequest[] {
  const tenant = resolveTenant(where);
  const requests: EarlyRequest[] = [
    { method: "POST", url: "/api/tenant/get-tenant-config-for-ui", body: tenant ? { tenantName: tenant } : {} },
  ];
  const screen = firstScreen(where, token, nowMs);
  if (!screen.session) return requests;
  requests.push({ method: "GET", url: "/api/account" });
  if (screen.documentCode) {
    const query = `contentCode=${encodeURIComponent(screen.documentCode)}`;
    requests.push({ method: "GET", url: `/api/documents/metadata?${query}` });
    requests.push({ method: "GET", url: `/api/documents/verification/contentCode?${query}` });
  }
  if (screen.search) {
    const search = searchRequest(screen.search.type, screen.search.state, language);
    const query = new URLSearchParams(Object.entries(search.query).map(([k, v]) => [k, String(v)]));
    requests.push({ method: "POST", url: `${search.path}?${query}`, body: search.body });
  }
  return requests;
}
