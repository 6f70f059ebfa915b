// Designations in running text: "ASTM A370-19", "ISO 9001:2015", "IEC 60068-2-1", "EN 10025-2",
// "DIN EN ISO 6892-1", "API Spec 5L", "AWWA C151/A21.51-17", "49 CFR 192". The reference
// detection (../references) reads a document's citations with it; the catalogue is keyed the same
// way (referenceKey), so what is found resolves to the catalogue's families by key.
//
// Publishers print editions two ways, and a hyphen means different things in each: ISO, IEC, EN,
// DIN, BS, API and AWS date an edition after a colon ("ISO 9001:2015") and use hyphens for parts
// ("IEC 60068-2-1"); ASTM, AWWA, AASHTO, ACI, IES, UOP, AATCC, CGA and ASME date it after the last
// hyphen ("A370-19", "C151-17", "B31.3-2020"). So "EN 10025-2" is part 2, undated, while
// "A370-19" is the 2019 edition.

/** Bodies whose designations are recognised even when the catalogue holds none of their documents. */
export const KNOWN_PUBLISHERS: readonly string[] = [
  "AASHTO",
  "AATCC",
  "ACI",
  "AMPP",
  "ANSI",
  "API",
  "ASME",
  "ASTM",
  "AWS",
  "AWWA",
  "BS",
  "CEN",
  "CGA",
  "CSA",
  "DIN",
  "EN",
  "GB",
  "IEC",
  "IEEE",
  "IES",
  "ISO",
  "JIS",
  "NACE",
  "NF",
  "NFPA",
  "SAE",
  "UL",
  "UNE",
  "UOP",
];

/** Publishers that date an edition after the last hyphen of the designation. */
const HYPHEN_DATED = new Set(["ASTM", "AWWA", "AASHTO", "ACI", "IES", "UOP", "AATCC", "CGA", "ASME", "NFPA", "NACE"]);

/** Bodies that co-publish or adopt (a second body after the first: "DIN EN", "EN ISO", "ISO/IEC"). */
const ADOPTED = new Set(["EN", "ISO", "IEC", "ASTM", "IEEE", "ASME"]);
/** Series words before a number ("API Spec 5L", "ISO/TR 10400", "AASHTO T 27", "AATCC TM 135"). */
const SERIES = "Spec|Std|RP|Publ|Bull|TR|TS|PAS|Guide|MPMS|TM|LP|EP|DG|LM|PRC|[MTR]|PP";
/** API series words that the usage leaves out ("API 5L" is "API Spec 5L"): not part of the key. */
const API_SERIES_WORDS = /^(?:spec|std|rp|publ|bull)(?=\d)/;

/** A designation number: letters, digits, parts, a dual metric designation ("D3039/D3039M"). */
const CORE = String.raw`[A-Z]{0,4}-?\d+[A-Za-z]{0,2}(?:\.\d+[A-Za-z]?)*(?:-(?:\d+[A-Za-z]?(?:\.\d+)*|[A-Z]{2,4}(?![a-z])))*(?:\/[A-Z]{0,4}\d+[A-Za-z]{0,2}(?:\.\d+[A-Za-z]?)*(?:-\d+[A-Za-z]?(?:\.\d+)*)*)?`;
/** What may follow a number: a colon-dated edition (with amendments), SAE's _yyyymm, a reapproval. */
const TAIL = String.raw`(?::(?:19|20)\d{2}(?:-\d{2})?(?:\+A(?:MD)?\d+:(?:19|20)\d{2})*|_(?:19|20)\d{4})?(?:\((?:19|20)\d{2}\))?`;

/**
 * Where a designation ends: not inside a word or number. A capitalised word straight after it is
 * a title set against it without a space (HTML lists print "<span>ISO 291:2019</span>Plastics",
 * whose text is "ISO 291:2019Plastics"), so that ends it too.
 */
const END = String.raw`(?![\p{Ll}\p{N}]|\p{Lu}(?!\p{Ll}))`;

export interface ScannedDesignation {
  /** As written in the text. */
  text: string;
  /** [start, end) of `text` in the scanned string. */
  start: number;
  end: number;
  /** The publishing body ("ASTM"). */
  publisher: string;
  /** The designation number without the edition ("A370", "EN 10025-2", "Spec 5L"). */
  number: string;
  /** The edition as written ("19", "2015", "22a", "15(2021)"), null when undated. */
  edition: string | null;
  /** The edition's year (two-digit years read with a pivot: ≤ 49 is 20xx), null when undated. */
  editionYear: number | null;
  /** Publisher and number keyed (referenceKey). */
  key: string;
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A two- or four-digit year as a year ("19" → 2019, "98" → 1998). */
export function yearOf(digits: string): number {
  const n = Number(digits);
  if (digits.length === 4) return n;
  return n <= 49 ? 2000 + n : 1900 + n;
}

/**
 * The key of a designation number within its publisher, the same for the catalogue's families
 * (publisher key, designation_no) and for a citation: lower case, no spaces, the first of a dual
 * designation ("E8/E8M" → "e8"), API's series words left out ("Spec 5L" → "5l"); parts stay
 * apart ("60068-2-1"), so a part is never another part's document.
 */
export function referenceKey(publisher: string, number: string): string {
  const [first] = number.split("/").filter((s) => /\d/.test(s));
  let n = (first ?? number)
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[‐-―]/g, "-")
    .replace(/[^a-z0-9.-]+/g, "");
  n = n.replace(/^[.-]+|[.-]+$/g, "");
  const p = publisher.toLowerCase();
  if (p === "api") n = n.replace(API_SERIES_WORDS, "");
  return `${p}:${n}`;
}

