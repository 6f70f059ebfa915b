// Citations (spec 1 §2, spec 3 §2, §7): the citation types, a citation's text in a style (in the
// reader's language), an RIS file (saved by the clients as citation.ris) and a BibTeX file
// (citation.bib). Only the main tenant offers citations, and
// only for journal articles, STP books and symposia papers, and manuals (spec 1 §2), unless the
// article type is excluded (citationArticleTypeExclude).
import { closestLocale } from "@norma/contracts/locales";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import { CAN_NOT_FIND_CONTENT } from "../documents/document-access.ts";
import type { DocumentRow, DocumentsRepo } from "../documents/documents-repo.ts";
import type { UsageRecorder } from "../usage/usage-recorder.ts";
import {
  CITATION_STYLES,
  type CitableDocument,
  type CitationStyle,
  formatBibtex,
  formatCitation,
  formatRis,
} from "./citation-format.ts";

/** Content types that can be cited. */
export const CITABLE_CONTENT_TYPES = new Set([
  "JOURNALS",
  "STP_BOOK",
  "STP_PAPER",
  "MANUAL_MONO_BOOKS",
  "MANUAL_MONO_PAPERS",
]);

export interface CitationQuery {
  contentId: number;
  contentType?: string;
  citationStyle?: string;
  assetType?: string;
  /** Interface language of the citation's terms ("Accessed", month names, "vol."); English otherwise. */
  language?: string;
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

/** What a citation reads of a document (a DocumentRow has it; bulk exports select only this). */
export type CitableRow = Pick<
  DocumentRow,
  | "title"
  | "displayDesignation"
  | "contentType"
  | "assetType"
  | "publishedDate"
  | "editionYear"
  | "extraMetadata"
  | "languageCode"
  | "contentCode"
> & { publisher: { name: string } };

/** A document as the citation formats read it (the one home of the mapping: citations and bulk exports). */
export function citableOf(doc: CitableRow, publicBaseUrl: string): CitableDocument {
  const extra = (doc.extraMetadata ?? {}) as Record<string, unknown>;
  const isPart = doc.contentType === "STP_PAPER" || doc.contentType === "MANUAL_MONO_PAPERS";
  return {
    title: doc.title,
    designation: doc.displayDesignation,
    contentType: doc.contentType,
    assetType: doc.assetType,
    publisherName: doc.publisher.name,
    corporateAuthor: doc.contentType === "JOURNALS" || isPart ? null : doc.publisher.name,
    year: doc.publishedDate ? doc.publishedDate.getUTCFullYear() : doc.editionYear,
    publishedDate: doc.publishedDate ? doc.publishedDate.toISOString().slice(0, 10) : null,
    doi: str(extra.doi),
    isbn: str(extra.isbnEb),
    issn: str(extra.issn),
    journalName: str(extra.journalName),
    volume: str(extra.volumeNumber),
    conferenceName: str(extra.conferenceName),
    conferenceLocation: str(extra.conferenceLocation),
    language: doc.languageCode.slice(0, 2),
    url: documentUrl(publicBaseUrl, doc.contentCode),
  };
}

/** The reader's page of a document. */
export const documentUrl = (publicBaseUrl: string, contentCode: string) =>
  `${publicBaseUrl.replace(/\/$/, "")}/document/?contentCode=${encodeURIComponent(contentCode)}`;

export function createCitationsService(deps: { repo: DocumentsRepo; publicBaseUrl: string; usage: UsageRecorder }) {
  const { repo } = deps;

  /** A citation shown or exported is information about the document: a COUNTER investigation. */
  async function citable(actor: Actor, q: CitationQuery, format: string): Promise<CitableDocument> {
    const doc = await repo.byId(actor.tenantId, q.contentId);
    if (!doc) throw new NotFound(CAN_NOT_FIND_CONTENT, "error.content.not-found");
    const tenant = await repo.tenant(actor.tenantId);
    if (!tenant.isMain || !CITABLE_CONTENT_TYPES.has(doc.contentType) || doc.citationArticleTypeExclude) {
      throw new BadRequest("Citations are not available for this document", {
        messageKey: "error.citation.not-available",
        params: "citation",
        entityAlert: true,
      });
    }
    await deps.usage.recordQuietly(actor, {
      kind: "CITATION_EXPORT",
      action: "investigation",
      document: doc,
      variant: `CITATION:${format}`,
      details: { contentCode: doc.contentCode, format },
    });
    return toCitable(doc);
  }

  const toCitable = (doc: DocumentRow) => citableOf(doc, deps.publicBaseUrl);

  return {
    types() {
      return { responseData: CITATION_STYLES.map((s) => ({ value: s.value, text: s.text })) };
    },

    async text(actor: Actor, q: CitationQuery & { citationStyle: CitationStyle }) {
      const d = await citable(actor, q, q.citationStyle);
      const { text, html } = await formatCitation(d, q.citationStyle, closestLocale(q.language) ?? "en");
      return { responseData: { contentId: q.contentId, citationStyle: q.citationStyle, text, html } };
    },

    async ris(actor: Actor, q: CitationQuery) {
      return { filename: "citation.ris", body: formatRis(await citable(actor, q, "RIS")) };
    },

    async bibtex(actor: Actor, q: CitationQuery) {
      return { filename: "citation.bib", body: await formatBibtex(await citable(actor, q, "BIBTEX")) };
    },
  };
}

export type CitationsService = ReturnType<typeof createCitationsService>;
