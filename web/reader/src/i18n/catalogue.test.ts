// The translations: every locale has every key of the English source and nothing else, with its
// placeholders intact and its sentences actually translated; only English is in the bundle.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkCatalogue, expectedKeys, flatten, isPhrase, pluralCategories, tokens } from "./catalogue.ts";
import { LOCALES } from "./locales.ts";

const SRC = fileURLToPath(new URL("../", import.meta.url));
const LOCALES_DIR = fileURLToPath(new URL("./locales/", import.meta.url));
// Read from the files, not imported: what is checked is what is on disk, not a catalogue object a
// test running earlier in the same process may have added to.
const read = (locale: string): unknown => JSON.parse(readFileSync(`${LOCALES_DIR}${locale}.json`, "utf8"));
const en = read("en") as Record<string, unknown>;

describe("every locale of the spec has a complete, translated catalogue", () => {
  it("has one file per locale and no other", () => {
    const files = readdirSync(LOCALES_DIR)
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.slice(0, -5))
      .sort();
    expect(files).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES.filter((l) => l !== "en")) {
    it(`${locale}: every key of en.json, no other key, placeholders intact, nothing left in English`, () => {
      const problems = checkCatalogue(en, read(locale), locale).map(
        (p) => `${p.kind} ${p.key}${p.detail ? ` (${p.detail})` : ""}`,
      );
      expect(problems, `run npx tsx web/reader/scripts/i18n-missing.ts`).toEqual([]);
    });
  }
});

describe("the catalogue check", () => {
  const source = {
    a: { title: "Sign in", hello: "Hello {{name}}, welcome back" },
    code: "PDF",
    results_one: "One result",
    results_other: "{{count}} results",
  };

  it("reports a missing key, an extra key and a value that is not a string", () => {
    const problems = checkCatalogue(
      source,
      {
        a: { title: "Connexion", extra: "x" },
        code: 3,
        results_one: "Un résultat",
        results_other: "{{count}} résultats",
      },
      "de",
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { kind: "invalid", key: "code" },
        { kind: "missing", key: "a.hello" },
        { kind: "missing", key: "code" },
        { kind: "extra", key: "a.extra" },
      ]),
    );
  });

  it("reports a lost, renamed or added placeholder", () => {
    const base = {
      a: { title: "Anmelden" },
      code: "PDF",
      results_one: "Ein Ergebnis",
      results_other: "{{count}} Ergebnisse",
    };
    const lost = checkCatalogue(source, { ...base, a: { ...base.a, hello: "Hallo, willkommen zurück" } }, "de");
    const renamed = checkCatalogue(source, { ...base, a: { ...base.a, hello: "Hallo {{nom}}, willkommen" } }, "de");
    const added = checkCatalogue(
      source,
      { ...base, a: { ...base.a, hello: "Hallo {{name}} {{x}}, willkommen" } },
      "de",
    );
    for (const problems of [lost, renamed, added]) expect(problems.map((p) => p.kind)).toEqual(["placeholders"]);
  });

  it("reports an English sentence copied as it is, but not a short token or name", () => {
    const problems = checkCatalogue(
      source,
      {
        a: { title: "Sign in", hello: "Hallo {{name}}, willkommen" },
        code: "PDF",
        results_one: "One result",
        results_other: "{{count}} Ergebnisse",
      },
      "de",
    );
    expect(problems.map((p) => `${p.kind} ${p.key}`)).toEqual(["untranslated a.title", "untranslated results_one"]);
    expect(isPhrase("PDF")).toBe(false);
    expect(isPhrase("Norma")).toBe(false);
    expect(isPhrase("Hello {{name}}")).toBe(false);
    expect(isPhrase("E-mail")).toBe(false);
    expect(isPhrase("Sign in")).toBe(true);
    expect(isPhrase("Download failed")).toBe(true);
  });

  it("reports English left in a language written in another script", () => {
    const problems = checkCatalogue({ a: "Download the document" }, { a: "Download the document 文書" }, "ja");
    expect(problems.map((p) => p.kind)).toEqual(["untranslated"]);
    expect(checkCatalogue({ a: "Open the PDF" }, { a: "PDF を開く" }, "ja")).toEqual([]);
  });

  it("expects the plural forms of each language (Arabic six, Russian four, Japanese one)", () => {
    const leaves = flatten(source).leaves;
    const plural = (locale: string) =>
      expectedKeys(leaves, locale)
        .filter((e) => e.plural)
        .map((e) => e.key);
    expect(plural("en")).toEqual(["results_one", "results_other"]);
    expect(plural("ar")).toEqual(pluralCategories("ar").map((c) => `results_${c}`));
    expect(pluralCategories("ar")).toEqual(["zero", "one", "two", "few", "many", "other"]);
    expect(pluralCategories("ru")).toEqual(["one", "few", "many", "other"]);
    expect(plural("ja")).toEqual(["results_other"]);
    // A form for one may leave the number out; the general form may not.
    const ja = {
      a: { title: "サインイン", hello: "{{name}} さん、おかえりなさい" },
      code: "PDF",
      results_other: "件の結果",
    };
    expect(checkCatalogue(source, ja, "ja").map((p) => p.kind)).toEqual(["placeholders"]);
    expect(checkCatalogue(source, { ...ja, results_other: "{{count}} 件の結果" }, "ja")).toEqual([]);
  });

  it("reads interpolations, nestings and Trans tags as placeholders", () => {
    expect(tokens("<1>Hi</1> {{ name }} $t(app.name) <br/>")).toEqual([
      "$t(app.name)",
      "</1>",
      "<1>",
      "<br/>",
      "{{name}}",
    ]);
  });
});

describe("only English is bundled", () => {
  it("no source file imports another locale's catalogue (they are fetched as /i18n/{locale}.json)", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = `${dir}${entry.name}`;
        if (entry.isDirectory()) walk(`${path}/`);
        else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".test.ts")) {
          const text = readFileSync(path, "utf8");
          for (const m of text.matchAll(/(?:import|from)\s*\(?\s*["'`]([^"'`]*locales\/[^"'`]*)["'`]/g)) {
            if (!m[1].endsWith("/en.json")) offenders.push(`${path}: ${m[1]}`);
          }
          if (/import\.meta\.glob\([^)]*locales/.test(text)) offenders.push(`${path}: import.meta.glob of locales`);
        }
      }
    };
    walk(SRC);
    expect(offenders).toEqual([]);
  });
});
