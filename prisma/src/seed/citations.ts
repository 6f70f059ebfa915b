// The documents a synthetic standard cites (issue 27): its "Referenced Documents" / "Normative
// references" lists and a few inline citations, drawn mostly from the catalogue itself so that the
// workers' detection resolves them — dated (to that edition, often an older one: superseded) and
// undated (to the current edition), of its own publisher and of others, some withdrawn, and a few
// the catalogue does not hold (kept as text). The anchors are known before anything is emitted,
// so the first families (the ones with files) cite each other forward and backward, which makes
// chains several levels deep; every later family is registered as it is emitted.
//
// Cheap by design: registering is a push into a bounded list, and citations are only drawn for the
// families that get files, from their own random stream (the rest of the catalogue is unchanged).
import type { AnchorDef } from "./data/anchors.ts";
import { editionOf, type FamilyIdent } from "./designations.ts";
import type { Rng } from "./rng.ts";

export interface CitableEdition {
  designation: string;
  display: string;
  year: number;
}

export interface CitableFamily {
  publisherKey: string;
  family: string;
  designationNo: string;
  title: string;
  /** Oldest first; the last is the current edition. */
  editions: CitableEdition[];
  withdrawn: boolean;
}

/** A cited document as the citing text writes it. */
export interface Citation {
  /** As written in the list: bare for the citing publisher's own list of ASTM ("D638"). */
  designation: string;
  title: string;
  /** In the list of the citing publisher's own documents (else in "Other Standards"). */
  own: boolean;
}

export interface CitationPlan {
  references: Citation[];
  /** Sentences of the body that cite documents inline ("… in accordance with ISO 527-1."). */
  inline: string[];
}

/** Documents cited that no catalogue generated here holds (their numbers are never generated). */
const OUTSIDE: { designation: string; title: string }[] = [
  {
    designation: "ISO/IEC 17025",
    title: "General requirements for the competence of testing and calibration laboratories",
  },
  { designation: "ISO 80000-1", title: "Quantities and units — Part 1: General" },
  { designation: "IEC 60050", title: "International Electrotechnical Vocabulary" },
  { designation: "EN 10204", title: "Metallic products — Types of inspection documents" },
  { designation: "DIN 50125", title: "Testing of metallic materials — Tensile test pieces" },
  { designation: "BS 7910", title: "Guide to methods for assessing the acceptability of flaws in metallic structures" },
  { designation: "NFPA 70", title: "National Electrical Code" },
];

const INLINE: string[] = [
  "Verify the force-measuring system in accordance with {ref} before each series of tests.",
  "Condition the test specimens as described in {ref} unless the product specification states otherwise.",
  "Where the purchaser so specifies, the results shall also be evaluated in accordance with {ref}.",
  "Sampling shall be carried out as required by {ref}.",
  "The terms used in this clause are defined in {ref}.",
];

/** How many families to remember besides the anchors (the most recent ones). */
const REMEMBERED = 400;

const undated = (f: CitableFamily) => {
  const e = f.editions[f.editions.length - 1];
  // The display without its edition: "ISO 527-1:2019" → "ISO 527-1", "ASTM E8/E8M-22a" → "ASTM E8/E8M".
  if (e.display.endsWith(e.designation) && e.designation.startsWith(f.designationNo))
    return e.display.slice(0, e.display.length - e.designation.length) + f.designationNo;
  return `${f.publisherKey} ${f.designationNo}`;
};

export class CitationIndex {
  private readonly anchors: CitableFamily[] = [];
  private readonly recent: CitableFamily[] = [];
  private readonly withdrawn: CitableFamily[] = [];

