// The records an opening leaves: the COUNTER usage event and the "recently accessed" history.
// Neither write keeps the reader from the document: a failure is logged (document-access.ts
// composes these).
import type { Actor } from "../../lib/actor.ts";
import type { UsageInput } from "../usage/usage-recorder.ts";
import type { DocumentAccessDeps } from "./document-access-types.ts";
import type { DocumentRow } from "./documents-repo.ts";

export function createDocumentRecords(deps: DocumentAccessDeps) {
  const { repo, clock } = deps;

  /**
   * Records a usage event; the reader gets the document (or its refusal) even when the write
   * fails, which is logged.
   */
  async function recordUsage(actor: Actor, input: UsageInput) {
    try {
      await deps.usage.record(actor, { at: clock(), ...input });
    } catch (err) {
      deps.log?.warn({ err: (err as Error).message, documentId: input.document?.id }, "could not record a usage event");
    }
  }

  async function recordAccess(
    actor: Actor,
    doc: DocumentRow,
    kind: "VIEW" | "DOWNLOAD",
    details: Record<string, unknown>,
  ) {
    try {
      await repo.recordAccess(actor, doc.id, clock());
    } catch (err) {
      // The reader must get the document even if the history write fails; it is logged.
      deps.log?.warn({ err: (err as Error).message, documentId: doc.id }, "could not record a document access");
    }
    // A view or download of the content is a COUNTER request; the HTML and the PDF of one
    // document are different links for double-click filtering.
    await recordUsage(actor, {
      kind,
      action: "request",
      document: doc,
      variant: `${kind}:${String(details.format ?? "")}`,
      details: { contentCode: doc.contentCode, ...details },
    });
  }

  return { recordUsage, recordAccess };
}
