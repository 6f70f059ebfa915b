// Designations in each publisher's own format, e.g. ASTM D3039/D3039M-17, ISO 9001:2015,
// IEC 60601-1:2005+AMD1:2012, API RP 2A-WSD:2014, AWWA C900-16, SAE J1939-21_202207,
// UNE-EN 1090-2:2019, AASHTO T 27-20, ACI 318-19, AWS D1.1/D1.1M:2020, AATCC TM 135-2018,
// CGA G-4.1-2018, IES LM-79-19, UOP 163-19, 49 CFR 192 (2024), QCS 2014 Section 5 Part 3.
import { hash32, permute, type Rng } from "./rng.ts";

/** What identifies a family (all editions of one document) within its publisher. */
export interface FamilyIdent {
  publisherKey: string;
  /** Family value shared by the editions, e.g. D3039, 9001, 60601-1, Spec 5L. */
  family: string;
  /** Designation without edition, e.g. D3039/D3039M. */
  designationNo: string;
  /** Publisher-specific parts used to build edition designations. */
  parts: Record<string, string | number | boolean>;
}

export interface EditionIdent {
  designation: string;
  displayDesignation: string;
}

export interface EditionInput {
  year: number;
  month: number;
  /** 0 for the first edition of the family. */
  index: number;
  /** ASTM: year of reapproval, e.g. D1234-15(2021). */
  reapprovedYear?: number;
  /** ASTM: revision letter for a second revision within one year, e.g. E8/E8M-22a. */
  revisionLetter?: string;
  /** IEC consolidated amendments on top of the base edition (e.g. [2012, 2020]). */
  amendments?: number[];
  /** IEC base edition year when amendments are consolidated. */
  baseYear?: number;
}

const yy = (year: number) => String(year % 100).padStart(2, "0");

/** Unique numbers per (publisher, series) without keeping a set: a permutation of a range. */
export class NumberPool {
  private counters = new Map<string, number>();
  private reserved = new Map<string, Set<string>>();

  reserve(series: string, value: string): void {
    const s = this.reserved.get(series) ?? new Set<string>();
    this.reserved.set(series, s);
    s.add(value);
  }

  /** Next unused number of a series, drawn from [lo, hi], then [hi+1, hi*10] when exhausted. */
  next(series: string, lo: number, hi: number, salt: number): number {
    for (;;) {
      const k = this.counters.get(series) ?? 0;
      this.counters.set(series, k + 1);
      let from = lo;
      let to = hi;
      let idx = k;
      while (idx >= to - from + 1) {
        idx -= to - from + 1;
        from = to + 1;
        to = to * 10 + 9;
      }
      const value = from + permute(idx, to - from + 1, hash32(series, salt));
      if (!this.reserved.get(series)?.has(String(value))) return value;
    }
  }
}

