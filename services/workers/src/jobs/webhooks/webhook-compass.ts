// compass_point.needs_check (issue 30): a compass point a new edition's re-anchoring moved onto
// changed text or could not place (ORPHANED) needs someone to check it — the same points whose
// owners are e-mailed (compass-reanchor/reanchor-notify.ts): a point already orphaned on the
// previous edition is not announced again. One message per carried point, of the point's tenant,
// heard by the tenant's endpoints and by its account's (when entitled to the document: see
// webhook-messages.ts). It names the point, the edition and where the point went, never who owns
// it; a point its owner keeps private is not named either.
import type { Db } from "@norma/db";
import { WEBHOOK_DOCUMENT_SELECT, webhookDocument } from "@norma/db/webhook-document";
import { listeningTenants, type NewMessage, writeMessages } from "./webhook-messages.ts";

/** The clause number a carried point was placed in, from its stored evidence (null when unknown). */
function clauseOf(evidence: unknown): string | null {
  const n = (evidence as { clause?: { next?: { number?: unknown } | null } | null } | null)?.clause?.next?.number;
  return typeof n === "string" && n ? n.slice(0, 40) : null;
}

export async function emitCompassWebhooks(db: Db, batchId: string, newDocumentIds: number[]): Promise<number> {
  const tenants = await listeningTenants(db, ["compass_point.needs_check"]);
  if (tenants.size === 0 || newDocumentIds.length === 0) return 0;
  const carried = await db.compassPoint.findMany({
    where: {
      documentId: { in: newDocumentIds },
      tenantId: { in: [...tenants] },
      sourceCompassPointId: { not: null },
      deletedAt: null,
      placement: { in: ["MOVED", "ORPHANED"] },
    },
    select: {
      uuid: true,
      tenantId: true,
      accountId: true,
      name: true,
      isShared: true,
      placement: true,
      pageNumber: true,
      anchorCandidates: true,
      createdAt: true,
      sourcePoint: { select: { uuid: true, placement: true } },
      document: { select: WEBHOOK_DOCUMENT_SELECT },
    },
    orderBy: { id: "asc" },
  });
  const messages: NewMessage[] = carried
    .filter((p) => !(p.placement === "ORPHANED" && p.sourcePoint?.placement === "ORPHANED"))
    .map((p) => ({
      tenantId: p.tenantId,
      eventType: "compass_point.needs_check",
      sourceKey: `compass-point:${p.uuid}:needs-check`,
      timestamp: p.createdAt.toISOString(),
      accountIds: [p.accountId],
      documentId: p.document.id,
      data: {
        batchId,
        point: {
          uuid: p.uuid,
          name: p.isShared ? p.name : null,
          placement: p.placement,
          clause: p.placement === "MOVED" ? clauseOf(p.anchorCandidates) : null,
          page: p.pageNumber,
          previousUuid: p.sourcePoint?.uuid ?? null,
        },
        accountId: p.accountId,
        document: webhookDocument(p.document),
      },
    }));
  return writeMessages(db, messages);
}
