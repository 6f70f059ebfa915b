// Translated editions: the same tree, block for block, with text in the target language. Each
// block's translation depends only on its id and English text, so translations of two editions
// differ exactly where the English editions differ.
import { Rng } from "../rng.ts";
import { deFr, fill, SECTION_TITLES, TRANSLATED, WORDS } from "./lexicon.ts";
import { type Block, type Lang, languageOf, type StandardContent } from "./model.ts";

type Other = Exclude<Lang, "en">;

const TERM_INDEX: Record<Other, number> = { fr: 1, es: 2, de: 3, pt: 4 };

// Used when the subject has no translation (the templates put "de"/"von" in front).
const FALLBACK_SUBJECT: Record<Other, { p: string; m: string }> = {
  fr: { p: "les caractéristiques", m: "des matériaux et produits concernés" },
  es: { p: "características", m: "los materiales y productos considerados" },
  de: { p: "Eigenschaften", m: "Werkstoffen und Erzeugnissen" },
  pt: { p: "características", m: "materiais e produtos" },
};

const DEFINITION: Record<Other, string> = {
  fr: "grandeur déterminée conformément au présent document.",
  es: "magnitud determinada de acuerdo con este documento.",
  de: "nach diesem Dokument bestimmte Größe.",
  pt: "grandeza determinada de acordo com este documento.",
};

const REF_HEADINGS: Record<Other, { own: (p: string) => string; other: string; footnote: string }> = {
  fr: {
    own: (p) => `Normes ${p} :`,
    other: "Autres normes :",
    footnote: "Pour les documents référencés, consulter le catalogue de l'éditeur.",
  },
  es: {
    own: (p) => `Normas ${p}:`,
    other: "Otras normas:",
    footnote: "Para los documentos citados, consulte el catálogo del editor.",
  },
  de: {
    own: (p) => `${p}-Normen:`,
    other: "Weitere Normen:",
    footnote: "Die in Bezug genommenen Dokumente sind im Katalog des Herausgebers verzeichnet.",
  },
  pt: {
    own: (p) => `Normas ${p}:`,
    other: "Outras normas:",
    footnote: "Para os documentos referenciados, consulte o catálogo do editor.",
  },
};

const HEAD_WORDS: Record<string, [string, string, string, string]> = {
  Specimen: ["Éprouvette", "Probeta", "Probekörper", "Corpo de prova"],
  Width: ["Largeur", "Anchura", "Breite", "Largura"],
  Length: ["Longueur", "Longitud", "Länge", "Comprimento"],
  Thickness: ["Épaisseur", "Espesor", "Dicke", "Espessura"],
  Tolerance: ["Tolérance", "Tolerancia", "Toleranz", "Tolerância"],
  Material: ["Matériau", "Material", "Werkstoff", "Material"],
  Average: ["Moyenne", "Media", "Mittelwert", "Média"],
  Property: ["Propriété", "Propiedad", "Eigenschaft", "Propriedade"],
  Unit: ["Unité", "Unidad", "Einheit", "Unidade"],
  "Nominal size": ["Dimension nominale", "Tamaño nominal", "Nenngröße", "Tamanho nominal"],
  "Outside diameter": ["Diamètre extérieur", "Diámetro exterior", "Außendurchmesser", "Diâmetro externo"],
  "Minimum wall": ["Épaisseur minimale", "Espesor mínimo", "Mindestwanddicke", "Parede mínima"],
  "Specimen Geometry Requirements": [
    "Exigences relatives à la géométrie des éprouvettes",
    "Requisitos geométricos de las probetas",
    "Anforderungen an die Probekörpergeometrie",
    "Requisitos de geometria dos corpos de prova",
  ],
  Requirements: ["Exigences", "Requisitos", "Anforderungen", "Requisitos"],
  "Dimensions and Permissible Variations": [
    "Dimensions et tolérances",
    "Dimensiones y tolerancias",
    "Maße und Grenzabmaße",
    "Dimensões e tolerâncias",
  ],
  Precision: ["Données de fidélité", "Datos de precisión", "Präzisionsdaten", "Dados de precisão"],
};