/** The content code: PUBLISHER|designation made safe|language. */
export function contentCodeOf(publisherKey: string, designation: string, language: string): string {
  const safe = designation
    .replace(/[^A-Za-z0-9.-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "");
  return `${publisherKey}|${safe}|${language}`;
}

/** Lower-case letters and digits of the display designation ('astmd3039d3039m17'). */
export function designationKeyOf(displayDesignation: string): string {
  return displayDesignation.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Document types by publisher series, used when the series decides the type. */
export type FamilyKind =
  | "standard"
  | "journal"
  | "manual-book"
  | "manual-paper"
  | "stp-book"
  | "stp-paper"
  | "ds-book"
  | "ds-paper"
  | "regulation"
  | "construction-spec";

export interface NewFamilyInput {
  rng: Rng;
  pool: NumberPool;
  publisherKey: string;
  /** Committee code, e.g. D30, TC 61, CSOEM, D1, CSC. */
  committeeCode: string;
  documentType: string;
  kind: FamilyKind;
  salt: number;
}

const SAE_REV_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

/** API document series by type. */
const API_SERIES: Record<string, string> = {
  Specification: "Spec",
  "Recommended Practice": "RP",
  Standard: "Std",
  "Technical Report": "TR",
  Manual: "MPMS",
};

/** Allocates a new family's identity (number, series) in the publisher's scheme. */
export function newFamily(input: NewFamilyInput): FamilyIdent {
  const { rng, pool, publisherKey: p, committeeCode, documentType, kind, salt } = input;
  const ident = (family: string, designationNo: string, parts: FamilyIdent["parts"] = {}): FamilyIdent => ({
    publisherKey: p,
    family,
    designationNo,
    parts,
  });
  switch (p) {
    case "ASTM": {
      if (kind === "journal") {
        const j = rng.pick(["JTE", "ACEM", "MPC", "GTJ", "SSMS"]);
        const n = pool.next(`ASTM-${j}`, 1, 999, salt);
        const year = rng.int(2012, 2026);
        const code = `${j}${year}${String(n).padStart(4, "0")}`;
        return ident(code, code, { kind, year });
      }
      if (kind === "manual-book" || kind === "manual-paper") {
        const n = pool.next("ASTM-MNL", 1, 99, salt);
        // Books and their papers carry the volume number (a paper belongs to the book MNL<n>).
        if (kind === "manual-book") return ident(`MNL${n}`, `MNL${n}`, { kind, n, volume: n });
        const chapter = rng.int(1, 40);
        const code = `MNL${n}${rng.int(2008, 2025)}${String(chapter).padStart(4, "0")}`;
        return ident(code, code, { kind, volume: n });
      }
      if (kind === "stp-book" || kind === "stp-paper") {
        const n = pool.next("ASTM-STP", 1100, 1680, salt);
        if (kind === "stp-book") return ident(`STP${n}`, `STP${n}`, { kind, volume: n });
        const code = `STP${n}${rng.int(2005, 2025)}${String(rng.int(1, 80)).padStart(4, "0")}`;
        return ident(code, code, { kind, volume: n });
      }
      if (kind === "ds-book" || kind === "ds-paper") {
        const n = pool.next("ASTM-DS", 5, 99, salt);
        if (kind === "ds-book") return ident(`DS${n}`, `DS${n}`, { kind, volume: n });
        const code = `DS${n}${rng.int(2000, 2024)}${String(rng.int(1, 40)).padStart(4, "0")}`;
        return ident(code, code, { kind, volume: n });
      }
      const letter = committeeCode[0];
      const n = pool.next(`ASTM-${letter}`, 100, 9999, salt);
      const dual = rng.chance(0.35);
      const no = dual ? `${letter}${n}/${letter}${n}M` : `${letter}${n}`;
      return ident(`${letter}${n}`, no, { kind });
    }
    case "ISO": {
      const n = pool.next("ISO", 100, 59999, salt);
      const part = rng.chance(0.35) ? `-${rng.int(1, 6)}` : "";
      const series =
        documentType === "Technical Report" ? "TR " : documentType === "Technical Specification" ? "TS " : "";
      const no = `${series}${n}${part}`;
      return ident(`${n}${part}`, no, { series });
    }
    case "IEC": {
      const n = pool.next("IEC", 60000, 63999, salt);
      const part = rng.chance(0.5) ? `-${rng.int(1, 4)}${rng.chance(0.3) ? `-${rng.int(1, 30)}` : ""}` : "";
      return ident(`${n}${part}`, `${n}${part}`);
    }
    case "API": {
      const series = API_SERIES[documentType] ?? "Std";
      const n = pool.next(`API-${series}`, 1, 2999, salt);
      const suffix = rng.chance(0.3) ? rng.pick(["A", "B", "D", "L", "C", "-1", "-2"]) : "";
      const num = series === "MPMS" ? `Ch. ${n % 30}.${n}` : `${n}${suffix}`;
      return ident(`${series} ${num}`, `${series} ${num}`, { series });
    }
    case "AWWA": {
      const letter = documentType === "Manual" ? "M" : rng.pick(["C", "C", "C", "B", "D", "G"]);
      const n = pool.next(`AWWA-${letter}`, letter === "M" ? 1 : 100, letter === "M" ? 99 : 999, salt);
      return ident(`${letter}${n}`, `${letter}${n}`);
    }
    case "SAE": {
      if (committeeCode.startsWith("AMS") || committeeCode === "G-14") {
        const series = committeeCode === "G-14" ? "AS" : "AMS";
        const n = pool.next(`SAE-${series}`, series === "AS" ? 5000 : 2000, series === "AS" ? 9999 : 7999, salt);
        return ident(`${series}${n}`, `${series}${n}`, { series, letters: true });
      }
      const n = pool.next("SAE-J", 200, 3299, salt);
      const part = rng.chance(0.3) ? `-${rng.int(1, 90)}` : "";
      return ident(`J${n}${part}`, `J${n}${part}`, { series: "J" });
    }
    case "UNE": {
      const r = rng.next();
      if (r < 0.45) {
        const n = pool.next("UNE-EN", 100, 17999, salt);
        const part = rng.chance(0.4) ? `-${rng.int(1, 5)}` : "";
        return ident(`EN ${n}${part}`, `EN ${n}${part}`, { prefix: "UNE-" });
      }
      if (r < 0.7) {
        const n = pool.next("UNE-ENISO", 100, 99999, salt);
        return ident(`EN ISO ${n}`, `EN ISO ${n}`, { prefix: "UNE-" });
      }
      const n = pool.next("UNE", 10000, 199999, salt);
      return ident(`${n}`, `${n}`, { prefix: "UNE " });
    }
    case "AASHTO": {
      const letter =
        documentType === "Specification" ? "M" : documentType === "Test Method" ? "T" : rng.pick(["R", "PP"]);
      const n = pool.next(`AASHTO-${letter}`, 1, 399, salt);
      return ident(`${letter} ${n}`, `${letter} ${n}`);
    }
    case "ACI": {
      const base = pool.next("ACI", 100, 799, salt);
      const report = documentType === "Guide" || documentType === "Technical Report";
      const minor = rng.chance(0.5) ? `.${rng.int(1, 9)}` : "";
      const no = report ? `PRC-${base}${minor || ".1"}` : `${base}${minor}`;
      return ident(no, no, { report });
    }
    case "AWS": {
      const letter = committeeCode[0];
      let n = pool.next(`AWS-${letter}`, 101, 2099, salt);
      while (n % 100 === 0) n = pool.next(`AWS-${letter}`, 101, 2099, salt);
      const num = `${Math.floor(n / 100)}.${n % 100}`;
      const dual = rng.chance(0.6);
      const no = dual ? `${letter}${num}/${letter}${num}M` : `${letter}${num}`;
      return ident(`${letter}${num}`, no);
    }
    case "AATCC": {
      const series = documentType === "Test Method" ? "TM" : documentType === "Practice" ? "LP" : "EP";
      const n = pool.next(`AATCC-${series}`, 1, 220, salt);
      return ident(`${series} ${n}`, `${series} ${n}`);
    }
    case "CGA": {
      const letter = rng.pick(["C", "G", "P", "S", "V", "M", "H", "E"]);
      const n = pool.next(`CGA-${letter}`, 1, 199, salt);
      const num = n > 20 ? `${Math.floor(n / 10)}.${n % 10}` : `${n}`;
      return ident(`${letter}-${num}`, `${letter}-${num}`);
    }
    case "IES": {
      const series =
        documentType === "Test Method"
          ? rng.pick(["LM", "TM"])
          : documentType === "Guide"
            ? "DG"
            : rng.pick(["RP", "LP"]);
      const n = pool.next(`IES-${series}`, 1, 199, salt);
      return ident(`${series}-${n}`, `${series}-${n}`);
    }
    case "UOP": {
      const n = pool.next("UOP", 1, 1099, salt);
      return ident(`${n}`, `${n}`);
    }
    case "CFR": {
      const title = { PHMSA: 49, EPA: 40, OSHA: 29, CPSC: 16 }[committeeCode] ?? 49;
      const n = pool.next(`CFR-${title}`, 1, 1999, salt);
      return ident(`${title}-${n}`, `${title} CFR ${n}`, { title, part: n });
    }
    case "QCS": {
      const n = pool.next("QCS", 0, 899, salt);
      const section = Math.floor(n / 30) + 1;
      const part = (n % 30) + 1;
      return ident(`S${section}-P${part}`, `Section ${section} Part ${part}`, { section, part });
    }
    default:
      throw new Error(`no designation scheme for ${p}`);
  }
}

/** The designation of one edition of a family. */
export function editionOf(f: FamilyIdent, e: EditionInput): EditionIdent {
  const p = f.publisherKey;
  const d = (designation: string, prefix = `${p} `): EditionIdent => ({
    designation,
    displayDesignation: `${prefix}${designation}`,
  });
  switch (p) {
    case "ASTM": {
      const kind = f.parts.kind;
      if (kind === "manual-book") {
        const ed = e.index + 1;
        const ord = ed === 1 ? "1ST" : ed === 2 ? "2ND" : ed === 3 ? "3RD" : `${ed}TH`;
        return d(`${f.designationNo}-${ord}`, "");
      }
      if (kind !== "standard") return d(f.designationNo, "");
      const reapproved = e.reapprovedYear ? `(${e.reapprovedYear})` : "";
      return d(`${f.designationNo}-${yy(e.year)}${e.revisionLetter ?? ""}${reapproved}`);
    }
    case "ISO": {
      const series = String(f.parts.series ?? "");
      const rest = f.designationNo.slice(series.length);
      const des = `${series}${rest}:${e.year}`;
      return { designation: des, displayDesignation: series ? `ISO/${series}${rest}:${e.year}` : `ISO ${des}` };
    }
    case "IEC": {
      if (e.amendments?.length && e.baseYear) {
        const amd = e.amendments.map((y, i) => `+AMD${i + 1}:${y}`).join("");
        return d(`${f.designationNo}:${e.baseYear}${amd}`);
      }
      return d(`${f.designationNo}:${e.year}`);
    }
    case "API":
      return d(`${f.designationNo}:${e.year}`);
    case "AWWA":
      return d(`${f.designationNo}-${yy(e.year)}`);
    case "SAE": {
      if (f.parts.letters) {
        const letter = e.index === 0 ? "" : SAE_REV_LETTERS[(e.index - 1) % SAE_REV_LETTERS.length];
        return d(`${f.designationNo}${letter}`);
      }
      return d(`${f.designationNo}_${e.year}${String(e.month).padStart(2, "0")}`);
    }
    case "UNE":
      return d(`${f.designationNo}:${e.year}`, String(f.parts.prefix ?? "UNE "));
    case "AASHTO":
      return d(`${f.designationNo}-${yy(e.year)}`);
    case "ACI":
      return d(`${f.designationNo}-${yy(e.year)}`);
    case "AWS":
      return d(`${f.designationNo}:${e.year}`);
    case "AATCC":
      return d(`${f.designationNo}-${e.year}`);
    case "CGA":
      return d(`${f.designationNo}-${e.year}`);
    case "IES":
      return d(`${f.designationNo}-${yy(e.year)}`);
    case "UOP":
      return d(`${f.designationNo}-${yy(e.year)}`);
    case "CFR":
      return d(`${f.designationNo} (${e.year})`, "");
    case "QCS":
      return d(`${e.year} ${f.designationNo}`);
    default:
      throw new Error(`no designation scheme for ${p}`);
  }
}

/** Editions a publisher issues in (QCS publishes whole editions in these years). */
export const QCS_EDITIONS = [2007, 2010, 2014, 2024];
