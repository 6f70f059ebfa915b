// Titles and descriptions in each publisher's style, from a domain's vocabulary.

import { deFr, TITLE_PREFIX } from "./content/lexicon.ts";
import type { Lang } from "./content/model.ts";
import type { Domain, Term } from "./data/domains.ts";
import { en } from "./data/domains.ts";
import type { FamilyKind } from "./designations.ts";
import type { Rng } from "./rng.ts";

export interface Subject {
  property?: Term;
  material?: Term;
  product?: string;
  activity?: string;
}

/** Words that keep their capital in running text. */
export const PROPER = new Set([
  "Rockwell",
  "Izod",
  "Young's",
  "Charpy",
  "Portland",
  "California",
  "Hamburg",
  "Jominy",
  "Pensky-Martens",
  "SI",
  "LED",
]);

const lc = (s: string) =>
  s
    .split(" ")
    .map((w) => (/^[A-Z][a-z]/.test(w) && !PROPER.has(w) ? w[0].toLowerCase() + w.slice(1) : w))
    .join(" ");

/** Picks the subject a family is about, by document type. */
export function pickSubject(rng: Rng, domain: Domain, documentType: string): Subject {
  const property = rng.pick(domain.properties);
  const material = rng.pick(domain.materials);
  if (/Specification|Code|Regulation/.test(documentType)) return { product: rng.pick(domain.products), material };
  if (/Practice|Guide|Manual|Report/.test(documentType)) return { activity: rng.pick(domain.activities), material };
  return { property, material };
}

const ASTM_PREFIX: Record<string, string> = {
  "Test Method": "Standard Test Method for",
  Specification: "Standard Specification for",
  Practice: "Standard Practice for",
  Guide: "Standard Guide for",
  Terminology: "Standard Terminology Relating to",
  Classification: "Standard Classification for",
};

const PARTS = [
  "General principles",
  "General requirements",
  "Test methods",
  "Requirements",
  "Test conditions",
  "Guidance on application",
];
const JOURNAL_VERBS = ["Effect of", "Influence of", "Role of"];
const FACTORS = [
  "Specimen Geometry",
  "Loading Rate",
  "Moisture Conditioning",
  "Temperature",
  "Manufacturing Defects",
  "Surface Preparation",
  "Aging",
  "Sample Size",
];

/** English (or, for UNE, Spanish) title of a new family. */
export function makeTitle(
  rng: Rng,
  publisherKey: string,
  kind: FamilyKind,
  documentType: string,
  domain: Domain,
  subject: Subject,
  extra: { partNo?: string; committeeCode?: string; designationNo?: string } = {},
): string {
  const P = subject.property ? en(subject.property) : en(rng.pick(domain.properties));
  const M = subject.material ? en(subject.material) : en(rng.pick(domain.materials));
  const product = subject.product ?? rng.pick(domain.products);
  const activity = subject.activity ?? rng.pick(domain.activities);
  const by = () => (rng.chance(0.25) && domain.techniques.length ? ` by ${rng.pick(domain.techniques)}` : "");
  switch (publisherKey) {
    case "ASTM": {
      switch (kind) {
        case "journal":
        case "stp-paper":
        case "manual-paper":
        case "ds-paper":
          return rng.chance(0.6)
            ? `${rng.pick(JOURNAL_VERBS)} ${rng.pick(FACTORS)} on the ${P} of ${M}`
            : `${rng.pick(["Evaluation", "Characterization", "Measurement", "Prediction"])} of the ${P} of ${M}${
                domain.techniques.length ? ` Using ${rng.pick(domain.techniques)}` : ""
              }`;
        case "manual-book":
          return rng.pick([
            `Manual on ${activity}`,
            `${domain.names[0]}: A Practitioner's Manual`,
            `Handbook of ${P} Testing`,
          ]);
        case "stp-book":
          return rng.pick([
            `Advances in ${domain.names[0]}`,
            `${domain.names[0]}: ${P} and Performance`,
            `Symposium on ${activity}`,
          ]);
        case "ds-book":
          return `Compilation of ${P} Data for ${M}`;
        default:
          break;
      }
      if (documentType === "Research Report") return `Research Report: Interlaboratory Study of ${P} of ${M}`;
      const prefix = ASTM_PREFIX[documentType] ?? "Standard Test Method for";
      if (documentType === "Specification") return `${prefix} ${product}`;
      if (documentType === "Practice" || documentType === "Guide") return `${prefix} ${activity}`;
      if (documentType === "Terminology") return `${prefix} ${domain.names[0]}`;
      if (documentType === "Classification") return `${prefix} ${M}`;
      return `${prefix} ${P} of ${M}${by()}`;
    }
    case "ISO":
    case "IEC": {
      const field = domain.field;
      let subjectPhrase: string;
      // Products already written the ISO way ("Field - Subject") are used as they are.
      if (subject.product?.includes(" - ")) return subject.product.replace(/ - /g, " — ");
      if (documentType === "Technical Report") subjectPhrase = `Guidance on ${lc(activity)}`;
      else if (subject.product) subjectPhrase = lc(product);
      else if (subject.activity) subjectPhrase = `Guidelines for ${lc(activity)}`;
      else subjectPhrase = `Determination of ${lc(P)}`;
      const part = extra.partNo ? ` — Part ${extra.partNo}: ${rng.pick(PARTS)}` : "";
      return `${field} — ${subjectPhrase[0].toUpperCase()}${subjectPhrase.slice(1)}${part}`;
    }
    case "API":
      switch (documentType) {
        case "Specification":
          return `Specification for ${product}`;
        case "Recommended Practice":
          return `Recommended Practice for ${activity}`;
        case "Technical Report":
          return `Technical Report on ${activity}`;
        case "Manual":
          return `Manual of Petroleum Measurement Standards — ${activity}`;
        default:
          return product;
      }
    case "AWWA":
      return documentType === "Manual" ? `${activity} (Manual of Water Supply Practices)` : product;
    case "SAE":
      if (documentType === "Specification") return product;
      if (documentType === "Technical Report") return `${activity} — Information Report`;
      return rng.chance(0.5) ? `${P}` : `${product}`;
    case "UNE": {
      const es = (t: Term | undefined) => (t && typeof t !== "string" ? t[2] : undefined);
      const p = es(subject.property);
      const m = es(subject.material);
      const body = p
        ? `Determinación de ${p}${m ? ` de ${m}` : ""}`
        : rng.pick([
            "Requisitos generales",
            "Métodos de ensayo",
            "Especificaciones técnicas",
            "Vocabulario",
            "Requisitos de ejecución",
          ]);
      const part = extra.partNo
        ? `. Parte ${extra.partNo}: ${rng.pick(["Requisitos", "Métodos de ensayo", "Principios generales", "Guía de aplicación"])}`
        : "";
      return `${domain.names[2]}. ${body}${part}`;
    }
    case "AASHTO":
      if (documentType === "Specification") return `Standard Specification for ${product}`;
      if (documentType === "Test Method") return `Standard Method of Test for ${P} of ${M}`;
      return `Standard Practice for ${activity}`;
    case "ACI":
      if (documentType === "Code") return `Building Code Requirements for ${product}`;
      if (documentType === "Guide") return `Guide to ${activity}`;
      if (documentType === "Technical Report") return `Report on ${activity}`;
      return `Specifications for ${product}`;
    case "AWS":
      if (documentType === "Code") return product;
      if (documentType === "Specification") return `Specification for ${product}`;
      return `Standard for ${activity}`;
    case "AATCC":
      if (documentType === "Test Method") return `Test Method for ${P}`;
      if (documentType === "Practice") return `Laboratory Procedure for ${activity}`;
      return `Evaluation Procedure for ${P}`;
    case "CGA":
      return documentType === "Guide" ? `Guideline for ${activity}` : product;
    case "IES":
      if (documentType === "Test Method") return `Approved Method: ${P} of ${M}`;
      if (documentType === "Guide") return `Design Guide for ${activity}`;
      return `Recommended Practice: ${activity}`;
    case "UOP":
      return `${P} in ${M}${by() || ` by ${rng.pick(domain.techniques.length ? domain.techniques : ["Gas Chromatography"])}`}`;
    case "CFR": {
      const prefix =
        {
          PHMSA: "Pipeline Safety",
          EPA: "Protection of Environment",
          OSHA: "Occupational Safety and Health Standards",
          CPSC: "Consumer Product Safety",
        }[extra.committeeCode ?? ""] ?? "Federal Regulations";
      return `${prefix}: ${rng.chance(0.5) ? product : activity}`;
    }
    case "QCS":
      return `${domain.names[0]} — Part ${extra.partNo ?? "1"}: ${rng.chance(0.5) ? product : activity}`;
    default:
      return `${P} of ${M}`;
  }
}

