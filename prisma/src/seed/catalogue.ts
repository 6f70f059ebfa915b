// The synthetic catalogue, generated one family at a time (a family = all editions of one
// document, its translations and supplements), so any number of documents can be streamed.
// Ids are assigned here, in generation order: same seed and counts give the same catalogue.

import { CitationIndex } from "./citations.ts";
import { generateStandardContent } from "./content/generate.ts";
import type { ContentMeta, StandardContent } from "./content/model.ts";
import { reviseContent } from "./content/revise.ts";
import { translateContent } from "./content/translate.ts";
import { ANCHORS, type AnchorDef } from "./data/anchors.ts";
import { DOMAIN_BY_KEY, type Domain, en, type Term } from "./data/domains.ts";
import { PUBLISHERS } from "./data/publishers.ts";
import type { CollectionDef } from "./data/tenants.ts";
import type { Row } from "./db.ts";
import {
  contentCodeOf,
  designationKeyOf,
  type EditionInput,
  editionOf,
  type FamilyIdent,
  type FamilyKind,
  NumberPool,
  newFamily,
  QCS_EDITIONS,
} from "./designations.ts";
import { hash32, Rng } from "./rng.ts";
import type { CommitteeNode, Taxonomy } from "./taxonomy.ts";
import { makeDescription, makeTitle, pickSubject, type Subject, translatedTitle } from "./titles.ts";

/** All dates of the catalogue are relative to this day. */
export const REFERENCE_DATE = "2026-11-01";
const REF_MS = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);
const DAY = 86_400_000;

export const DOCUMENT_COLUMNS = [
  "id",
  "content_code",
  "publisher_id",
  "family",
  "designation",
  "designation_no",
  "display_designation",
  "designation_key",
  "title",
  "description",
  "document_type",
  "asset_type",
  "content_type",
  "classification",
  "asset_id",
  "organization_id",
  "status",
  "is_latest",
  "edition_year",
  "language_code",
  "published_date",
  "published_online_date",
  "last_update_date",
  "downloadable",
  "allow_to_track",
  "allow_to_favorite",
  "has_video",
  "replaced_by_content_code",
  "replaced_by_family_value",
  "citation_article_type_exclude",
  "translation_of_id",
  "supplement_of_id",
  "book_id",
  "refinement_node_ids",
  "collection_ids",
  "extra_metadata",
  "created_at",
  "updated_at",
] as const;

export type DocRow = Record<(typeof DOCUMENT_COLUMNS)[number], unknown> & {
  id: number;
  content_code: string;
  publisher_id: number;
  family: string;
  designation: string;
  designation_no: string;
  display_designation: string;
  title: string;
  status: string;
  is_latest: boolean;
  language_code: string;
  document_type: string;
  collection_ids: number[];
};

export interface FileDoc {
  documentId: number;
  isLatest: boolean;
  assetId: string;
  content: StandardContent;
}

export interface FamilyOutput {
  publisherKey: string;
  documents: DocRow[];
  relations: Row[];
  videos: Row[];
  documentVideos: Row[];
  workItems: Row[];
  ballots: Row[];
  elearning: Row[];
  files: FileDoc[];
}

export interface CatalogueInput {
  seed: number;
  documents: number;
  files: number;
  publisherIds: Map<string, number>;
  taxonomy: Taxonomy;
  collections: { id: number; def: CollectionDef }[];
  /** Tutorial videos take the first ids. */
  firstVideoId: number;
}

/** What later stages need to know about the catalogue (kept small). */
export interface CatalogueSummary {
  documents: number;
  files: number;
  /** Up to 40 latest English document ids per publisher key, in id order. */
  latestByPublisher: Map<string, number[]>;
  /** Up to 40 latest document ids per collection id. */
  latestByCollection: Map<number, number[]>;
}

interface EditionPlan {
  input: EditionInput;
  designation: string;
  display: string;
  status: string;
}

interface FamilyPlan {
  publisherKey: string;
  committee: CommitteeNode;
  domain: Domain;
  kind: FamilyKind;
  documentType: string;
  ident: FamilyIdent;
  title: string;
  subject: Subject;
  language: string;
  editions: EditionPlan[];
  translations: { language: string; title: string; previous: boolean }[];
  supplement: boolean;
  video: boolean;
  workItem: boolean;
  newWorkItem: boolean;
  elearning: boolean;
  withdrawal?: "no-replacement" | "replaced";
  partNo?: string;
  /** A paper's volume: the book (series + number, e.g. STP 1471) it belongs to. */
  volume?: { series: string; n: number };
}

interface RecentDoc {
  id: number;
  publisherKey: string;
  designationNo: string;
  display: string;
  title: string;
  contentCode: string;
  family: string;
}

const TRANSLATION_LANGS = ["es-ES", "es-ES", "fr-FR", "de-DE", "pt-BR"];

const dateCache = new Map<number, string>();

/** YYYY-MM-DD of a UTC day (cached: the catalogue uses a few thousand distinct days). */
function isoDate(ms: number): string {
  let s = dateCache.get(ms);
  if (s === undefined) {
    s = new Date(ms).toISOString().slice(0, 10);
    dateCache.set(ms, s);
  }
  return s;
}

function dateOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}

/** Publisher quotas: weights, a floor so every publisher has documents, total exactly n. */
export function publisherQuotas(n: number): Map<string, number> {
  const total = PUBLISHERS.reduce((a, p) => a + p.weight, 0);
  const floor = Math.min(15, Math.floor(n / 25));
  const q = new Map<string, number>();
  let sum = 0;
  for (const p of PUBLISHERS) {
    const v = Math.max(floor, Math.floor((n * p.weight) / total));
    q.set(p.key, v);
    sum += v;
  }
  // The main publisher absorbs the rounding (it is by far the largest).
  q.set("ASTM", q.get("ASTM")! + (n - sum));
  return q;
}

const ASTM_KINDS: [FamilyKind, number][] = [
  ["standard", 80],
  ["journal", 7],
  ["manual-book", 1],
  ["manual-paper", 3],
  ["stp-book", 1],
  ["stp-paper", 4],
  ["ds-book", 0.5],
  ["ds-paper", 1.5],
];

