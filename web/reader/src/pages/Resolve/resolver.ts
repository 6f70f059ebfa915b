// The ihsResolver redirect rules (spec 3 §2 "Redirect handling"): the parameter holds a base64
// query string with search, designation, year, status, publisher and page.
//   - search: content search for the text (with the year appended when given);
//   - designation with a year or a status: look the content code up and open the document
//     (?contentCode=…&page=…); 'Not found Content' goes to / (see afterLookup);
//   - designation alone: content search for it;
//   - only year or status: a search on them.
export interface ResolverFields {
  search: string | null;
  designation: string | null;
  year: number | null;
  status: string | null;
  publisher: string | null;
  page: number | null;
}

export function decodeResolver(value: string | null): ResolverFields | null {
  if (!value) return null;
  let text: string;
  try {
    const base64 = value.replace(/-/g, "+").replace(/_/g, "/").replace(/\s/g, "+");
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  const q = new URLSearchParams(text.replace(/^\?/, ""));
  const str = (k: string) => q.get(k)?.trim() || null;
  const int = (k: string, min: number, max: number) => {
    const v = str(k);
    const n = v && /^\d{1,4}$/.test(v) ? Number(v) : null;
    return n !== null && n >= min && n <= max ? n : null;
  };
  return {
    search: str("search"),
    designation: str("designation"),
    year: int("year", 1800, 2200),
    status: str("status"),
    publisher: str("publisher"),
    page: int("page", 1, 9999),
  };
}

export type ResolverPlan =
  | { kind: "search"; content: string; stype: "A" | "K" | "D"; publisher: string | null }
  | {
      kind: "lookup";
      designation: string;
      year: number | null;
      status: string | null;
      page: number | null;
    }
  | { kind: "home" };

export function planResolve(f: ResolverFields | null): ResolverPlan {
  if (!f) return { kind: "home" };
  if (f.search) {
    const content = f.year ? `${f.search} ${f.year}` : f.search;
    return { kind: "search", content, stype: "A", publisher: f.publisher };
  }
  if (f.designation && (f.year || f.status))
    return {
      kind: "lookup",
      designation: f.designation,
      year: f.year,
      status: f.status,
      page: f.page,
    };
  if (f.designation) return { kind: "search", content: f.designation, stype: "D", publisher: f.publisher };
  const rest = [f.year ? String(f.year) : null, f.status].filter(Boolean).join(" ");
  if (rest) return { kind: "search", content: rest, stype: "A", publisher: f.publisher };
  return { kind: "home" };
}

/** Spec 3 §2: the resolver's searches are content searches (the text at most 500 characters). */
export function resolverSearchUrl(content: string, stype: "A" | "K" | "D", publisher: string | null): string {
  const q = new URLSearchParams({ content: content.slice(0, 500), stype });
  if (publisher) q.set("publisherid", publisher);
  return `/content-search/?${q.toString()}`;
}

export const NOT_FOUND_CONTENT = "Not found Content";

/**
 * Where a designation lookup leads: the document, or / when the lookup answers 'Not found Content'
 * (or fails, or names no document).
 *
 * Decision: spec 3 §2 ("Redirect handling") says a 'Not found Content' lookup goes to a content
 * search with the text, while spec 1 §5 ("a result of 'Not found Content' sends the user to /")
 * and spec 3 §8 ("Redirect resolving to 'Not found Content' goes to /") say the site root. The
 * error rules are the more specific statement of that outcome, so the reader follows them: /.
 */
export function afterLookup(
  reply: { contentCode?: string | null; message?: string | null } | null | undefined,
): { kind: "document"; contentCode: string } | { kind: "home" } {
  if (!reply?.contentCode || reply.message === NOT_FOUND_CONTENT) return { kind: "home" };
  return { kind: "document", contentCode: reply.contentCode };
}

/** The resolver types of the route /resolve/{type}. */
export function isResolverType(type: string | undefined): boolean {
  return type === "SUBSCRIPTION" || type === "EDIT";
}
