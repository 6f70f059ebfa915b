// What every document call starts from (spec 1 §3, §5–§9): whether the tenant presents the
// document, whether the actor is entitled to its bytes, and the usage and "recently accessed"
// records an opening leaves. The sub-services of the documents module (page, details, delivery,
// media, lookups) share one of these, made by createDocumentsService.

import type { Actor } from "../../lib/actor.ts";
import { NotFound } from "../../lib/errors.ts";
import { createDocumentChecks } from "./document-access-checks.ts";
import { createDocumentRecords } from "./document-access-records.ts";
import { CAN_NOT_FIND_CONTENT, type DocumentAccessDeps } from "./document-access-types.ts";
import type { DocumentRow } from "./documents-repo.ts";

export { NoPdf } from "./document-access-checks.ts";
export {
  CAN_NOT_FIND_CONTENT,
  type DocumentAccessDeps,
  NOT_ENTITLED,
  type Tenant,
  tenantMessage,
} from "./document-access-types.ts";

export function createDocumentAccess(deps: DocumentAccessDeps) {
  const { repo } = deps;

  const notFound = () => new NotFound(CAN_NOT_FIND_CONTENT, "error.content.not-found");

  async function visible(actor: Actor, contentCode: string): Promise<DocumentRow> {
    const doc = await repo.byContentCode(actor.tenantId, contentCode);
    if (!doc) throw notFound();
    return doc;
  }

  async function visibleById(actor: Actor, id: number): Promise<DocumentRow> {
    const doc = await repo.byId(actor.tenantId, id);
    if (!doc) throw notFound();
    return doc;
  }

  const { recordUsage, recordAccess } = createDocumentRecords(deps);
  return {
    notFound,
    visible,
    visibleById,
    recordUsage,
    ...createDocumentChecks(deps, recordUsage),
    recordAccess,
  };
}

export type DocumentAccess = ReturnType<typeof createDocumentAccess>;
