// The judged query set (issue 13): what users of a standards library type, each with the
// documents a domain user expects at the top. Judgments describe documents rather than list ids,
// so one set judges every seeded catalogue (the 400-document test template, 5,000, 100,000):
// the anchor standards (prisma/src/seed/data/anchors.ts) are in every catalogue; the generated
// ones are judged by publisher, words of the title or description, language and refinement node.
// A query none of whose judged documents is in a catalogue is left out of that catalogue's figures.
//
// Grades: 3 the document meant (an exact designation), 2 clearly what was asked for, 1 relevant.

/** Documents a judgment describes: every given field must hold (newest editions unless `designation` names an edition). */
export interface Judgment {
  /** The display designation exactly ('ASTM D3039/D3039M-17'); may name an older edition. */
  designation?: string;
  designationStarts?: string;
  /** Publisher key. */
  publisher?: string;
  /** Language code prefix ('es', 'en-US'). */
  language?: string;
  /** Pattern (case-insensitive) the title matches. */
  title?: string;
  /** Pattern (case-insensitive) the title or the description matches. */
  text?: string;
  /** Key of a refinement node the document carries (an ICS code, a committee such as 'ASTM-D30'). */
  node?: string;
  grade?: number;
}

export interface JudgedQuery {
  group: "designation" | "acronym" | "code" | "common word" | "rare word" | "slash/hyphen" | "translation";
  query: string;
  field?: "keyword" | "designation" | "all";
  /** Interface language of the reader that sends the query. */
  language?: string;
  relevant: Judgment[];
}

/** The designation meant (its English newest edition 3, its translations 1). */
const meant = (designation: string): Judgment[] => [
  { designation, language: "en", grade: 3 },
  { designation, grade: 1 },
];

const designations: [string, string[]][] = [
  [
    "ASTM D3039/D3039M-17",
    ["D3039", "d 3039", "ASTM D3039-17", "astm d3039", "D3039/D3039M", "3039", "D3039M", "astm-d3039", "d3039 17"],
  ],
  ["ISO 9001:2015", ["ISO 9001", "9001", "iso9001", "ISO 9001:2015", "9001 2015"]],
  ["IEC 60601-1:2005+AMD1:2012+AMD2:2020", ["IEC 60601-1", "60601-1", "60601 1", "iec 60601"]],
  ["API Spec 5L:2018", ["API 5L", "Spec 5L", "api spec 5l", "5L"]],
  ["AWWA C900-22", ["C900", "AWWA C900", "c 900", "C900-22"]],
  ["SAE J1939-21_202207", ["J1939-21", "sae j1939-21", "J1939 21", "j1939/21"]],
  ["UNE-EN 1090-2:2019", ["EN 1090-2", "UNE-EN 1090-2", "1090-2", "une en 1090 2"]],
  ["AASHTO T 27-20", ["T 27", "T27", "AASHTO T27", "aashto t 27"]],
  ["ASTM D638-22", ["D638", "astm d638", "d 638", "D638-22"]],
  ["ACI 318-19", ["ACI 318", "318-19", "aci318"]],
  ["AWS D1.1/D1.1M:2020", ["D1.1", "AWS D1.1", "d1.1m", "aws d 1.1"]],
  ["AATCC TM 135-2018", ["TM 135", "AATCC 135", "tm135"]],
  ["CGA G-4.1-2018", ["G-4.1", "CGA G4.1", "g 4.1"]],
  ["IES LM-79-19", ["LM-79", "IES LM 79", "lm79"]],
  ["UOP 163-19", ["UOP 163", "uop163"]],
  ["49 CFR 192 (2024)", ["49 CFR 192", "CFR 192"]],
  ["QCS 2024 Section 5 Part 3", ["QCS Section 5 Part 3", "qcs 2024 section 5 part 3"]],
  ["ASTM C39/C39M-21", ["C39", "C39/C39M", "astm c 39", "c39m"]],
  ["ASTM E8/E8M-22a", ["E8", "E8/E8M", "astm e8", "e 8"]],
  ["ISO 527-1:2019", ["ISO 527-1", "527-1", "iso 527 1"]],
  ["ASTM A36/A36M-19", ["A36", "astm a36", "A36/A36M"]],
  ["API RP 2A-WSD:2014", ["RP 2A-WSD", "API RP 2A", "2a-wsd"]],
  ["ASTM F963-23", ["F963", "astm f963", "F963-23"]],
  ["ASTM D2240-15(2021)", ["D2240", "astm d2240", "d 2240"]],
];

