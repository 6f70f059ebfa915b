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
// of the batch, those of earlier attempts included; the points that need a check become webhook
// messages (compass_point.needs_check), one per point, as idempotent. A run that used up its retries is recorded for
// operators to see and retry (reanchor-failures.ts); a run that finishes resolves that record.

import type { CompassReanchorJob } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import type { Job } from "bullmq";
import type { Logger } from "pino";
import { emitCompassWebhooks } from "../webhooks/webhook-compass.ts";
import { bothHavePdf, loadAnchorText } from "./document-text.ts";
import { carryPoint, SOURCE_SELECT } from "./reanchor-carry.ts";
import { resolveReanchorFailure } from "./reanchor-failures.ts";
import { notifyOwners } from "./reanchor-notify.ts";
import { structureOf } from "./structure.ts";

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

export { quoteOf } from "./placement.ts";

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
        const row = await carryPoint(db, s, e.documentId, next, old, structure);
        if (row) counts[row.placement as "EXACT" | "MOVED" | "ORPHANED"]++;
        else counts.skipped++;
      }
    }
    const emails = await notifyOwners(
      db,
      base,
      batchId,
      editions.map((e) => e.documentId),
    );
    // The points that need a check, as webhook messages (compass_point.needs_check): idempotent
    // per point, like the e-mails per owner, so a retried run adds none.
    const webhooks = await emitCompassWebhooks(
      db,
      batchId,
      editions.map((e) => e.documentId),
    );
    await resolveReanchorFailure(db, batchId);
    log.info({ batchId, ...counts, emails, webhooks }, "compass points carried to new editions");
    return { ...counts, emails, webhooks };
  };
}
