// Carrying compass points to new editions. A publish batch writes `compass-reanchor.run` in its
// transaction; for every new edition with a predecessor, each active point of the predecessor is
// re-anchored on the new edition's text (anchoring.ts: exact quote with its context, then a fuzzy
// match that its context confirms, else ORPHANED — never a look-alike) and a carried point is
// created on the new edition: same account, creator, name, description and overlay details, a
// link to its source (sourceCompassPointId), its placement (EXACT, MOVED, ORPHANED), updated
// selectors and page, and an INSERT audit whose auditData records the placement, in the same
// transaction. Each owner whose points moved or were orphaned then gets one e-mail for the
// batch listing them with links, in the tenant's branded layout (lib/mail/templates.tsx).
//
// Exactly once under retries: a carried point is unique per (source, edition), so a retried job
// skips what was done; the e-mail of an owner carries the idempotency key
// compass-reanchor:{batch}:{user} (the email job sends a key once) and lists every carried point
// of the batch, those of earlier attempts included. A run that used up its retries is recorded for
// operators to see and retry (reanchor-failures.ts); a run that finishes resolves that record.

import type { ReanchorItem } from "@norma/contracts/emails";
import { type CompassReanchorJob, type EmailJob, parseJob, QUEUE_OF } from "@norma/contracts/queues";
import type { Db, Prisma } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import type { Job } from "bullmq";
import type { Logger } from "pino";
import { type AnchorText, bothHavePdf, loadAnchorText } from "./document-text.ts";
import { placeOnNewEdition } from "./placement.ts";
import { resolveReanchorFailure } from "./reanchor-failures.ts";
import { type StructureEvidence, structureOf } from "./structure.ts";

export interface CompassReanchorDeps {
  db: Db;
  storage: BlobStorage | null;
  publicBaseUrl: string;
  log: Logger;
  /** Pages read from a PDF at most (larger editions fall back to their body text). */
  maxPages?: number;
  /** Time allowed to read one edition's PDF. */
  readBudgetMs?: number;
  /**
   * Test hook (COMPASS_REANCHOR_TEST_FAIL_FILE): while it answers true every run fails before it
   * carries anything, so the tests can use up the retries and see the failure recorded.
   */
  failNow?: () => boolean;
}

const SOURCE_SELECT = {
  id: true,
  tenantId: true,
  accountId: true,
  createdById: true,
  name: true,
  description: true,
  overlayDetails: true,
  selectionText: true,
  selectionData: true,
  annotationId: true,
  pageNumber: true,
  selectors: true,
  placement: true,
  type: true,
  isShared: true,
} satisfies Prisma.CompassPointSelect;
type Source = Prisma.CompassPointGetPayload<{ select: typeof SOURCE_SELECT }>;

export { quoteOf } from "./placement.ts";

/** The clause number a carried point was placed in, from its stored evidence (null when unknown). */
function clauseNumberOf(evidence: Prisma.JsonValue | null): string | null {
  const e = evidence as { clause?: { next?: { number?: unknown } | null } | null } | null;
  const n = e?.clause?.next?.number;
  return typeof n === "string" && n ? n.slice(0, 40) : null;
}

