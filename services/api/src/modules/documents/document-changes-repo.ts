// Queries of the change summaries (document_change_summaries; issue 25 §2): the stored summary of
// an edition, and asking the workers for one (a PENDING row and a change-summary job, together).
import type { Db } from "@norma/db";
import { enqueueOutbox } from "../../lib/outbox.ts";
import { visibleTo } from "./documents-repo.ts";

const REF_SELECT = { id: true, contentCode: true, displayDesignation: true, title: true } as const;

export function createDocumentChangesRepo(db: Db) {
  return {
    summary(documentId: number) {
      return db.documentChangeSummary.findUnique({ where: { documentId } });
    },

    /** The edition a document superseded: the next older edition of its line the tenant presents. */
    async predecessor(
      tenantId: number,
      doc: { id: number; publisherId: number; family: string; languageCode: string },
    ) {
      const line = await db.document.findMany({
        where: {
          publisherId: doc.publisherId,
          family: doc.family,
          languageCode: doc.languageCode,
          ...visibleTo(tenantId),
        },
        select: REF_SELECT,
        // The document page's order of versions (documents-repo versions): newest first.
        orderBy: [{ editionYear: "desc" }, { publishedDate: "desc" }, { id: "desc" }],
      });
      const at = line.findIndex((d) => d.id === doc.id);
      return at >= 0 && at + 1 < line.length ? line[at + 1] : null;
    },

    /** The replacement a withdrawn document names, when the tenant presents it. */
    replacement(tenantId: number, contentCode: string) {
      return db.document.findFirst({ where: { contentCode, ...visibleTo(tenantId) }, select: REF_SELECT });
    },

    /**
     * Asks the workers for an edition's summary: a PENDING row and its job, in one transaction.
     * Asked once: a row that exists is left alone, unless it is PENDING since before `staleBefore`
     * (its job was lost or failed) or was made against another predecessor, when it is asked again. Two readers at once: one insert wins.
     */
    async request(documentId: number, previousDocumentId: number, staleBefore: Date): Promise<void> {
      await db.$transaction(async (tx) => {
        const inserted = await tx.$executeRaw`
          INSERT INTO document_change_summaries (document_id, previous_document_id, status, requested_at)
          VALUES (${documentId}, ${previousDocumentId}, 'PENDING', now())
          ON CONFLICT (document_id) DO UPDATE
            SET status = 'PENDING', requested_at = now(), previous_document_id = EXCLUDED.previous_document_id,
                source = NULL, summary = NULL, computed_at = NULL
          WHERE (document_change_summaries.status = 'PENDING' AND document_change_summaries.requested_at < ${staleBefore})
             OR document_change_summaries.previous_document_id <> EXCLUDED.previous_document_id`;
        if (inserted > 0)
          await enqueueOutbox(tx, "change-summary.run", { editions: [{ documentId, previousDocumentId }] });
      });
    },
  };
}

export type DocumentChangesRepo = ReturnType<typeof createDocumentChangesRepo>;