const DOC_TYPES: Record<string, [string, number][]> = {
  ASTM: [
    ["Test Method", 45],
    ["Specification", 25],
    ["Practice", 14],
    ["Guide", 9],
    ["Terminology", 3],
    ["Classification", 4],
  ],
  ISO: [
    ["Standard", 85],
    ["Technical Report", 8],
    ["Technical Specification", 7],
  ],
  IEC: [
    ["Standard", 85],
    ["Technical Report", 10],
    ["Technical Specification", 5],
  ],
  API: [
    ["Specification", 35],
    ["Recommended Practice", 35],
    ["Standard", 20],
    ["Technical Report", 5],
    ["Manual", 5],
  ],
  AWWA: [
    ["Standard", 85],
    ["Manual", 15],
  ],
  SAE: [
    ["Recommended Practice", 50],
    ["Standard", 30],
    ["Technical Report", 20],
  ],
  UNE: [["Standard", 1]],
  AASHTO: [
    ["Test Method", 55],
    ["Specification", 30],
    ["Practice", 15],
  ],
  ACI: [
    ["Code", 15],
    ["Specification", 25],
    ["Guide", 40],
    ["Technical Report", 20],
  ],
  AWS: [
    ["Code", 20],
    ["Specification", 50],
    ["Standard", 30],
  ],
  AATCC: [
    ["Test Method", 70],
    ["Practice", 15],
    ["Guide", 15],
  ],
  CGA: [
    ["Standard", 50],
    ["Guide", 30],
    ["Specification", 20],
  ],
  IES: [
    ["Test Method", 35],
    ["Recommended Practice", 45],
    ["Guide", 20],
  ],
  UOP: [["Test Method", 1]],
  CFR: [["Regulation", 1]],
  QCS: [["Construction Specification", 1]],
};

const CONTENT_TYPE: Record<FamilyKind, string> = {
  standard: "ASTM_STANDARDS",
  journal: "JOURNALS",
  "manual-book": "MANUAL_MONO_BOOKS",
  "manual-paper": "MANUAL_MONO_PAPERS",
  "stp-book": "STP_BOOK",
  "stp-paper": "STP_PAPER",
  "ds-book": "DATA_SERIES_BOOKS",
  "ds-paper": "DATA_SERIES_PAPERS",
  regulation: "Standard",
  "construction-spec": "Standard",
};

const ASSET_TYPE: Record<FamilyKind, string> = {
  standard: "Standard",
  journal: "Journal",
  "manual-book": "Manual",
  "manual-paper": "Manual",
  "stp-book": "STP",
  "stp-paper": "Symposia Paper",
  "ds-book": "Data Series",
  "ds-paper": "Data Series",
  regulation: "Regulation",
  "construction-spec": "Specification",
};

const KIND_DOC_TYPE: Partial<Record<FamilyKind, string>> = {
  journal: "Journal Article",
  "manual-book": "Manual",
  "manual-paper": "Manual",
  "stp-book": "Book",
  "stp-paper": "Symposia Paper",
  "ds-book": "Data Series",
  "ds-paper": "Data Series",
};

const KIND_CATEGORY: Record<FamilyKind, string> = {
  standard: "CAT-STD",
  journal: "CAT-JOURNAL",
  "manual-book": "CAT-MANUAL",
  "manual-paper": "CAT-MANUAL",
  "stp-book": "CAT-STP",
  "stp-paper": "CAT-STP",
  "ds-book": "CAT-DS",
  "ds-paper": "CAT-DS",
  regulation: "CAT-REG",
  "construction-spec": "CAT-SPECS",
};

const JOURNALS: Record<string, [name: string, issn: string]> = {
  JTE: ["Journal of Testing and Evaluation", "0090-3973"],
  ACEM: ["Advances in Civil Engineering Materials", "2379-1357"],
  MPC: ["Materials Performance and Characterization", "2379-1365"],
  GTJ: ["Geotechnical Testing Journal", "0149-6115"],
  SSMS: ["Smart and Sustainable Manufacturing Systems", "2520-6478"],
};

const FILEABLE: FamilyKind[] = ["standard", "regulation", "construction-spec"];

/** Papers belong to a book of their series: STP papers to an STP, manual chapters to a manual. */
const PAPER_SERIES: Partial<Record<FamilyKind, { series: string; book: FamilyKind; title: string }>> = {
  "stp-paper": { series: "STP", book: "stp-book", title: "Symposium on" },
  "manual-paper": { series: "MNL", book: "manual-book", title: "Manual on" },
  "ds-paper": { series: "DS", book: "ds-book", title: "Data Series on" },
};
const BOOK_SERIES: Partial<Record<FamilyKind, string>> = { "stp-book": "STP", "manual-book": "MNL", "ds-book": "DS" };
/** Paper families whose paper and book get files (besides the `files` budget of the standards). */
const PAPER_FILE_FAMILIES = 2;

export class CatalogueGenerator {
  private readonly rng: Rng;
  private readonly pool = new NumberPool();
  private readonly quotas: Map<string, number>;
  private readonly recent = new Map<string, RecentDoc[]>();
  /** What the families with files may cite (issue 27): the anchors, then each family emitted. */
  private readonly citations = new CitationIndex();
  private nextDocId = 1;
  private nextRelationId = 1;
  private nextVideoId: number;
  private nextWorkItemId = 1;
  private nextBallotId = 1;
  private nextElearningId = 1;
  private produced = 0;
  private filesAssigned = 0;
  private familyIndex = 0;
  private readonly collectionCache = new Map<string, number[]>();
  /** Books by series: their numbers, for papers to join; and the id of each book ("STP1471"). */
  private readonly volumes = new Map<string, number[]>();
  private readonly bookIds = new Map<string, number>();
  private readonly paperCodes = new Set<string>();
  private paperFileFamilies = 0;
  readonly summary: CatalogueSummary = {
    documents: 0,
    files: 0,
    latestByPublisher: new Map(),
    latestByCollection: new Map(),
  };

  constructor(private readonly input: CatalogueInput) {
    this.rng = new Rng(`catalogue/${input.seed}`);
    this.quotas = publisherQuotas(input.documents);
    this.nextVideoId = input.firstVideoId;
    for (const a of ANCHORS) this.reserveAnchor(a);
    this.citations.registerAnchors(ANCHORS);
  }

  /** Keeps generated families from taking an anchor's number. */
  private reserveAnchor(a: AnchorDef) {
    const p = a.publisher;
    const num = a.family.match(/\d+/)?.[0];
    if (!num) return;
    switch (p) {
      case "ASTM":
      case "AWWA":
        return this.pool.reserve(`${p}-${a.family[0]}`, num);
      case "API":
        return this.pool.reserve(`API-${String(a.parts?.series ?? "Spec")}`, num);
      case "UNE":
        return this.pool.reserve(
          a.family.startsWith("EN ISO") ? "UNE-ENISO" : a.family.startsWith("EN") ? "UNE-EN" : "UNE",
          num,
        );
      case "AASHTO":
      case "AATCC":
        return this.pool.reserve(`${p}-${a.family.split(" ")[0]}`, num);
      case "IES":
        return this.pool.reserve(`IES-${a.family.split("-")[0]}`, num);
      case "SAE":
        return this.pool.reserve("SAE-J", num);
      case "CFR":
        return this.pool.reserve(`CFR-${a.parts?.title ?? 49}`, String(a.parts?.part ?? num));
      case "QCS":
        return this.pool.reserve("QCS", String((Number(a.parts?.section) - 1) * 30 + (Number(a.parts?.part) - 1)));
      case "AWS": {
        const [major, minor] = a.family.slice(1).split(".").map(Number);
        return this.pool.reserve(`AWS-${a.family[0]}`, String(major * 100 + minor));
      }
      case "CGA": {
        const [letter, number] = a.family.split("-");
        const [major, minor] = number.split(".").map(Number);
        return this.pool.reserve(`CGA-${letter}`, String(minor === undefined ? major : major * 10 + minor));
      }
      default:
        return this.pool.reserve(p, num);
    }
  }

