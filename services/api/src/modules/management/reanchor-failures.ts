// Re-anchoring runs that failed for good (the workers record them: jobs/compass-reanchor/
// reanchor-failures.ts), listed for operators and dispatched again on request. A retry sets the
// row RETRYING and writes the job to the outbox in one transaction, and only a FAILED row is
// retried: two clicks (or two operators) dispatch it once. The job itself is idempotent (carried
// points are unique per source and edition, e-mails have per-batch keys), so a run dispatched
// again never duplicates them; the run that finishes marks the row RESOLVED. The workers also
// retry a FAILED row by themselves (nextRetryAt, autoRetries: the outbox sweeper); an operator's
// retry takes the row first or finds it RETRYING, never both, and cancels a pending automatic one.

import type { CompassReanchorJob } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { NotFound } from "../../lib/errors.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import { enqueueOutbox } from "../../lib/outbox.ts";
import type { AuditService } from "./audit-service.ts";

type Status = "FAILED" | "RETRYING" | "RESOLVED";

interface Row {
  id: number;
  batchId: string;
  editions: unknown;
  documentIds: number[];
  error: string;
  attempts: number;
  failedAt: Date;
  status: string;
  retries: number;
  retriedAt: Date | null;
  retriedBy: string | null;
  resolvedAt: Date | null;
  autoRetries: number;
  nextRetryAt: Date | null;
}

export function createReanchorFailuresService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  /** The wire shape, each edition with its new document's content code and designation. */
  async function present(rows: Row[]) {
    const ids = [...new Set(rows.flatMap((r) => r.documentIds))];
    const docs = ids.length
      ? await db.document.findMany({
          where: { id: { in: ids } },
          select: { id: true, contentCode: true, displayDesignation: true },
        })
      : [];
    const byId = new Map(docs.map((d) => [d.id, d]));
    return rows.map((r) => ({
      id: r.id,
      batchId: r.batchId,
      editions: ((Array.isArray(r.editions) ? r.editions : []) as CompassReanchorJob["editions"]).map((e) => ({
        documentId: e.documentId,
        previousDocumentId: e.previousDocumentId,
        contentCode: byId.get(e.documentId)?.contentCode ?? null,
        designation: byId.get(e.documentId)?.displayDesignation ?? null,
      })),
      error: r.error,
      attempts: r.attempts,
      failedAt: r.failedAt.toISOString(),
      status: r.status as Status,
      retries: r.retries,
      retriedAt: r.retriedAt?.toISOString() ?? null,
      retriedBy: r.retriedBy,
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      autoRetries: r.autoRetries,
      nextRetryAt: r.status === "FAILED" ? (r.nextRetryAt?.toISOString() ?? null) : null,
    }));
  }

  return {
    async list(options: { status?: Status; limit?: number }) {
      const rows = await db.compassReanchorFailure.findMany({
        where: options.status ? { status: options.status } : {},
        orderBy: [{ failedAt: "desc" }, { id: "desc" }],
        take: options.limit ?? 100,
      });
      return present(rows);
    },

    async retry(actor: Actor, id: number, remoteAddress?: string) {
      const result = await db.$transaction(async (tx) => {
        const claimed = await tx.compassReanchorFailure.updateMany({
          where: { id, status: "FAILED" },
          data: {
            status: "RETRYING",
            retries: { increment: 1 },
            retriedAt: new Date(),
            retriedBy: actor.email ?? String(actor.userId),
            nextRetryAt: null,
          },
        });
        const row = await tx.compassReanchorFailure.findUnique({ where: { id } });
        if (!row) throw new NotFound(`No failed re-anchoring run ${id}`);
        if (claimed.count === 0) return { dispatched: false, row };
        const job: CompassReanchorJob = {
          batchId: row.batchId,
          editions: row.editions as unknown as CompassReanchorJob["editions"],
        };
        const outboxId = await enqueueOutbox(tx, "compass-reanchor.run", job);
        const updated = await tx.compassReanchorFailure.update({ where: { id }, data: { outboxEventId: outboxId } });
        await audit.record(
          actor,
          actor.tenantId,
          {
            type: "COMPASS_REANCHOR_RETRY",
            message: `re-anchoring of batch ${row.batchId} dispatched again`,
            resource: "compass-reanchor-failures",
            resourceId: String(id),
            before: { status: "FAILED", retries: row.retries - 1 },
            after: { status: "RETRYING", retries: row.retries, outboxEventId: outboxId },
            remoteAddress,
          },
          tx,
        );
        return { dispatched: true, row: updated };
      });
      const [failure] = await present([result.row]);
      return { dispatched: result.dispatched, failure };
    },
  };
}

export type ReanchorFailuresService = ReturnType<typeof createReanchorFailuresService>;

export function reanchorFailureHandlers(service: ReanchorFailuresService) {
  return defineHandlers({
    listCompassReanchorFailures: async (request) =>
      service.list({ status: request.query.status, limit: request.query.limit }),
    retryCompassReanchorFailure: async (request) => service.retry(request.actor!, request.params.id, request.ip),
  });
}