/** Splits a number as written into its number and edition, by the publisher's way of dating. */
export function splitEdition(
  publisher: string,
  written: string,
): { number: string; edition: string | null; editionYear: number | null } {
  // SAE: J1939-21_202207.
  const sae = /^(.*)_((?:19|20)\d{2})\d{2}$/.exec(written);
  if (sae) return { number: sae[1], edition: written.slice(sae[1].length + 1), editionYear: Number(sae[2]) };
  // Colon-dated, any publisher: 9001:2015, 60601-1:2005+AMD1:2012, 17100:1980-01.
  const colon = /^(.*?):((?:19|20)\d{2})(?:-\d{2})?(?:\+.*)?$/.exec(written);
  if (colon) return { number: colon[1], edition: written.slice(colon[1].length + 1), editionYear: Number(colon[2]) };
  if (HYPHEN_DATED.has(publisher)) {
    // The last hyphen group: -19, -22a, -15(2021), -2020 (a reapproval year in brackets follows).
    const m = /^(.*\d[A-Za-z]?)-(\d{2}|(?:19|20)\d{2})([a-z]?)(\((?:19|20)\d{2}\))?$/.exec(written);
    if (m) return { number: m[1], edition: written.slice(m[1].length + 1), editionYear: yearOf(m[2]) };
  }
  return { number: written.replace(/\((?:19|20)\d{2}\)$/, ""), edition: null, editionYear: null };
}

const patternCache = new Map<string, RegExp>();

/** One regular expression for the publishers given (longest first, so "ASTM" wins over "AS"). */
function patternFor(publishers: readonly string[]): RegExp {
  const id = publishers.join("|");
  const cached = patternCache.get(id);
  if (cached) return cached;
  const names = [...new Set(publishers)].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const adopted = [...ADOPTED].join("|");
  // PUBLISHER [(-| |/)ADOPTED]* [/SERIES | SERIES ] NUMBER TAIL, or "49 CFR 192".
  const source = String.raw`(?<![\p{L}\p{N}])(?:(?<pub>${names.join("|")})(?<adopt>(?:[ \-/](?:${adopted})(?![\p{L}\p{N}]))*)(?:[ /](?<series>(?:${SERIES})\.?) ?| )(?<core>${CORE})(?<tail>${TAIL})|(?<cfr>\d{1,2} CFR \d{1,4}(?:\.\d+)?))${END}`;
  const re = new RegExp(source, "gu");
  if (patternCache.size > 32) patternCache.clear();
  patternCache.set(id, re);
  return re;
}

/**
 * Designations written with their publisher in `text`, in text order. `publishers`: the bodies to
 * look for (upper case, as printed); KNOWN_PUBLISHERS when not given.
 */
export function scanDesignations(text: string, publishers: readonly string[] = KNOWN_PUBLISHERS): ScannedDesignation[] {
  const re = patternFor(publishers);
  re.lastIndex = 0;
  const out: ScannedDesignation[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const g = m.groups ?? {};
    if (g.cfr) {
      out.push({
        text: m[0],
        start: m.index,
        end: m.index + m[0].length,
        publisher: "CFR",
        number: g.cfr,
        edition: null,
        editionYear: null,
        key: referenceKey("CFR", g.cfr),
      });
      continue;
    }
    const publisher = g.pub;
    // "ISO/IEC 17025" is an ISO document published jointly: the co-publisher is not part of its
    // number; "DIN EN 10025-2", "EN ISO 6892-1" are adoptions: the adopted body is.
    const adopted = (g.adopt ?? "").trim();
    const joint = adopted.startsWith("/");
    const prefix = joint ? "" : adopted.replace(/^[ -]/, "").replace(/[-/]/g, " ");
    const series = g.series ? `${g.series.replace(/\.$/, "")} ` : "";
    const written = `${prefix ? `${prefix} ` : ""}${series}${g.core}${g.tail ?? ""}`;
    const split = splitEdition(publisher, written);
    out.push({
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
      publisher,
      number: split.number,
      edition: split.edition,
      editionYear: split.editionYear,
      key: referenceKey(publisher, split.number),
    });
  }
  return out;
}

/**
 * Designations written without their publisher, at the start of a line of a list that a heading
 * names the publisher of ("2.1 ASTM Standards:" then "A370 Test Methods …", "E8/E8M Test Methods …").
 * `line` is the text from the line's start.
 */
export function scanBareDesignation(line: string, publisher: string): ScannedDesignation | null {
  const m = new RegExp(String.raw`^(?:(?<series>(?:${SERIES})\.?) )?(?<core>${CORE})(?<tail>${TAIL})${END}`, "u").exec(
    line,
  );
  if (!m?.groups || !/\d/.test(m.groups.core)) return null;
  // A bare number is a designation only when it has letters, or enough digits ("E4", "6892-1");
  // a list's "1" or "12" is not.
  if (!/[A-Za-z]/.test(m.groups.core) && !/\d{3,}/.test(m.groups.core)) return null;
  const series = m.groups.series ? `${m.groups.series.replace(/\.$/, "")} ` : "";
  const split = splitEdition(publisher, `${series}${m.groups.core}${m.groups.tail ?? ""}`);
  return {
    text: m[0],
    start: 0,
    end: m[0].length,
    publisher,
    number: split.number,
    edition: split.edition,
    editionYear: split.editionYear,
    key: referenceKey(publisher, split.number),
  };
}