  /** All families, in id order. */
  *families(): Generator<FamilyOutput> {
    for (const anchor of ANCHORS) {
      if (this.produced >= this.input.documents) return;
      const plan = this.anchorPlan(anchor);
      if (plan) yield this.emit(plan);
    }
    while (this.produced < this.input.documents) {
      const plan = this.randomPlan();
      if (!plan) break;
      yield this.emit(plan);
    }
  }

  private committee(publisherKey: string, code: string): CommitteeNode {
    const list = this.input.taxonomy.committees.get(publisherKey) ?? [];
    const c = list.find((x) => x.code === code);
    if (!c) throw new Error(`unknown committee ${publisherKey} ${code}`);
    return c;
  }

  private term(list: Term[], english: string | undefined): Term | undefined {
    if (!english) return undefined;
    return list.find((t) => en(t) === english) ?? english;
  }

  private anchorPlan(a: AnchorDef): FamilyPlan | null {
    if (this.produced >= this.input.documents) return null;
    const committee = this.committee(a.publisher, a.committee);
    const domain = DOMAIN_BY_KEY.get(committee.domain)!;
    const subject: Subject = {
      property: this.term(domain.properties, a.property),
      material: this.term(domain.materials, a.material),
      product: a.product,
      activity: a.activity,
    };
    const ident: FamilyIdent = {
      publisherKey: a.publisher,
      family: a.family,
      designationNo: a.designationNo,
      parts: a.parts ?? {},
    };
    if (a.publisher === "ASTM") ident.parts.kind = "standard";
    const rng = this.rng.fork("anchor", a.family);
    const editions: EditionPlan[] = a.years.map((y, index) => {
      const year = typeof y === "number" ? y : Number.parseInt(y, 10);
      const letter = typeof y === "string" ? y.replace(/^\d+/, "") : undefined;
      const iec = a.iec?.[index];
      const input: EditionInput = {
        year,
        month: a.months?.[index] ?? rng.int(1, 12),
        index,
        revisionLetter: letter || undefined,
        amendments: iec?.amendments.length ? iec.amendments : undefined,
        baseYear: iec?.amendments.length ? iec.baseYear : undefined,
        reapprovedYear: index === a.years.length - 1 ? a.reapproved : undefined,
      };
      if (iec && !iec.amendments.length) input.year = iec.baseYear;
      const e = editionOf(ident, input);
      return { input, designation: e.designation, display: e.displayDesignation, status: "" };
    });
    const plan: FamilyPlan = {
      publisherKey: a.publisher,
      committee,
      domain,
      kind: "standard",
      documentType: a.documentType,
      ident,
      title: a.title,
      subject,
      language: a.publisher === "UNE" ? "es-ES" : "en-US",
      editions,
      translations: (a.translations ?? []).map((t) => ({
        language: t.language,
        title: t.title,
        previous: !!t.previous,
      })),
      supplement: !!a.supplement,
      video: !!a.video,
      workItem: !!a.workItem,
      newWorkItem: false,
      elearning: !!a.elearning,
      withdrawal: a.withdrawn ? "no-replacement" : undefined,
    };
    if (a.publisher === "CFR") plan.kind = "regulation";
    if (a.publisher === "QCS") plan.kind = "construction-spec";
    const remaining = this.input.documents - this.produced;
    this.trim(plan, remaining);
    plan.editions.forEach((e, i) => {
      e.input.index = i;
    });
    this.assignStatuses(plan);
    this.quotas.set(a.publisher, (this.quotas.get(a.publisher) ?? 0) - this.familySize(plan));
    return plan;
  }

  /** Keeps a family within the documents still to generate: supplements, translations, then the oldest editions go. */
  private trim(plan: FamilyPlan, remaining: number) {
    while (this.familySize(plan) > remaining) {
      if (plan.supplement) plan.supplement = false;
      else if (plan.translations.length) plan.translations.pop();
      else if (plan.editions.length > 1) plan.editions.shift();
      else break;
    }
  }

  private familySize(plan: FamilyPlan): number {
    const translations = plan.translations.reduce((n, t) => n + (t.previous && plan.editions.length > 1 ? 2 : 1), 0);
    return plan.editions.length + translations + (plan.supplement ? 1 : 0);
  }