/** Fixed wording of recurring clauses, matched by how the English clause starts. */
const FIXED: [prefix: string, texts: Record<Other, string>][] = [
  [
    "The following documents are referred to",
    {
      fr: "Les documents suivants sont cités dans le texte de sorte qu'ils constituent, pour tout ou partie de leur contenu, des exigences du présent document.",
      es: "Los documentos indicados a continuación se citan en el texto de manera que su contenido, total o parcial, constituye requisitos de este documento.",
      de: "Die folgenden Dokumente werden im Text in solcher Weise in Bezug genommen, dass einige Teile davon oder ihr gesamter Inhalt Anforderungen des vorliegenden Dokuments darstellen.",
      pt: "Os documentos a seguir são citados no texto de tal forma que seus conteúdos, totais ou parciais, constituem requisitos deste documento.",
    },
  ],
  [
    "Definitions—",
    {
      fr: "Définitions — Pour les définitions des autres termes, se reporter à la norme de terminologie du comité.",
      es: "Definiciones — Para las definiciones de otros términos, véase la norma de terminología del comité.",
      de: "Begriffe — Für weitere Begriffe gilt die Terminologienorm des Komitees.",
      pt: "Definições — Para as definições de outros termos, consultar a norma de terminologia do comitê.",
    },
  ],
  [
    "Definitions of Terms Specific",
    {
      fr: "Définitions des termes spécifiques à la présente norme :",
      es: "Definiciones de términos específicos de esta norma:",
      de: "Begriffe, die für diese Norm spezifisch sind:",
      pt: "Definições de termos específicos desta norma:",
    },
  ],
  ["Symbols:", { fr: "Symboles :", es: "Símbolos:", de: "Formelzeichen:", pt: "Símbolos:" }],
  [
    "Report the following",
    {
      fr: "Le rapport d'essai doit contenir les informations suivantes :",
      es: "El informe debe incluir la información siguiente:",
      de: "Der Prüfbericht muss folgende Angaben enthalten:",
      pt: "O relatório deve incluir as seguintes informações:",
    },
  ],
  [
    "The report shall include",
    {
      fr: "Le rapport d'essai doit contenir les informations suivantes :",
      es: "El informe debe incluir la información siguiente:",
      de: "Der Prüfbericht muss folgende Angaben enthalten:",
      pt: "O relatório deve incluir as seguintes informações:",
    },
  ],
  [
    "Statistics—",
    {
      fr: "Statistiques — Pour chaque série d'essais, calculer la moyenne, l'écart-type et le coefficient de variation :",
      es: "Estadística — Para cada serie de ensayos, calcular la media, la desviación típica y el coeficiente de variación:",
      de: "Statistik — Für jede Prüfserie sind Mittelwert, Standardabweichung und Variationskoeffizient zu berechnen:",
      pt: "Estatística — Para cada série de ensaios, calcular a média, o desvio padrão e o coeficiente de variação:",
    },
  ],
];

function fixed(text: string, lang: Other): string | undefined {
  for (const [prefix, texts] of FIXED) if (text.startsWith(prefix)) return texts[lang];
  return undefined;
}

function word(text: string, lang: Other): string {
  const i = TERM_INDEX[lang] - 1;
  const [head, ...rest] = text.split(",");
  const hit = HEAD_WORDS[head];
  if (hit) return [hit[i], ...rest].join(",");
  if (text.startsWith("Precision Statistics")) return HEAD_WORDS.Precision[i];
  if (text.startsWith("Material ")) return `${HEAD_WORDS.Material[i]} ${text.slice(9)}`;
  return text;
}

function hashText(s: string): string {
  // A short stable key: the rng is seeded from the text itself.
  return `${s.length}:${s}`;
}

