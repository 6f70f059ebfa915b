// What changed in an edition, clause by clause (issue 25 §2; GET /api/documents/changes/{contentId}).
// The workers compute the summary once per new edition (jobs/change-summary); an edition published
// before summaries existed has it asked for by its first reader, and is PENDING until it is there.
// The summary quotes the document, so it is delivered under the same entitlement as the HTML.
import type { components } from "@norma/contracts/api-types";
import type { Actor } from "../../lib/actor.ts";
import type { DocumentAccess } from "./document-access.ts";
import type { DocumentChangesRepo } from "./document-changes-repo.ts";

type DocumentChanges = components["schemas"]["DocumentChanges"];
type EditionRef = components["schemas"]["ChangedEditionRef"];

/** A PENDING summary whose job has not answered in this long is asked for again. */
const PENDING_RETRY_MS = 10 * 60_000;

const WITHDRAWN = /^(withdrawn|replaced)/i;

const ref = (d: { id: number; contentCode: string; displayDesignation: string; title: string }): EditionRef => ({
  contentId: d.id,
  contentCode: d.contentCode,
  displayDesignation: d.displayDesignation,
  title: d.title,
});

export function createDocumentChangesService(deps: {
  repo: DocumentChangesRepo;
  access: DocumentAccess;
  clock: () => Date;
}) {
  const { repo, access } = deps;

  return {
    async changes(actor: Actor, contentId: number): Promise<DocumentChanges> {
      const doc = await access.visibleById(actor, contentId);
      await access.assertEntitled(actor, doc, "CHANGES");
      const withdrawal = WITHDRAWN.test(doc.status)
        ? {
            status: doc.status,
            replacedBy: doc.replacedByContentCode
              ? await repo.replacement(actor.tenantId, doc.replacedByContentCode).then((r) => (r ? ref(r) : null))
              : null,
          }
        : null;
      const base = { contentId: doc.id, contentCode: doc.contentCode, withdrawal, clauses: [], truncated: false };
      const previous = await repo.predecessor(actor.tenantId, doc);
      if (!previous)
        return {
          ...base,
          status: "FIRST_EDITION",
          previous: null,
          source: null,
          computedAt: null,
          counts: null,
          clauseCount: null,
        };
      const row = await repo.summary(doc.id);
      if (!row || row.previousDocumentId !== previous.id || row.status === "PENDING") {
        await repo.request(doc.id, previous.id, new Date(deps.clock().getTime() - PENDING_RETRY_MS));
        return {
          ...base,
          status: "PENDING",
          previous: ref(previous),
          source: null,
          computedAt: null,
          counts: null,
          clauseCount: null,
        };
      }
      const summary = row.summary as {
        counts: DocumentChanges["counts"];
        clauses: DocumentChanges["clauses"];
        clauseCount: DocumentChanges["clauseCount"];
        truncated: boolean;
      } | null;
      return {
        ...base,
        status: row.status === "READY" && summary ? "READY" : "UNAVAILABLE",
        previous: ref(previous),
        source: (row.source as DocumentChanges["source"]) ?? null,
        computedAt: row.computedAt?.toISOString() ?? null,
        counts: summary?.counts ?? null,
        clauseCount: summary?.clauseCount ?? null,
        clauses: summary?.clauses ?? [],
        truncated: summary?.truncated ?? false,
      };
    },
  };
}