  private randomPlan(): FamilyPlan | null {
    const index = this.familyIndex++;
    const rng = this.rng.fork("family", index);
    const keys: string[] = [];
    const weights: number[] = [];
    for (const [k, q] of this.quotas) {
      if (q > 0) {
        keys.push(k);
        weights.push(q);
      }
    }
    if (!keys.length) return null;
    const publisherKey = rng.weighted(keys, weights);
    const committees = this.input.taxonomy.committees.get(publisherKey)!;
    const committee = rng.pick(committees);
    const domain = DOMAIN_BY_KEY.get(committee.domain)!;
    let kind: FamilyKind = "standard";
    if (publisherKey === "ASTM") {
      kind = rng.weighted(
        ASTM_KINDS.map(([k]) => k),
        ASTM_KINDS.map(([, w]) => w),
      );
    } else if (publisherKey === "CFR") kind = "regulation";
    else if (publisherKey === "QCS") kind = "construction-spec";
    const researchReport = publisherKey === "ASTM" && kind === "standard" && rng.chance(0.02);
    const types = DOC_TYPES[publisherKey];
    const documentType = researchReport
      ? "Research Report"
      : (KIND_DOC_TYPE[kind] ??
        rng.weighted(
          types.map(([t]) => t),
          types.map(([, w]) => w),
        ));
    const topCode = committee.parent?.code ?? committee.code;
    let ident = newFamily({
      rng,
      pool: this.pool,
      publisherKey,
      committeeCode: publisherKey === "SAE" || publisherKey === "AWS" ? committee.code : topCode,
      documentType,
      kind,
      salt: hash32(`${this.input.seed}/${publisherKey}`),
    });
    if (researchReport) {
      const n = this.pool.next("ASTM-RR", 1000, 1999, hash32(`${this.input.seed}/rr`));
      const code = `RR:${topCode}-${n}`;
      ident = { publisherKey, family: code, designationNo: code, parts: { kind: "research-report" } };
    }
    const subject = pickSubject(rng, domain, documentType);
    const partNo =
      (publisherKey === "ISO" || publisherKey === "IEC") && /-\d+$/.test(ident.family)
        ? ident.family.split("-").slice(1).join("-")
        : publisherKey === "QCS"
          ? String(ident.parts.part)
          : undefined;
    const title = makeTitle(rng, publisherKey, kind, documentType, domain, subject, {
      partNo,
      committeeCode: topCode,
      designationNo: ident.designationNo,
    });

    // Editions: most families have 2 to 5.
    const single =
      kind !== "standard" && kind !== "manual-book" && kind !== "regulation" && kind !== "construction-spec";
    let count = single || researchReport ? 1 : rng.weighted([1, 2, 3, 4, 5], [22, 28, 25, 15, 10]);
    if (kind === "manual-book") count = rng.int(1, 3);
    const remaining = Math.min(this.quotas.get(publisherKey)!, this.input.documents - this.produced);
    count = Math.max(1, Math.min(count, remaining));
    const editions = this.editionPlans(rng, publisherKey, ident, count, kind);
    const plan: FamilyPlan = {
      publisherKey,
      committee,
      domain,
      kind,
      documentType,
      ident,
      title,
      subject,
      language: publisherKey === "UNE" ? "es-ES" : "en-US",
      editions,
      translations: [],
      supplement: false,
      video: false,
      workItem: false,
      newWorkItem: false,
      elearning: false,
      partNo,
    };
    if (publisherKey === "ASTM" && kind === "standard" && !researchReport) {
      if (rng.chance(0.12)) {
        const langs = [...new Set(rng.sample(TRANSLATION_LANGS, rng.int(1, 2)))];
        for (const language of langs) {
          const t = translatedTitle(language.slice(0, 2) as "es", documentType, subject);
          if (t) plan.translations.push({ language, title: t, previous: editions.length > 1 && rng.chance(0.3) });
        }
      }
      plan.supplement = rng.chance(0.04);
      plan.video = rng.chance(0.05);
      plan.workItem = rng.chance(0.1);
      plan.newWorkItem = rng.chance(0.02);
      plan.elearning = rng.chance(0.03);
      const r = rng.next();
      const canReplace = this.recentOf(publisherKey).length > 0;
      plan.withdrawal = r < 0.04 || (r < 0.08 && !canReplace) ? "no-replacement" : r < 0.08 ? "replaced" : undefined;
    } else if (kind === "standard") {
      plan.supplement = (publisherKey === "ISO" && rng.chance(0.06)) || (publisherKey !== "ISO" && rng.chance(0.02));
      plan.workItem = (publisherKey === "ISO" || publisherKey === "SAE") && rng.chance(0.03);
      if (rng.chance(0.03)) plan.withdrawal = "no-replacement";
    }
    this.placeInVolume(plan, index);
    this.trim(plan, remaining);
    plan.editions.forEach((e, i) => {
      e.input.index = i;
    });
    this.assignStatuses(plan);
    this.quotas.set(publisherKey, this.quotas.get(publisherKey)! - this.familySize(plan));
    return plan;
  }

  /**
   * A paper belongs to a volume of its series: often one already in the catalogue (its code then
   * takes that volume's number), else its own, whose book the family emits with it. Its own
   * random stream, so the rest of the catalogue is drawn as before.
   */
  private placeInVolume(plan: FamilyPlan, index: number) {
    const info = PAPER_SERIES[plan.kind];
    const own = plan.ident.parts.volume;
    if (plan.publisherKey !== "ASTM" || !info || typeof own !== "number") return;
    const vrng = this.rng.fork("volume", index);
    const known = this.volumes.get(info.series) ?? [];
    let n = own;
    if (known.length && vrng.chance(0.6)) {
      const other = vrng.pick(known);
      const code = `${info.series}${other}${plan.ident.family.slice(info.series.length + String(own).length)}`;
      if (!this.paperCodes.has(code)) {
        n = other;
        plan.ident = { ...plan.ident, family: code, designationNo: code, parts: { ...plan.ident.parts, volume: n } };
        for (const e of plan.editions) {
          const id = editionOf(plan.ident, e.input);
          e.designation = id.designation;
          e.display = id.displayDesignation;
        }
      }
    }
    this.paperCodes.add(plan.ident.family);
    plan.volume = { series: info.series, n };
  }

  private editionPlans(
    rng: Rng,
    publisherKey: string,
    ident: FamilyIdent,
    count: number,
    kind: FamilyKind,
  ): EditionPlan[] {
    const years: number[] = [];
    if (publisherKey === "QCS") {
      years.push(...QCS_EDITIONS.slice(QCS_EDITIONS.length - Math.min(count, QCS_EDITIONS.length)));
    } else if (publisherKey === "CFR") {
      const last = rng.int(2023, 2026);
      for (let i = count - 1; i >= 0; i--) years.push(last - i);
    } else {
      let y = rng.weighted([rng.int(2019, 2026), rng.int(2010, 2018), rng.int(1995, 2009)], [60, 30, 10]);
      for (let i = 0; i < count; i++) {
        years.unshift(y);
        y -= rng.int(2, 7);
        if (y < 1970) break;
      }
    }
    let amendments: number[] = [];
    let baseYear = 0;
    return years.map((year, index) => {
      let month = rng.int(1, 12);
      if (year === 2026) month = rng.int(1, 9);
      const input: EditionInput = { year, month, index };
      if (publisherKey === "IEC" && index > 0 && rng.chance(0.3) && baseYear) {
        amendments = [...amendments, year];
        input.baseYear = baseYear;
        input.amendments = amendments;
      } else {
        baseYear = year;
        amendments = [];
      }
      if (
        publisherKey === "ASTM" &&
        kind === "standard" &&
        index === years.length - 1 &&
        year < 2019 &&
        rng.chance(0.4)
      )
        input.reapprovedYear = Math.min(2026, year + rng.int(5, 8));
      const e = editionOf(ident, input);
      return { input, designation: e.designation, display: e.displayDesignation, status: "" };
    });
  }

  private assignStatuses(plan: FamilyPlan) {
    const p = plan.publisherKey;
    const n = plan.editions.length;
    plan.editions.forEach((e, i) => {
      const latest = i === n - 1;
      if (p === "ISO" || p === "IEC" || p === "CFR" || p === "QCS") e.status = latest ? "Current" : "Previous";
      else if (p === "UNE")
        e.status = latest ? (plan.ident.family.startsWith("EN") ? "Adopted" : "Active") : "Replaced";
      else e.status = latest ? "Active" : "Historical";
      if (latest && plan.withdrawal === "no-replacement")
        e.status = p === "ASTM" ? "Withdrawn No replacement" : "Withdrawn";
      if (latest && plan.withdrawal === "replaced") e.status = "Withdrawn Replaced";
    });
  }

  private recentOf(publisherKey: string): RecentDoc[] {
    let list = this.recent.get(publisherKey);
    if (!list) {
      list = [];
      this.recent.set(publisherKey, list);
    }
    return list;
  }