/** Translates a content tree into the given language (fr-FR, es-ES, de-DE, pt-BR). */
export function translateContent(
  original: StandardContent,
  language: string,
  options: { title?: string } = {},
): StandardContent {
  const lang = languageOf(language);
  if (lang === "en") return structuredClone(original);
  const t = TRANSLATED[lang];
  const subjectP = original.meta.subject.property;
  const subjectM = original.meta.subject.material;
  const idx = TERM_INDEX[lang];
  const pRaw = subjectP && typeof subjectP !== "string" ? subjectP[idx] : FALLBACK_SUBJECT[lang].p;
  const mRaw = subjectM && typeof subjectM !== "string" ? subjectM[idx] : FALLBACK_SUBJECT[lang].m;
  const P = lang === "fr" ? deFr(pRaw) : pRaw;
  const M = mRaw;

  const doc = original.meta.documentType === "Test Method" ? t.doc[0] : t.doc[1];
  const committee = original.meta.committee?.code ?? original.meta.publisherKey;
  /** One or two sentences (as many as the English text has), chosen by the block's own text. */
  const sentence = (key: string, pool: string[], count = 1): string => {
    const rng = new Rng(`${lang}|${hashText(key)}`);
    const picks = rng.sample(pool, Math.max(1, Math.min(2, count)));
    return picks.map((p) => fillOne(rng, p)).join(" ");
  };
  const sentences = (text: string) => text.split(/(?<=\.)\s+(?=[A-Z])/).length;
  const fillOne = (rng: Rng, template: string) =>
    fill(template, {
      doc: () => doc,
      C: () => committee,
      P: () => P,
      M: () => M,
      n: () => String(rng.int(3, 6)),
      N: () => String(rng.int(6, 24)),
      T: () => "23",
      h: () => rng.pick(["24", "40", "48"]),
    });

  const translateBlocks = (blocks: Block[], firstScope: boolean): Block[] =>
    blocks.map((block, i): Block => {
      switch (block.kind) {
        case "clause": {
          const isScope = firstScope && i === 0;
          const text = isScope
            ? sentence(`scope|${block.text}`, t.scope)
            : sentence(`${block.id}|${block.text}`, t.body);
          return { ...block, text, children: translateBlocks(block.children, false) };
        }
        case "definition":
          return { ...block, text: DEFINITION[lang] };
        case "note":
          return { ...block, text: sentence(`${block.id}|${block.text}`, t.body, sentences(block.text)) };
        case "table":
          return {
            ...block,
            caption: word(block.caption, lang),
            head: block.head.map((h) => word(h, lang)),
            rows: block.rows.map((r) => [word(r[0], lang), ...r.slice(1)]),
          };
        case "equation":
          return { ...block, where: block.where.map(([s, m]) => [s, m]) };
        case "list":
          return { ...block, items: block.items.map((item, j) => sentence(`${block.id}|${j}|${item}`, t.body)) };
        case "refs":
          return {
            ...block,
            heading:
              block.heading === "Other Standards:"
                ? REF_HEADINGS[lang].other
                : REF_HEADINGS[lang].own(original.meta.publisherKey),
          };
        default:
          return block;
      }
    });

  return {
    ...structuredClone(original),
    lang,
    meta: { ...structuredClone(original.meta), language, title: options.title ?? original.meta.title },
    preamble: original.preamble.map((block): Block => {
      if (block.kind !== "clause") return block;
      const i = block.text.startsWith("This document was prepared") ? 0 : block.text.startsWith("This edition") ? 1 : 2;
      return { ...block, text: fillOne(new Rng(block.text), t.foreword[i]) };
    }),
    sections: original.sections.map((s) => ({
      ...s,
      title: SECTION_TITLES[s.key][lang],
      blocks: translateBlocks(s.blocks, s.key === "scope"),
    })),
    footnotes: original.footnotes.map((f) => ({ ...f, text: REF_HEADINGS[lang].footnote })),
  };
}

export function synthesisNotice(lang: Lang): string {
  return WORDS[lang].synthetic;
}