/** Translated title of an ASTM test method, or undefined when the subject has no translation. */
export function translatedTitle(lang: Exclude<Lang, "en">, documentType: string, subject: Subject): string | undefined {
  const { property, material } = subject;
  if (
    documentType !== "Test Method" ||
    !property ||
    !material ||
    typeof property === "string" ||
    typeof material === "string"
  )
    return undefined;
  const i = { fr: 1, es: 2, de: 3, pt: 4 }[lang];
  const prefix = TITLE_PREFIX[lang]["Test Method"];
  const P = property[i];
  const M = material[i];
  switch (lang) {
    case "fr":
      return `${prefix.replace(/ de$/, "")} ${deFr(P)} ${M}`;
    case "de":
      return `${prefix} ${P} von ${M}`;
    default:
      return `${prefix} ${P} de ${M}`;
  }
}

const DESC_EXTRA = [
  "It applies to materials and products used in {sector} applications.",
  "Results are suitable for quality control, research, and specification acceptance.",
  "The document gives requirements for apparatus, specimen preparation, procedure, and reporting.",
  "It is intended for laboratories, manufacturers, and purchasers.",
  "Precision data obtained in an interlaboratory study are included.",
];

/** A short description (search weight C). */
export function makeDescription(
  rng: Rng,
  documentType: string,
  subject: Subject,
  domain: Domain,
  language: string,
): string {
  if (language.startsWith("es"))
    return `Este documento trata de ${domain.names[2].toLowerCase()}. Incluye requisitos, métodos de ensayo y criterios de aceptación.`;
  if (language.startsWith("fr"))
    return `Ce document traite de ${domain.names[1].toLowerCase()} et décrit la méthode d'essai et le rapport.`;
  if (language.startsWith("de"))
    return `Dieses Dokument behandelt ${domain.names[3]} und beschreibt Prüfverfahren und Prüfbericht.`;
  if (language.startsWith("pt"))
    return `Este documento trata de ${domain.names[0].toLowerCase()} e descreve o método de ensaio e o relatório.`;
  const P = subject.property ? lc(en(subject.property)) : undefined;
  const M = subject.material ? lc(en(subject.material)) : lc(en(domain.materials[0]));
  let first: string;
  if (subject.product) first = `This ${documentType.toLowerCase()} covers ${lc(subject.product)}.`;
  else if (subject.activity)
    first = `This ${documentType.toLowerCase()} covers procedures for ${lc(subject.activity)}.`;
  else first = `This ${documentType.toLowerCase()} covers the determination of the ${P} of ${M}.`;
  const extra = rng.pick(DESC_EXTRA).replace("{sector}", domain.names[0].toLowerCase());
  return `${first} ${extra}`;
}