  private dates(rng: Rng, year: number, month: number, latest: boolean) {
    const day = rng.int(1, 28);
    let published = dateOf(year, month, day);
    if (published > REF_MS - 10 * DAY) published = REF_MS - rng.int(10, 60) * DAY;
    const approved = published - rng.int(20, 60) * DAY;
    const online = Math.min(published + rng.int(0, 14) * DAY, REF_MS - DAY);
    let updated = online;
    if (latest && rng.chance(0.08)) updated = Math.max(online, REF_MS - rng.int(1, 90) * DAY);
    return { approved, published, online, updated };
  }

  private emit(plan: FamilyPlan): FamilyOutput {
    const out: FamilyOutput = {
      publisherKey: plan.publisherKey,
      documents: [],
      relations: [],
      videos: [],
      documentVideos: [],
      workItems: [],
      ballots: [],
      elearning: [],
      files: [],
    };
    const rng = this.rng.fork("emit", plan.publisherKey, plan.ident.family);
    const publisherId = this.input.publisherIds.get(plan.publisherKey)!;
    const p = plan.publisherKey;
    const tax = this.input.taxonomy;
    const size = this.familySize(plan);
    const withFiles =
      FILEABLE.includes(plan.kind) && this.filesAssigned + size <= this.input.files && this.input.files > 0;
    if (withFiles) this.filesAssigned += size;

    // Classification: ICS, committee, sectors, topics, document type, category, other content.
    const d = plan.domain;
    const baseNodes = new Set<number>();
    const addLineage = (id: number) => {
      for (const x of tax.lineage(id)) baseNodes.add(x);
    };
    for (const code of rng.sample(d.ics, rng.int(1, 2))) addLineage(tax.id("ICS", code));
    addLineage(plan.committee.id);
    for (const s of rng.sample(d.sectors, rng.int(1, 2))) addLineage(tax.id("SECTOR", s));
    for (const t of rng.sample(d.topics, rng.int(1, 2))) addLineage(tax.id("TOPIC", t));
    if (p === "CFR") {
      addLineage(tax.id("OTHER_CONTENT", `OC-REG-CFR${plan.ident.parts.title ?? 49}`));
    } else if (p === "QCS") addLineage(tax.id("OTHER_CONTENT", "OC-SPEC-QCS"));
    if (plan.documentType === "Research Report") addLineage(tax.id("OTHER_CONTENT", "OC-RESEARCH"));
    const nodesFor = (documentType: string, categories: string[]) => {
      const set = new Set(baseNodes);
      const dt = tax.byKey.get(`DOCUMENT_TYPE|${documentType}`);
      if (dt) for (const x of tax.lineage(dt.id)) set.add(x);
      for (const c of categories) for (const x of tax.lineage(tax.id("CATEGORY", c))) set.add(x);
      return [...set].sort((a, b) => a - b);
    };

    const topCode = plan.committee.parent?.code ?? plan.committee.code;
    const collectionKey = `${p}|${d.key}|${topCode}`;
    let collectionIds = this.collectionCache.get(collectionKey);
    if (!collectionIds) {
      collectionIds = this.input.collections
        .filter(
          ({ def }) =>
            def.publishers.includes(p) &&
            (def.domains.length === 0 || def.domains.includes(d.key)) &&
            (!def.committees || def.committees.includes(topCode)),
        )
        .map((c) => c.id);
      this.collectionCache.set(collectionKey, collectionIds);
    }

    const recent = this.recentOf(p);
    const cited = rng.sample(recent, Math.min(recent.length, rng.int(0, 4)));
    const kind = plan.kind;
    const contentType = p === "ASTM" ? CONTENT_TYPE[kind] : kind === "standard" ? "Standard" : CONTENT_TYPE[kind];
    const assetType = plan.documentType === "Research Report" ? "Research Report" : ASSET_TYPE[kind];
    const organizationId = `${p.toLowerCase()}-${topCode.replace(/[^A-Za-z0-9]+/g, "").toLowerCase()}`;
    const flags = {
      downloadable: !rng.chance(0.03),
      track: !rng.chance(0.02),
      favorite: !rng.chance(0.02),
    };
    const classification = p === "ASTM" && kind === "standard" && rng.chance(0.03) ? "RL" : null;
    const description = makeDescription(rng, plan.documentType, plan.subject, d, plan.language);
    const replacement = plan.withdrawal === "replaced" ? recent.find((r) => r.family !== plan.ident.family) : undefined;
    const n = plan.editions.length;
    const latestIdx = n - 1;

    // English (or Spanish for UNE) editions, oldest first.
    const editionIds: number[] = [];
    const editionDates: ReturnType<CatalogueGenerator["dates"]>[] = [];
    const originalYear = plan.editions[0].input.year;
    plan.editions.forEach((e, i) => {
      const id = this.nextDocId++;
      editionIds.push(id);
      const latest = i === latestIdx;
      const dt = this.dates(rng, e.input.year, e.input.month, latest);
      editionDates.push(dt);
      const contentCode = contentCodeOf(p, e.designation, plan.language);
      const next = plan.editions[i + 1];
      const categories = [KIND_CATEGORY[kind]];
      if (!latest) categories.push("CAT-ARCHIVE");
      const row: DocRow = {
        id,
        content_code: contentCode,
        publisher_id: publisherId,
        family: plan.ident.family,
        designation: e.designation,
        designation_no: plan.ident.designationNo,
        display_designation: e.display,
        designation_key: designationKeyOf(e.display),
        title: plan.title,
        description,
        document_type: plan.documentType,
        asset_type: assetType,
        content_type: contentType,
        classification,
        asset_id: assetIdOf(e.designation, plan.language),
        organization_id: organizationId,
        status: e.status,
        is_latest: latest,
        edition_year: e.input.reapprovedYear ?? e.input.year,
        language_code: plan.language,
        published_date: isoDate(dt.published),
        published_online_date: isoDate(dt.online),
        last_update_date: isoDate(dt.updated),
        downloadable: flags.downloadable,
        allow_to_track: flags.track,
        allow_to_favorite: flags.favorite,
        has_video: plan.video,
        replaced_by_content_code:
          e.status === "Replaced" && next
            ? contentCodeOf(p, next.designation, plan.language)
            : latest && replacement
              ? replacement.contentCode
              : null,
        replaced_by_family_value:
          e.status === "Replaced" && next ? plan.ident.family : latest && replacement ? replacement.family : null,
        citation_article_type_exclude: kind === "journal" && rng.chance(0.1),
        translation_of_id: null,
        supplement_of_id: null,
        book_id: null,
        refinement_node_ids: nodesFor(plan.documentType, categories),
        collection_ids: collectionIds,
        extra_metadata: this.extraMetadata(rng, plan, e, contentType, dt),
        created_at: `${isoDate(dt.published)}T00:00:00.000Z`,
        updated_at: `${isoDate(dt.updated)}T00:00:00.000Z`,
      };
      out.documents.push(row);
    });
    const latestId = editionIds[latestIdx];
    const latestRow = out.documents[latestIdx];

    // Translations of the latest edition (and sometimes of the previous one).
    const translationRows: { row: DocRow; of: number; language: string }[] = [];
    for (const t of plan.translations) {
      const targets = t.previous && n > 1 ? [latestIdx - 1, latestIdx] : [latestIdx];
      for (const i of targets) {
        const e = plan.editions[i];
        const original = out.documents[i];
        const id = this.nextDocId++;
        const row: DocRow = {
          ...original,
          id,
          content_code: contentCodeOf(p, e.designation, t.language),
          title: t.title,
          description: makeDescription(rng, plan.documentType, plan.subject, d, t.language),
          asset_type: "Translated Standard",
          content_type: p === "ASTM" ? "ASTM_STANDARDS" : "Translated Standard",
          asset_id: assetIdOf(e.designation, t.language),
          language_code: t.language,
          is_latest: i === latestIdx,
          translation_of_id: original.id,
          has_video: false,
          refinement_node_ids: nodesFor(plan.documentType, [
            KIND_CATEGORY[kind],
            "CAT-TRANS",
            ...(i === latestIdx ? [] : ["CAT-ARCHIVE"]),
          ]),
          extra_metadata: {
            ...(original.extra_metadata as object),
            language: [t.language.slice(0, 2)],
            note: [`Translation of ${e.display}. The English edition is the official version.`],
          },
        };
        out.documents.push(row);
        translationRows.push({ row, of: i, language: t.language });
      }
    }

    // A supplement to the latest edition (adjunct, amendment, addendum, errata).
    let supplementRow: DocRow | undefined;
    if (plan.supplement) {
      const e = plan.editions[latestIdx];
      const s = supplementIdent(p, plan.ident, e, rng);
      const id = this.nextDocId++;
      supplementRow = {
        ...latestRow,
        id,
        content_code: contentCodeOf(p, s.designation, plan.language),
        family: s.family,
        designation: s.designation,
        designation_no: s.designationNo,
        display_designation: s.display,
        designation_key: designationKeyOf(s.display),
        title: s.title,
        description: `${s.title}. Supplement to ${e.display}.`,
        document_type: s.documentType,
        asset_type: "Related Materials",
        content_type: p === "ASTM" ? "ASTM_STANDARDS" : "Related Materials",
        asset_id: assetIdOf(s.designation, plan.language),
        status: latestRow.status.startsWith("Withdrawn") ? "Historical" : "Active",
        is_latest: true,
        has_video: false,
        replaced_by_content_code: null,
        replaced_by_family_value: null,
        supplement_of_id: latestId,
        refinement_node_ids: nodesFor(s.documentType, ["CAT-RELATED"]),
        extra_metadata: { note: [`Supplement to ${e.display}.`] },
      };
      out.documents.push(supplementRow);
    }

    // A paper's book: the volume's book when the catalogue has it, else one made here (after the
    // paper, so ids stay in order), while the catalogue has room for it.
    let bookRow: DocRow | undefined;
    const series = PAPER_SERIES[kind];
    if (plan.volume && series) {
      const key = `${plan.volume.series}${plan.volume.n}`;
      let bookId = this.bookIds.get(key);
      if (bookId === undefined && this.produced + out.documents.length < this.input.documents) {
        bookId = this.nextDocId++;
        const brng = this.rng.fork("book", key);
        const bookKind = series.book;
        const bookType = p === "ASTM" ? CONTENT_TYPE[bookKind] : "Standard";
        const topic = d.names[0];
        bookRow = {
          ...latestRow,
          id: bookId,
          content_code: contentCodeOf(p, key, plan.language),
          family: key,
          designation: key,
          designation_no: key,
          display_designation: key,
          designation_key: designationKeyOf(key),
          title: `${series.title} ${topic}`,
          description: `${series.title} ${topic} (${key}): the papers of the volume.`,
          document_type: KIND_DOC_TYPE[bookKind]!,
          asset_type: ASSET_TYPE[bookKind],
          content_type: bookType,
          asset_id: assetIdOf(key, plan.language),
          book_id: null,
          has_video: false,
          citation_article_type_exclude: false,
          refinement_node_ids: nodesFor(KIND_DOC_TYPE[bookKind]!, [KIND_CATEGORY[bookKind]]),
          extra_metadata: this.extraMetadata(brng, plan, plan.editions[latestIdx], bookType, editionDates[latestIdx]),
        };
        out.documents.push(bookRow);
        this.registerBook(plan.volume.series, plan.volume.n, bookId);
      }
      if (bookId !== undefined) for (const row of out.documents) if (row !== bookRow) row.book_id = bookId;
    }
    const bookSeries = BOOK_SERIES[kind];
    if (p === "ASTM" && bookSeries && typeof plan.ident.parts.volume === "number")
      this.registerBook(bookSeries, plan.ident.parts.volume, latestId);
    this.produced += out.documents.length;
    this.summary.documents = this.produced;

    // Related content of the latest edition.
    let pos = 0;
    for (const c of cited) {
      out.relations.push({
        id: this.nextRelationId++,
        document_id: latestId,
        related_document_id: c.id,
        section: "CITED",
        position: pos++,
      });
    }
    const others = recent.filter((r) => !cited.includes(r));
    if (others.length && rng.chance(0.04)) {
      out.relations.push({
        id: this.nextRelationId++,
        document_id: latestId,
        related_document_id: rng.pick(others).id,
        section: "SOP",
        position: 0,
      });
    }
    if (others.length && rng.chance(0.03)) {
      const o = rng.pick(others);
      if (!out.relations.some((r) => r.related_document_id === o.id && r.section === "TMA"))
        out.relations.push({
          id: this.nextRelationId++,
          document_id: latestId,
          related_document_id: o.id,
          section: "TMA",
          position: 0,
        });
    }
    if (supplementRow) {
      out.relations.push({
        id: this.nextRelationId++,
        document_id: latestId,
        related_document_id: supplementRow.id,
        section: "SUPPLEMENTAL",
        position: 0,
      });
    }

    // Videos for every English edition.
    if (plan.video) {
      const sections = [
        "Overview",
        "Specimen preparation",
        "Test setup",
        "Running the test",
        "Calculation walkthrough",
      ];
      const count = rng.int(1, 3);
      for (let v = 0; v < count; v++) {
        const id = this.nextVideoId++;
        out.videos.push({
          id,
          hashed_id: `${rng.token(6)}${id.toString(36).padStart(4, "0")}`,
          name: `${plan.ident.designationNo}: ${sections[v % sections.length]}`,
          duration_seconds: rng.int(60, 900),
          section: sections[v % sections.length],
          is_tutorial: false,
          tenant_id: null,
          position: v,
        });
        for (const docId of editionIds) out.documentVideos.push({ document_id: docId, video_id: id });
      }
    }

    // Work items: a revision of the latest edition, and sometimes a new standard.
    const workItem = (documentId: number | null, title: string) => {
      const id = this.nextWorkItemId++;
      const number =
        p === "ASTM"
          ? `WK${10000 + id}`
          : p === "ISO"
            ? `ISO/PWI ${20000 + id}`
            : `${p}-WI-${String(id).padStart(5, "0")}`;
      out.workItems.push({
        id,
        publisher_id: publisherId,
        work_item_number: number,
        title,
        document_id: documentId,
        initiated_date: isoDate(REF_MS - rng.int(30, 700) * DAY),
        technical_contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
        committee_key: `${p}-${plan.committee.code.replace(/\s+/g, "").replace(/\//g, "-")}`,
      });
      for (let b = 0; b < rng.int(1, 3); b++) {
        out.ballots.push({
          id: this.nextBallotId++,
          work_item_id: id,
          ballot_number: `${topCode} (${String((2024 + b) % 100).padStart(2, "0")}-${String(rng.int(1, 12)).padStart(2, "0")})`,
          item_status: rng.pick(["Approved", "Pending", "Negative votes to resolve", "Withdrawn from ballot"]),
          item_number: String(rng.int(1, 30)).padStart(3, "0"),
        });
      }
    };
    if (plan.workItem) workItem(latestId, `Revision of ${plan.ident.designationNo} ${plan.title}`);
    if (plan.newWorkItem)
      workItem(
        null,
        `New ${plan.documentType} for ${en(plan.subject.property ?? d.properties[0])} of ${en(plan.subject.material ?? d.materials[0])}`,
      );

    if (plan.elearning) {
      for (let k = 0; k < rng.int(1, 2); k++) {
        out.elearning.push({
          id: this.nextElearningId++,
          publisher_id: publisherId,
          family: plan.ident.family,
          asset_type: "eLearning",
          title: `${k === 0 ? "Understanding" : "Applying"} ${plan.ident.designationNo}: ${plan.title.replace(/^Standard /, "")}`,
          product_code: `ELP-${plan.ident.family.replace(/[^A-Za-z0-9]/g, "")}-${k + 1}`,
        });
      }
    }

    // Bodies: the oldest edition is generated, each later one revised from its predecessor.
    if (withFiles) {
      const pages = rng.int(4, 14);
      // What it cites: its own random stream, so the rest of the catalogue is drawn as before.
      const citing = this.citations.plan(this.rng.fork("citations", p, plan.ident.family), {
        publisherKey: p,
        family: plan.ident.family,
        latestYear: plan.editions[plan.editions.length - 1].input.year,
      });
      let content: StandardContent | undefined;
      const contents: StandardContent[] = [];
      plan.editions.forEach((e, i) => {
        const dt = editionDates[i];
        const meta: ContentMeta = {
          publisherKey: p,
          publisherName: PUBLISHERS.find((x) => x.key === p)!.name,
          designation: e.designation,
          designationNo: plan.ident.designationNo,
          displayDesignation: e.display,
          title: plan.title,
          documentType: plan.documentType,
          editionYear: e.input.year,
          language: "en-US",
          committee: plan.committee.parent
            ? {
                code: plan.committee.parent.code,
                name: plan.committee.parent.name,
                subCode: plan.committee.code,
                subName: plan.committee.name,
              }
            : { code: plan.committee.code, name: plan.committee.name },
          approvedDate: isoDate(dt.approved),
          publishedDate: isoDate(dt.published),
          domain: d.key,
          subject: plan.subject,
          references: citing.references,
          inlineCitations: citing.inline,
          originalYear,
          previousDesignation: i > 0 ? plan.editions[i - 1].designation : undefined,
        };
        const crng = this.rng.fork("content", plan.ident.family, i);
        content = content
          ? reviseContent(crng, content, { meta }).content
          : generateStandardContent(crng, meta, { pages });
        contents.push(content);
        const body =
          plan.language === "en-US" ? content : translateContent(content, plan.language, { title: plan.title });
        out.files.push({
          documentId: editionIds[i],
          isLatest: i === latestIdx,
          assetId: String(out.documents[i].asset_id),
          content: body,
        });
      });
      for (const t of translationRows) {
        out.files.push({
          documentId: t.row.id,
          isLatest: t.row.is_latest,
          assetId: String(t.row.asset_id),
          content: translateContent(contents[t.of], t.language, { title: t.row.title }),
        });
      }
      if (supplementRow) {
        const latest = contents[latestIdx];
        const meta: ContentMeta = {
          ...latest.meta,
          designation: supplementRow.designation,
          designationNo: supplementRow.designation_no,
          displayDesignation: supplementRow.display_designation,
          title: supplementRow.title,
          documentType: "Guide",
          previousDesignation: undefined,
        };
        out.files.push({
          documentId: supplementRow.id,
          isLatest: true,
          assetId: String(supplementRow.asset_id),
          content: generateStandardContent(this.rng.fork("content", plan.ident.family, "supplement"), meta, {
            pages: 2,
          }),
        });
      }
      this.summary.files += out.files.length;
    }

    // The first paper families get files, paper and book, so a paper's full book can be delivered.
    if (plan.volume && this.input.files > 0 && this.paperFileFamilies < PAPER_FILE_FAMILIES) {
      this.paperFileFamilies++;
      const e = plan.editions[latestIdx];
      const dt = editionDates[latestIdx];
      const meta = (row: DocRow, documentType: string): ContentMeta => ({
        publisherKey: p,
        publisherName: PUBLISHERS.find((x) => x.key === p)!.name,
        designation: row.designation,
        designationNo: row.designation_no,
        displayDesignation: row.display_designation,
        title: row.title,
        documentType,
        editionYear: e.input.year,
        language: "en-US",
        committee: { code: plan.committee.code, name: plan.committee.name },
        approvedDate: isoDate(dt.approved),
        publishedDate: isoDate(dt.published),
        domain: d.key,
        subject: plan.subject,
        references: [],
        originalYear,
      });
      const paperFile = (row: DocRow, pages: number, documentType: string) => {
        out.files.push({
          documentId: row.id,
          isLatest: true,
          assetId: String(row.asset_id),
          content: generateStandardContent(this.rng.fork("content", row.family, "paper"), meta(row, documentType), {
            pages,
          }),
        });
        this.summary.files++;
      };
      paperFile(latestRow, 3, "Guide");
      if (bookRow) paperFile(bookRow, 6, "Guide");
    }

    // Remember the latest edition for citations and for the accounts stage.
    if (kind === "standard" || kind === "regulation" || kind === "construction-spec") {
      this.citations.register({
        publisherKey: p,
        family: plan.ident.family,
        designationNo: plan.ident.designationNo,
        title: plan.title,
        editions: plan.editions.map((e) => ({ designation: e.designation, display: e.display, year: e.input.year })),
        withdrawn: latestRow.status.startsWith("Withdrawn"),
      });
      recent.push({
        id: latestId,
        publisherKey: p,
        designationNo: plan.ident.designationNo,
        display: latestRow.display_designation,
        title: plan.title,
        contentCode: latestRow.content_code,
        family: plan.ident.family,
      });
      if (recent.length > 40) recent.shift();
    }
    const sample = this.summary.latestByPublisher.get(p) ?? [];
    if (sample.length < 40) sample.push(latestId);
    this.summary.latestByPublisher.set(p, sample);
    for (const c of collectionIds) {
      const list = this.summary.latestByCollection.get(c) ?? [];
      if (list.length < 40) list.push(latestId);
      this.summary.latestByCollection.set(c, list);
    }
    return out;
  }

