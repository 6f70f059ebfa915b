// Search types, their routes and the submit rules (spec 1 §2, §4, §5).
import type { AccountSession, TenantConfig } from "../../api/types.ts";
import { enabledSearchTypes, type SearchTypeCode } from "../tenant/tenant-config.ts";

export const SEARCH_ROUTES: Record<SearchTypeCode, string> = {
  content: "/content-search/",
  mysubscription: "/mysubscription-search/",
  semantic: "/semantic-search/",
};

export const SEARCH_TEXT_LIMIT = 500;
export const TYPE_AHEAD_MIN = 3; // "longer than 2 characters"
export const TYPE_AHEAD_DEBOUNCE_MS = 500;

export function searchTypeOfPath(pathname: string): SearchTypeCode | null {
  for (const [code, route] of Object.entries(SEARCH_ROUTES) as [SearchTypeCode, string][]) {
    if (pathname === route || pathname === route.slice(0, -1)) return code;
  }
  return null;
}

/** The search types this user may use: the tenant's, semantic only with the account's flag. */
export function availableSearchTypes(config: TenantConfig, account: AccountSession | null): SearchTypeCode[] {
  return enabledSearchTypes(config).filter((c) => c !== "semantic" || account?.semanticSearchFlag === true);
}

/** Decodes percent-escapes where they are valid and keeps other percent signs as typed. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-9A-Fa-f]{2})/g, (m, hex: string) => {
      try {
        return decodeURIComponent(`%${hex}`);
      } catch {
        return m;
      }
    });
  }
}

/** The term as sent: decoded, trimmed, at most 500 characters. */
export function cleanTerm(text: string): string {
  return safeDecode(text).trim().slice(0, SEARCH_TEXT_LIMIT);
}

/**
 * Spec 1 §5: all-content and semantic search need a trimmed term longer than 1 character;
 * subscription search accepts an empty term or one longer than 1 character.
 */
export function canSubmit(type: SearchTypeCode, text: string): boolean {
  const term = cleanTerm(text);
  if (type === "mysubscription") return term.length === 0 || term.length > 1;
  return term.length > 1;
}

/** Type-ahead runs only when the decoded, trimmed term is longer than 2 characters. */
export function wantsTypeAhead(text: string): boolean {
  return cleanTerm(text).length >= TYPE_AHEAD_MIN;
}

/**
 * Spec 1 §4: where a search type without a default leads. Content search goes to subscription
 * search, or semantic when flagged, else home; subscription search goes to content search, else
 * home. Null: the type is available.
 */
export function fallbackFor(type: SearchTypeCode, available: SearchTypeCode[]): string | null {
  if (available.includes(type)) return null;
  if (type === "content") {
    if (available.includes("mysubscription")) return SEARCH_ROUTES.mysubscription;
    if (available.includes("semantic")) return SEARCH_ROUTES.semantic;
    return "/";
  }
  if (type === "mysubscription") return available.includes("content") ? SEARCH_ROUTES.content : "/";
  return available.includes("content") ? `${SEARCH_ROUTES.content}?stype=A` : "/";
}

/** Where a search route leads when the account cannot use it; null when it can. */
export function searchRedirect(
  type: SearchTypeCode,
  available: SearchTypeCode[],
  semanticFlag: boolean,
  search: string,
): string | null {
  if (type === "semantic" && !semanticFlag) {
    const q = new URLSearchParams(search);
    q.set("stype", "A");
    return `${SEARCH_ROUTES.content}?${q.toString()}`;
  }
  const target = fallbackFor(type, available);
  if (target === null) return null;
  if (target === "/") return "/";
  const [path, extra] = target.split("?");
  const q = new URLSearchParams(search);
  for (const [k, v] of new URLSearchParams(extra ?? "")) q.set(k, v);
  return `${path}?${q.toString()}`;
}