const designationQueries: JudgedQuery[] = [
  ...designations.flatMap(([designation, typed]) =>
    typed.map((query): JudgedQuery => ({ group: "designation", query, relevant: meant(designation) })),
  ),
  // The same typed in the designation field.
  ...["D3039", "3039", "ISO 9001", "C900", "LM-79", "E8"].map(
    (query): JudgedQuery => ({
      group: "designation",
      query,
      field: "designation",
      relevant: meant(designations.find(([, typed]) => typed.includes(query))![0]),
    }),
  ),
  // An older edition named with its year.
  {
    group: "designation",
    query: "ASTM D3039/D3039M-14",
    relevant: [{ designation: "ASTM D3039/D3039M-14", grade: 3 }],
  },
  // A number that completes a designation is part of it, not an edition year.
  { group: "designation", query: "aws a 12 87", relevant: [{ designationStarts: "AWS A12.87", grade: 3 }] },
];

/** A publisher's documents about a subject (typed with the publisher's acronym). */
const about = (publisher: string, text: string): Judgment[] => [
  { publisher, text, grade: 2 },
  { publisher, grade: 1 },
];

const acronymQueries: JudgedQuery[] = [
  ...(
    [
      ["aws welding", "AWS", "weld"],
      ["ies lighting", "IES", "light"],
      ["astm tensile", "ASTM", "tensile"],
      ["iso quality", "ISO", "quality"],
      ["awwa pipe", "AWWA", "pipe"],
      ["api pipe", "API", "pipe"],
      ["sae vehicle", "SAE", "vehicle"],
      ["iec electrical", "IEC", "electric"],
      ["aci concrete", "ACI", "concrete"],
      ["aashto aggregate", "AASHTO", "aggregate"],
      ["aatcc textile", "AATCC", "textile"],
      ["cga oxygen", "CGA", "oxygen"],
      ["uop petroleum", "UOP", "petroleum"],
      ["cfr pipeline", "CFR", "pipeline"],
      ["qcs concrete", "QCS", "concrete"],
      ["AWS steel", "AWS", "steel"],
      ["IES measurement", "IES", "measur"],
      ["une acero", "UNE", "acero"],
    ] as const
  ).map(([query, publisher, text]): JudgedQuery => ({ group: "acronym", query, relevant: about(publisher, text) })),
  // An acronym alone: that publisher's documents.
  ...["AWS", "IES", "UOP", "CGA", "AATCC", "AASHTO", "QCS", "CFR", "AWWA", "ACI"].map(
    (key): JudgedQuery => ({ group: "acronym", query: key, relevant: [{ publisher: key, grade: 1 }] }),
  ),
];

const codeQueries: JudgedQuery[] = [
  ...(
    [
      ["ICS 25.160", "25.160"],
      ["91.100.30", "91.100.30"],
      ["ICS 83.080", "83.080"],
      ["19.060", "19.060"],
      ["ICS 75.180", "75.180"],
      ["49.025", "49.025"],
      ["ics 23.040", "23.040"],
      ["93.080", "93.080"],
      ["ICS 91", "91"],
      ["11.040", "11.040"],
    ] as const
  ).map(([query, node]): JudgedQuery => ({ group: "code", query, relevant: [{ node, grade: 1 }] })),
  ...(
    [
      ["D30", "ASTM-D30"],
      ["ASTM D30", "ASTM-D30"],
      ["A01", "ASTM-A01"],
      ["astm e08", "ASTM-E08"],
      ["C09", "ASTM-C09"],
      ["IEC/TC 62", "IEC-TC62"],
      ["iec tc 34", "IEC-TC34"],
      ["ISO/TC 61", "ISO-TC61"],
      ["ISO TC 176", "ISO-TC176"],
      ["D20", "ASTM-D20"],
    ] as const
  ).map(([query, node]): JudgedQuery => ({ group: "code", query, relevant: [{ node, grade: 1 }] })),
];