  /** A book of a series, which papers may join; they belong to its latest edition (the last registered). */
  private registerBook(series: string, n: number, id: number) {
    const key = `${series}${n}`;
    if (!this.bookIds.has(key)) {
      const list = this.volumes.get(series) ?? [];
      list.push(n);
      this.volumes.set(series, list);
    }
    this.bookIds.set(key, id);
  }

  private extraMetadata(
    rng: Rng,
    plan: FamilyPlan,
    e: EditionPlan,
    contentType: string,
    dt: { approved: number; published: number },
  ): Record<string, unknown> {
    const c = plan.committee;
    const main = c.parent?.code ?? c.code;
    const doi = `10.1520/${assetIdOf(e.designation, "en-US")}`;
    const received = isoDate(dt.approved - rng.int(60, 300) * DAY);
    const accepted = isoDate(dt.approved);
    switch (contentType) {
      case "ASTM_STANDARDS":
        return {
          committeeSponsor: main,
          mainCommittee: main,
          mainWithSubCommittee: c.code,
          doi,
          histAcceptedDate: accepted,
          language: ["en"],
          ...(rng.chance(0.2) ? { equivalent: [`ISO ${rng.int(100, 30000)}`] } : {}),
        };
      case "JOURNALS": {
        const j = String(plan.ident.family).replace(/\d.*$/, "");
        const [name, issn] = JOURNALS[j] ?? JOURNALS.JTE;
        return {
          doi,
          issn,
          journalName: name,
          volumeNumber: String(e.input.year - 1972),
          histReceivedDate: received,
          histAcceptedDate: accepted,
          primaryTopic: plan.domain.names[0],
          fundingOrganization: rng.pick([
            "National Science Foundation",
            "Department of Energy",
            "Industry consortium",
            "None declared",
          ]),
          language: ["en"],
        };
      }
      case "MANUAL_MONO_BOOKS":
      case "MANUAL_MONO_PAPERS":
        return {
          doi,
          isbnEb: isbn(rng),
          committeeSponsor: main,
          primaryTopic: plan.domain.names[0],
          language: ["en"],
        };
      case "STP_BOOK":
      case "STP_PAPER":
        return {
          doi,
          isbnEb: isbn(rng),
          committeeSponsor: main,
          conferenceName: `Symposium on ${plan.domain.names[0]}`,
          conferenceLocation: rng.pick([
            "New Orleans, LA",
            "Atlanta, GA",
            "San Antonio, TX",
            "Denver, CO",
            "Toronto, ON",
          ]),
          meetingDate: isoDate(dt.approved - rng.int(200, 500) * DAY),
          session: `Session ${rng.int(1, 8)}`,
          ...(contentType === "STP_PAPER" ? { histReceivedDate: received, histAcceptedDate: accepted } : {}),
        };
      case "DATA_SERIES_BOOKS":
        return { doi, isbnEb: isbn(rng), committeeSponsor: main };
      case "DATA_SERIES_PAPERS":
        return { doi, committeeSponsor: main, note: ["Data compiled from published interlaboratory studies."] };
      default: {
        const meta: Record<string, unknown> = {
          committeeSponsor: c.code,
          mainCommittee: main,
          language: [plan.language.slice(0, 2)],
        };
        if (plan.publisherKey === "UNE" && plan.ident.family.startsWith("EN"))
          meta.equivalent = [`${plan.ident.family}:${e.input.year}`];
        if (plan.publisherKey === "ISO" && rng.chance(0.3))
          meta.equivalent = [`EN ISO ${plan.ident.family}:${e.input.year}`];
        if (rng.chance(0.1)) meta.note = ["This edition includes editorial corrections."];
        return meta;
      }
    }
  }
}