  /** The anchors, with the editions their definitions give (known before they are emitted). */
  registerAnchors(anchors: readonly AnchorDef[]) {
    for (const a of anchors) {
      const ident: FamilyIdent = {
        publisherKey: a.publisher,
        family: a.family,
        designationNo: a.designationNo,
        parts: { ...(a.parts ?? {}), ...(a.publisher === "ASTM" ? { kind: "standard" } : {}) },
      };
      const editions = a.years.map((y, index) => {
        const year = typeof y === "number" ? y : Number.parseInt(y, 10);
        const letter = typeof y === "string" ? y.replace(/^\d+/, "") : undefined;
        const iec = a.iec?.[index];
        const e = editionOf(ident, {
          year: iec && !iec.amendments.length ? iec.baseYear : year,
          month: a.months?.[index] ?? 1,
          index,
          revisionLetter: letter || undefined,
          amendments: iec?.amendments.length ? iec.amendments : undefined,
          baseYear: iec?.amendments.length ? iec.baseYear : undefined,
          reapprovedYear: index === a.years.length - 1 ? a.reapproved : undefined,
        });
        return { designation: e.designation, display: e.displayDesignation, year };
      });
      const family = {
        publisherKey: a.publisher,
        family: a.family,
        designationNo: a.designationNo,
        title: a.title,
        editions,
        withdrawn: !!a.withdrawn,
      };
      this.anchors.push(family);
      if (family.withdrawn) this.withdrawn.push(family);
    }
  }

  /** A family just emitted (the anchors are known already). */
  register(family: CitableFamily) {
    if (this.anchors.some((a) => a.publisherKey === family.publisherKey && a.family === family.family)) return;
    this.recent.push(family);
    if (this.recent.length > REMEMBERED) this.recent.shift();
    if (family.withdrawn) {
      this.withdrawn.push(family);
      if (this.withdrawn.length > 40) this.withdrawn.shift();
    }
  }

  /**
   * What a family cites: 3 to 8 documents of the catalogue (about half its own publisher's), a
   * third of them dated, now and then a withdrawn one, and now and then one the catalogue does not hold;
   * one to three inline citations in the body.
   */
  plan(rng: Rng, citing: { publisherKey: string; family: string; latestYear: number }): CitationPlan {
    // The Qatar Construction Specification is cited by section in prose, never by designation.
    const pool = [...this.anchors, ...this.recent].filter(
      (f) => f.publisherKey !== "QCS" && !(f.publisherKey === citing.publisherKey && f.family === citing.family),
    );
    const own = pool.filter((f) => f.publisherKey === citing.publisherKey);
    const others = pool.filter((f) => f.publisherKey !== citing.publisherKey);
    const chosen = new Set<CitableFamily>([
      ...rng.sample(own, Math.min(own.length, rng.int(1, 4))),
      ...rng.sample(others, Math.min(others.length, rng.int(2, 4))),
    ]);
    const withdrawn = this.withdrawn.filter((f) => f.family !== citing.family);
    if (withdrawn.length && rng.chance(0.5)) chosen.add(rng.pick(withdrawn));
    const references: Citation[] = [];
    const written: string[] = [];
    for (const f of chosen) {
      const dated = f.editions.length > 1 ? rng.chance(0.45) : rng.chance(0.2);
      // A dated citation names an edition out when the citing family's current one was (none: undated).
      const known = f.editions.filter((e) => e.year <= citing.latestYear);
      const edition = dated && known.length ? rng.pick(known) : null;
      const full = edition ? edition.display : undated(f);
      const isOwn = f.publisherKey === citing.publisherKey;
      const bare = isOwn && citing.publisherKey === "ASTM" ? full.replace(/^ASTM /, "") : full;
      references.push({ designation: bare, title: f.title.replace(/^Standard /, ""), own: isOwn });
      written.push(full);
    }
    for (const o of rng.sample(OUTSIDE, rng.int(0, 1))) {
      references.push({ ...o, own: o.designation.startsWith(`${citing.publisherKey} `) });
      written.push(o.designation);
    }
    const inline = rng.sample(INLINE, rng.int(1, 3)).map((sentence) => sentence.replace("{ref}", rng.pick(written)));
    return { references, inline };
  }
}