export function createCompassReanchorProcessor(deps: CompassReanchorDeps) {
  const { db, log } = deps;
  const base = deps.publicBaseUrl.replace(/\/+$/, "");
  const maxPages = deps.maxPages ?? 400;
  const readBudgetMs = deps.readBudgetMs ?? 60_000;

  async function texts(newId: number, oldId: number) {
    const preferPdf = deps.storage !== null && (await bothHavePdf(db, newId, oldId));
    const read = async (id: number, pdf: boolean) =>
      loadAnchorText(db, deps.storage, id, pdf, { maxPages, deadline: Date.now() + readBudgetMs });
    try {
      return { next: await read(newId, preferPdf), old: await read(oldId, preferPdf) };
    } catch (err) {
      // An unreadable or oversized PDF: the bodies of both editions are the next best text.
      log.warn({ newId, oldId, err: (err as Error).message }, "PDF text unavailable, anchoring on the body text");
      return { next: await read(newId, false), old: await read(oldId, false) };
    }
  }

  async function carry(
    source: Source,
    newId: number,
    next: AnchorText | null,
    old: AnchorText | null,
    structure: StructureEvidence | null,
  ) {
    const { anchor, evidence, selectionText, pageNumber, selectors, selectionData } = placeOnNewEdition(
      source,
      next,
      old,
      structure,
    );
    return db.$transaction(async (tx) => {
      const created = await tx.compassPoint.createManyAndReturn({
        data: [
          {
            tenantId: source.tenantId,
            accountId: source.accountId,
            documentId: newId,
            createdById: source.createdById,
            name: source.name,
            description: source.description,
            overlayDetails: source.overlayDetails,
            selectionText,
            selectionData,
            annotationId: source.annotationId,
            pageNumber,
            selectors: selectors as unknown as Prisma.InputJsonValue,
            type: source.type,
            isShared: source.isShared,
            sourceCompassPointId: source.id,
            placement: anchor.placement,
            anchorCandidates: evidence as unknown as Prisma.InputJsonValue,
          },
        ],
        skipDuplicates: true,
      });
      if (!created.length) return null; // carried by an earlier attempt
      const row = created[0];
      await tx.compassPointAudit.create({
        data: {
          compassPointId: row.id,
          dbTransactionType: "INSERT",
          transactionUserId: null,
          transactionUserName: "System",
          auditData: {
            current: {
              modifiedDate: row.modifiedAt.toISOString(),
              name: row.name,
              description: row.description,
              overlayDetails: row.overlayDetails,
              status: "active",
              selectionMetadata: {
                selectionText: row.selectionText,
                sourceCompassPointId: source.id,
                pageNumber: row.pageNumber,
                placement: anchor.placement,
                anchoring: anchor.reason,
                // Why: the clause it was in and was placed in, and the places considered.
                anchorEvidence: {
                  structure: evidence.structure,
                  clause: evidence.clause,
                  candidates: evidence.candidates,
                } as unknown as Prisma.InputJsonValue,
              },
            },
            previous: null,
          },
        },
      });
      return row;
    });
  }

  /**
   * One e-mail per owner with moved or orphaned points among the batch's carried points. A point
   * already orphaned on the previous edition is not listed again (its owner was told once).
   */
  async function notify(batchId: string, newIds: number[]) {
    const carried = await db.compassPoint.findMany({
      where: {
        documentId: { in: newIds },
        sourceCompassPointId: { not: null },
        deletedAt: null,
      },
      select: {
        uuid: true,
        name: true,
        placement: true,
        pageNumber: true,
        anchorCandidates: true,
        sourcePoint: { select: { placement: true } },
        createdBy: {
          select: {
            id: true,
            email: true,
            firstName: true,
            lastName: true,
            langKey: true,
            activated: true,
            tenant: { select: { id: true, tenantName: true, code: true } },
          },
        },
        document: { select: { contentCode: true, displayDesignation: true, title: true } },
      },
      orderBy: [{ createdById: "asc" }, { documentId: "asc" }, { id: "asc" }],
    });
    const byOwner = new Map<number, typeof carried>();
    for (const c of carried) byOwner.set(c.createdBy.id, [...(byOwner.get(c.createdBy.id) ?? []), c]);
    const events: Prisma.OutboxEventCreateManyInput[] = [];
    for (const [userId, points] of byOwner) {
      const owner = points[0].createdBy;
      if (!owner.activated) continue;
      const changed = points.filter(
        (p) => p.placement === "MOVED" || (p.placement === "ORPHANED" && p.sourcePoint?.placement !== "ORPHANED"),
      );
      if (!changed.length) continue;
      const tenant = owner.tenant.code;
      const items: ReanchorItem[] = changed.map((p) => ({
        name: p.name,
        placement: p.placement as "MOVED" | "ORPHANED",
        designation: p.document.displayDesignation,
        title: p.document.title,
        page: p.pageNumber,
        clause: p.placement === "MOVED" ? clauseNumberOf(p.anchorCandidates) : null,
        pointUrl: `${base}/compasspoint/${p.uuid}?tenant=${encodeURIComponent(tenant)}`,
        documentUrl: `${base}/document/?contentCode=${encodeURIComponent(p.document.contentCode)}&compasspointuuid=${p.uuid}&tenant=${encodeURIComponent(tenant)}`,
      }));
      const name = [owner.firstName, owner.lastName].filter(Boolean).join(" ").trim();
      const email: EmailJob = {
        idempotencyKey: `compass-reanchor:${batchId}:${userId}`,
        to: owner.email,
        locale: owner.langKey,
        template: "compass-reanchor",
        // The owner's tenant brands the e-mail (its logo, colours, support contact: lib/mail/layout).
        tenantId: owner.tenant.id,
        data: {
          tenant: owner.tenant.tenantName,
          recipient: name || owner.email,
          exactCount: points.filter((p) => p.placement === "EXACT").length,
          items,
          listUrl: `${base}/compass-points-list?tenant=${encodeURIComponent(tenant)}`,
        },
      };
      events.push({
        queue: QUEUE_OF["email.send"],
        type: "email.send",
        payload: parseJob("email.send", email) as unknown as Prisma.InputJsonObject,
        tenantId: null,
      });
    }
    if (events.length) await db.outboxEvent.createMany({ data: events });
    return events.length;
  }

  return async function processCompassReanchor(job: Job<CompassReanchorJob>) {
    const { batchId, editions } = job.data;
    if (deps.failNow?.()) throw new Error("re-anchoring failed on purpose (COMPASS_REANCHOR_TEST_FAIL_FILE exists)");
    const counts = { EXACT: 0, MOVED: 0, ORPHANED: 0, skipped: 0 };
    for (const e of editions) {
      const sources = await db.compassPoint.findMany({
        where: {
          documentId: e.previousDocumentId,
          status: "ACTIVE",
          deletedAt: null,
          derivedPoints: { none: { documentId: e.documentId } },
        },
        select: SOURCE_SELECT,
        orderBy: { id: "asc" },
      });
      if (!sources.length) continue;
      const { next, old } = await texts(e.documentId, e.previousDocumentId);
      // The clauses of both editions and their alignment: a point stays in its own clause.
      const structure = next && old ? structureOf(old, next) : null;
      for (const s of sources) {
        const row = await carry(s, e.documentId, next, old, structure);
        if (row) counts[row.placement as "EXACT" | "MOVED" | "ORPHANED"]++;
        else counts.skipped++;
      }
    }
    const emails = await notify(
      batchId,
      editions.map((e) => e.documentId),
    );
    await resolveReanchorFailure(db, batchId);
    log.info({ batchId, ...counts, emails }, "compass points carried to new editions");
    return { ...counts, emails };
  };
}