function isbn(rng: Rng): string {
  return `978-0-8031-${rng.int(1000, 9999)}-${rng.int(0, 9)}`;
}

function assetIdOf(designation: string, language: string): string {
  const base = designation.replace(/[^A-Za-z0-9.-]+/g, "_").replace(/^_|_$/g, "");
  return language.startsWith("en") ? base : `${base}-${language.slice(0, 2).toUpperCase()}`;
}

function supplementIdent(
  p: string,
  ident: FamilyIdent,
  e: EditionPlan,
  rng: Rng,
): {
  family: string;
  designation: string;
  designationNo: string;
  display: string;
  title: string;
  documentType: string;
} {
  switch (p) {
    case "ASTM": {
      const code = `ADJ${ident.family}`;
      const what = rng.pick(["Specimen Drawings", "Data Sheets", "Calculation Spreadsheet", "Fixture Drawings"]);
      return {
        family: code,
        designation: code,
        designationNo: code,
        display: `ASTM ${code}`,
        title: `Adjunct to ${ident.designationNo}: ${what}`,
        documentType: "Adjunct",
      };
    }
    case "ISO":
    case "IEC": {
      const kind = p === "ISO" ? "Amd 1" : "ISH1";
      const year = Math.min(2026, e.input.year + rng.int(2, 9));
      const designation = `${e.designation}/${kind}:${year}`;
      return {
        family: `${ident.family}/${kind.replace(" ", "")}`,
        designation,
        designationNo: `${e.designation}/${kind}`,
        display: `${e.display}/${kind}:${year}`,
        title: `${p === "ISO" ? "Amendment 1" : "Interpretation sheet 1"} to ${e.display}`,
        documentType: "Amendment",
      };
    }
    case "API": {
      const designation = `${e.designation} Addendum 1`;
      return {
        family: `${ident.family} Add1`,
        designation,
        designationNo: `${ident.designationNo} Addendum 1`,
        display: `API ${designation}`,
        title: `Addendum 1 to ${e.display}`,
        documentType: "Amendment",
      };
    }
    default: {
      const designation = `${e.designation} Errata`;
      return {
        family: `${ident.family}-ERR`,
        designation,
        designationNo: `${ident.designationNo} Errata`,
        display: `${e.display} Errata`,
        title: `Errata to ${e.display}`,
        documentType: "Amendment",
      };
    }
  }
}

const FIRST = [
  "Ana",
  "Ben",
  "Chen",
  "Dana",
  "Eli",
  "Farah",
  "Gus",
  "Hana",
  "Ivan",
  "Jia",
  "Kai",
  "Lena",
  "Milo",
  "Nia",
];
const LAST = [
  "Archer",
  "Bishop",
  "Castro",
  "Dawson",
  "Ellis",
  "Fleming",
  "Gupta",
  "Holt",
  "Ibarra",
  "Jensen",
  "Kramer",
  "Lund",
];