/** A word in the title (2) or only in the description (1). */
const word = (pattern: string): Judgment[] => [
  { title: pattern, grade: 2 },
  { text: pattern, grade: 1 },
];

const commonQueries: JudgedQuery[] = (
  [
    ["steel", "steel"],
    ["concrete", "concrete"],
    ["pipe", "pipe"],
    ["water", "water"],
    ["welding", "weld"],
    ["tensile strength", "tensile"],
    ["corrosion", "corros"],
    ["plastics", "plastic"],
    ["testing", "test"],
    ["quality management", "quality"],
    ["safety", "safety"],
    ["lighting", "light"],
    ["petroleum products", "petroleum"],
    ["composite materials", "composite"],
    ["aggregate", "aggregat"],
    ["fatigue", "fatigue"],
    ["rubber", "rubber"],
    ["medical equipment", "medical"],
    ["hardness", "hardness"],
    ["paint coatings", "(paint|coating)"],
  ] as const
).map(([query, pattern]): JudgedQuery => ({ group: "common word", query, relevant: word(pattern) }));

// Rare words: the anchor is the document meant only where no other document has the words in its
// title (the synthetic catalogue repeats titles such as "Dimensional Changes after Home Laundering").
const rareQueries: JudgedQuery[] = [
  { group: "rare word", query: "mercaptan", relevant: [{ designation: "UOP 163-19", grade: 3 }, ...word("mercaptan")] },
  { group: "rare word", query: "durometer", relevant: [...word("durometer")] },
  { group: "rare word", query: "home laundering", relevant: [...word("launder")] },
  {
    group: "rare word",
    query: "potentiometric titration",
    relevant: [{ designation: "UOP 163-19", grade: 3 }, ...word("potentiometric")],
  },
  { group: "rare word", query: "centrifugally cast", relevant: word("centrifugally") },
  { group: "rare word", query: "xenon arc", relevant: word("xenon") },
  { group: "rare word", query: "pensky martens", relevant: word("pensky") },
  { group: "rare word", query: "end quench", relevant: word("end-quench") },
  { group: "rare word", query: "sieve analysis", relevant: [...word("sieve")] },
  { group: "rare word", query: "toy safety", relevant: [...word("toy")] },
  { group: "rare word", query: "offshore platforms", relevant: [...word("offshore")] },
  { group: "rare word", query: "line pipe", relevant: [...word("line pipe")] },
  {
    group: "rare word",
    query: "hydrogen sulfide",
    relevant: [{ designation: "UOP 163-19", grade: 3 }, ...word("hydrogen sulfide")],
  },
  { group: "rare word", query: "oxygen service", relevant: [...word("oxygen")] },
  { group: "rare word", query: "additive manufacturing", relevant: word("additive manufactur") },
];

const slashQueries: JudgedQuery[] = (
  [
    ["programmable", "programmable"],
    ["electrical/electronic/programmable", "electrical/electronic/programmable"],
    ["electronic programmable safety", "programmable"],
    ["safety-related systems", "safety-related"],
    ["safety related", "safety-related"],
    ["solid-state lighting", "solid-state"],
    ["solid state lighting", "solid-state"],
    ["fire-resistive", "fire-resistive"],
    ["fire resistive joint", "fire-resistive"],
    ["ready-mixed concrete", "ready-mixed"],
    ["ductile-iron pipe", "ductile-iron"],
    ["ductile iron", "ductile-iron"],
    ["hot-dip", "hot-dip"],
    ["zinc-coated", "zinc-coated"],
    ["x-ray", "x-ray"],
    ["pulse-echo", "pulse-echo"],
    ["open-hole", "open-hole"],
    ["short-beam strength", "short-beam"],
    ["c-scan", "c-scan"],
    ["low-alloy steel", "low-alloy"],
  ] as const
).map(([query, pattern]): JudgedQuery => ({ group: "slash/hyphen", query, relevant: word(pattern) }));

/** A translation meant (3) and its original (1). */
const translated = (designation: string, language: string): Judgment[] => [
  { designation, language, grade: 3 },
  { designation, grade: 1 },
];

