// What a result card shows (spec 1 §2, §3): which date (last update, else publication, else online
// publication; research reports show publication first), the other versions of the document's
// line, and whether the description needs 'more details'.
import type { SearchResultDocument } from "../../features/search/search-api.ts";

export type CardDateKind = "updated" | "published" | "publishedOnline";

export function cardDate(
  doc: Pick<SearchResultDocument, "documentType" | "lastUpdateDate" | "publishDate" | "publishedOnlineDate">,
): { kind: CardDateKind; value: string } | null {
  const research = /research[\s-]?report/i.test(doc.documentType);
  const order: [CardDateKind, string | null | undefined][] = research
    ? [
        ["published", doc.publishDate],
        ["updated", doc.lastUpdateDate],
        ["publishedOnline", doc.publishedOnlineDate],
      ]
    : [
        ["updated", doc.lastUpdateDate],
        ["published", doc.publishDate],
        ["publishedOnline", doc.publishedOnlineDate],
      ];
  const hit = order.find(([, v]) => typeof v === "string" && v !== "");
  return hit ? { kind: hit[0], value: hit[1] as string } : null;
}

/** The other editions of the document's line, newest first, without the document itself. */
export function otherVersions(doc: Pick<SearchResultDocument, "contentCode" | "connections">) {
  const seen = new Set<string>([doc.contentCode]);
  const versions = doc.connections.flatMap((c) => c.versions);
  const out: typeof versions = [];
  for (const v of versions) {
    if (seen.has(v.contentCode)) continue;
    seen.add(v.contentCode);
    out.push(v);
  }
  return out.sort((a, b) => (b.publishDate ?? "").localeCompare(a.publishDate ?? ""));
}

/** Descriptions longer than this are folded behind 'more details'. */
export const DESCRIPTION_FOLD = 240;

export function foldDescription(
  text: string | null | undefined,
  open: boolean,
): { text: string; folded: boolean; long: boolean } {
  const full = (text ?? "").trim();
  if (full.length <= DESCRIPTION_FOLD) return { text: full, folded: false, long: false };
  if (open) return { text: full, folded: false, long: true };
  const cut = full.slice(0, DESCRIPTION_FOLD);
  const space = cut.lastIndexOf(" ");
  return {
    text: `${(space > DESCRIPTION_FOLD * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`,
    folded: true,
    long: true,
  };
}

// One Intl.DisplayNames per interface language, and each name once: creating the formatter for
// every card of a page of results was a large share of the page's rendering time.
const displayNames = new Map<string, Intl.DisplayNames | null>();
const languageNames = new Map<string, string>();

/** A language code's name in the interface language ('fr' → 'French'); the code when unknown. */
export function languageName(code: string, uiLocale: string): string {
  if (!code) return "";
  const key = `${uiLocale}:${code}`;
  const known = languageNames.get(key);
  if (known !== undefined) return known;
  let names = displayNames.get(uiLocale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([uiLocale === "zh-Hans" ? "zh-CN" : uiLocale], { type: "language" });
    } catch {
      names = null;
    }
    displayNames.set(uiLocale, names);
  }
  let name = code;
  try {
    name = names?.of(code) ?? code;
  } catch {
    // not a language code the formatter accepts
  }
  languageNames.set(key, name);
  return name;
}
