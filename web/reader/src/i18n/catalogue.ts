// Checks of a translation catalogue against the English source (locales/en.json), shared by the
// i18n test and the scripts that list and fill in missing keys (web/reader/scripts/i18n-*.ts).
//
// Keys are compared flattened ("signIn.title"). Plural keys follow i18next: English has
// "x_one" and "x_other"; a locale has one "x_<category>" per plural category of its language
// (Intl.PluralRules: Arabic zero/one/two/few/many/other, Japanese only other, …).

export type Catalogue = { [key: string]: string | Catalogue };

export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];
const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;

/** The leaves of a catalogue by dotted key; a leaf that is not a string is reported in `invalid`. */
export function flatten(tree: unknown, prefix = "", out = new Map<string, string>(), invalid: string[] = []) {
  if (tree === null || typeof tree !== "object" || Array.isArray(tree)) {
    invalid.push(prefix || "(root)");
    return { leaves: out, invalid };
  }
  for (const [name, value] of Object.entries(tree as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") out.set(key, value);
    else if (value !== null && typeof value === "object" && !Array.isArray(value)) flatten(value, key, out, invalid);
    else invalid.push(key);
  }
  return { leaves: out, invalid };
}

/** The plural categories of a locale's language, in the order of PLURAL_CATEGORIES. */
export function pluralCategories(locale: string): PluralCategory[] {
  const found = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  return PLURAL_CATEGORIES.filter((c) => found.includes(c));
}

/** One key a locale must have: a plain key, or one plural form of a plural key. */
export interface Expected {
  key: string;
  /** The English text the translation renders (for a plural form: English "_other", or "_one" for "one"). */
  source: string;
  /** The English text whose placeholders the translation keeps (for a plural form: English "_other"). */
  placeholders: string;
  plural?: { base: string; category: PluralCategory };
}

/** Every key `locale` must have, in the order of the English catalogue. */
export function expectedKeys(en: Map<string, string>, locale: string): Expected[] {
  const out: Expected[] = [];
  const done = new Set<string>();
  for (const [key, text] of en) {
    const m = PLURAL_SUFFIX.exec(key);
    if (m && en.has(`${m[1]}_other`)) {
      const base = m[1];
      if (done.has(base)) continue;
      done.add(base);
      const categories = new Set<PluralCategory>(pluralCategories(locale));
      // An explicit zero form of the English source is kept in every language.
      if (en.has(`${base}_zero`)) categories.add("zero");
      for (const category of PLURAL_CATEGORIES) {
        if (!categories.has(category)) continue;
        const other = en.get(`${base}_other`) as string;
        const source = (category === "one" && en.get(`${base}_one`)) || other;
        out.push({ key: `${base}_${category}`, source, placeholders: other, plural: { base, category } });
      }
    } else out.push({ key, source: text, placeholders: text });
  }
  return out;
}

/** The interpolations, nestings and Trans tags of a text: {{name}}, $t(key), <1>, </strong>. */
export function tokens(text: string): string[] {
  const found = text.match(/\{\{\s*[^}]+?\s*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>/g) ?? [];
  return found.map((t) => t.replace(/\s+/g, "")).sort();
}

/** The letters of a text once placeholders, tags and addresses are taken out. */
function words(text: string): string[] {
  const bare = text
    .replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>/g, " ")
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
    .replace(/\S+@\S+\.\S+/g, " ");
  return bare.match(/\p{L}{2,}/gu) ?? [];
}

/** An English text that is a phrase or sentence, i.e. that a translation must not copy. */
export function isPhrase(text: string): boolean {
  const w = words(text);
  return w.length >= 2 && w.join("").length >= 6;
}

/** Keys whose English text is a name or code every language keeps as it is. */
export const KEEP_ENGLISH: ReadonlySet<string> = new Set<string>([
  // the feature's product name
  "sidebar.compassPoints",
  "document.tabs.compassPoints",
  "resources.sections.tips.compassPoints.title",
  // file formats
  "marc.formats.mrc",
  "marc.formats.xml",
]);

const LATIN = /\p{Script=Latin}/u;
const NON_LATIN_LOCALES = new Set(["ar", "ja", "ko", "ru", "zh-Hans"]);

export type ProblemKind = "missing" | "extra" | "invalid" | "empty" | "placeholders" | "untranslated";

export interface Problem {
  kind: ProblemKind;
  key: string;
  detail?: string;
}

/**
 * Everything wrong with a locale's catalogue compared with English. `keepEnglish` names the keys
 * whose text may stay as in English (product and tenant names, codes).
 */
export function checkCatalogue(
  enTree: unknown,
  tree: unknown,
  locale: string,
  keepEnglish: ReadonlySet<string> = KEEP_ENGLISH,
): Problem[] {
  const en = flatten(enTree).leaves;
  const { leaves, invalid } = flatten(tree);
  const problems: Problem[] = invalid.map((key) => ({ kind: "invalid" as const, key }));
  const expected = expectedKeys(en, locale);
  const wanted = new Set(expected.map((e) => e.key));
  for (const e of expected) {
    const text = leaves.get(e.key);
    if (text === undefined) {
      problems.push({ kind: "missing", key: e.key });
      continue;
    }
    if (text.trim() === "") {
      problems.push({ kind: "empty", key: e.key });
      continue;
    }
    const want = tokens(e.placeholders);
    let have = tokens(text);
    // The forms for zero, one and two may leave the number out ("un résultat", "نتيجتان"); the
    // others name it, as does every form of a language whose "one" also covers 21, 31, … (Russian).
    const optionalCount = e.plural && ["zero", "one", "two"].includes(e.plural.category);
    if (optionalCount && !have.includes("{{count}}") && want.includes("{{count}}"))
      have = [...have, "{{count}}"].sort();
    if (want.join(" ") !== have.join(" ")) {
      problems.push({
        kind: "placeholders",
        key: e.key,
        detail: `expected ${want.join(" ") || "none"}, found ${have.join(" ") || "none"}`,
      });
    }
    if (keepEnglish.has(e.key) || (e.plural && keepEnglish.has(e.plural.base))) continue;
    const english = e.plural ? [en.get(`${e.plural.base}_one`), en.get(`${e.plural.base}_other`)] : [e.source];
    if (english.some((source) => source !== undefined && source === text && isPhrase(source))) {
      problems.push({ kind: "untranslated", key: e.key, detail: text });
    } else if (NON_LATIN_LOCALES.has(locale)) {
      // In a language written in another script, English words of the source other than names
      // and acronyms (which start with a capital) are English left behind.
      const sourceWords = new Set(words(e.source).map((w) => w.toLowerCase()));
      const left = words(text).filter((w) => /^\p{Ll}/u.test(w) && LATIN.test(w) && sourceWords.has(w));
      if (left.length >= 2)
        problems.push({ kind: "untranslated", key: e.key, detail: `English words: ${left.join(" ")}` });
    }
  }
  for (const key of leaves.keys()) if (!wanted.has(key)) problems.push({ kind: "extra", key });
  return problems;
}

/** Rebuilds a catalogue with the keys in the order of `expected` (keys not expected are dropped). */
export function ordered(expected: Expected[], leaves: Map<string, string>): Catalogue {
  const root: Catalogue = {};
  for (const { key } of expected) {
    const text = leaves.get(key);
    if (text === undefined) continue;
    const path = key.split(".");
    let node = root;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      if (typeof next === "object") node = next;
      else node = node[part] = {};
    }
    node[path[path.length - 1]] = text;
  }
  return root;
}