const translationQueries: JudgedQuery[] = [
  {
    group: "translation",
    query: "ensayo de tracción plásticos",
    language: "es",
    relevant: translated("ASTM D638-22", "es"),
  },
  {
    group: "translation",
    query: "propiedades de tracción de plásticos",
    language: "es",
    relevant: translated("ASTM D638-22", "es"),
  },
  {
    group: "translation",
    query: "materiales compuestos de matriz polimérica",
    language: "es",
    relevant: [
      { designation: "ASTM D3039/D3039M-17", language: "es", grade: 2 },
      { language: "es", title: "materiales compuestos de matriz polimérica", grade: 2 },
      { language: "es", text: "compuest", grade: 1 },
    ],
  },
  {
    group: "translation",
    query: "propriétés en traction composites",
    language: "fr",
    relevant: translated("ASTM D3039/D3039M-17", "fr"),
  },
  {
    group: "translation",
    query: "matériaux composites",
    language: "fr",
    relevant: [...translated("ASTM D3039/D3039M-17", "fr"), { language: "fr", text: "composite", grade: 1 }],
  },
  {
    group: "translation",
    query: "Druckfestigkeit Betonprobekörper",
    language: "de",
    relevant: translated("ASTM C39/C39M-21", "de"),
  },
  {
    group: "translation",
    query: "zylindrischen Betonprobekörpern",
    language: "de",
    relevant: [
      { designation: "ASTM C39/C39M-21", language: "de", grade: 2 },
      { language: "de", title: "zylindrischen Betonprobekörpern", grade: 2 },
    ],
  },
  { group: "translation", query: "aço estrutural", language: "pt", relevant: translated("ASTM A36/A36M-19", "pt") },
  {
    group: "translation",
    query: "especificação aço carbono",
    language: "pt",
    relevant: translated("ASTM A36/A36M-19", "pt"),
  },
  {
    group: "translation",
    query: "seguridad contra incendios",
    language: "es",
    relevant: [{ language: "es", title: "incendio", grade: 2 }],
  },
  {
    group: "translation",
    query: "hormigón",
    language: "es",
    relevant: [
      { language: "es", title: "hormig", grade: 2 },
      { language: "es", text: "hormig", grade: 1 },
    ],
  },
  {
    group: "translation",
    query: "acero",
    language: "es",
    relevant: [
      { language: "es", title: "acero", grade: 2 },
      { language: "es", text: "acero", grade: 1 },
    ],
  },
  {
    group: "translation",
    query: "durómetro",
    language: "es",
    relevant: [{ language: "es", title: "durómetro", grade: 2 }],
  },
  {
    group: "translation",
    query: "gestión de la calidad",
    language: "es",
    relevant: [{ language: "es", title: "gestión de la calidad", grade: 2 }],
  },
  {
    group: "translation",
    query: "iluminación",
    language: "es",
    relevant: [{ language: "es", title: "iluminaci", grade: 2 }],
  },
  {
    group: "translation",
    query: "estructuras de acero",
    language: "es",
    relevant: [
      { designation: "UNE-EN 1090-2:2019", grade: 3 },
      { language: "es", title: "estructuras de acero", grade: 2 },
    ],
  },
  {
    group: "translation",
    query: "absorption d'eau plastiques",
    language: "fr",
    relevant: [{ language: "fr", title: "absorption d'eau", grade: 2 }],
  },
  {
    group: "translation",
    query: "Kohlenstofffaser",
    language: "de",
    relevant: [{ language: "de", title: "Kohlenstofffaser", grade: 2 }],
  },
  // The same words from a reader in English: translations are still found by their unstemmed words.
  {
    group: "translation",
    query: "seguridad contra incendios",
    relevant: [{ language: "es", title: "incendio", grade: 2 }],
  },
  { group: "translation", query: "durómetro", relevant: [{ language: "es", title: "durómetro", grade: 2 }] },
];

export const JUDGED_QUERIES: JudgedQuery[] = [
  ...designationQueries,
  ...acronymQueries,
  ...codeQueries,
  ...commonQueries,
  ...rareQueries,
  ...slashQueries,
  ...translationQueries,
];
