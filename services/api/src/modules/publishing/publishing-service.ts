// Publishing: new editions of documents, withdrawals and replacements. One batch is one
// transaction that also writes what must follow it:
//   - `tracking-alerts.fan-out` for the batch (one e-mail per tracking user: a digest when the
//     batch changed several documents they track);
//   - for each new edition whose predecessor and itself have a PDF, the redline old → new
//     (scheduleRedline, made ahead of time by the compare-pdf worker);
//   - `indexing.refresh` for every document whose row changed;
//   - `compass-reanchor.run` for the new editions whose predecessor has active compass points;
//   - `webhooks.fan-out` for the batch's publish events (issue 30: the tenants' webhooks);
//   - `sanitize-html.run` for the new editions' HTML: the workers store its sanitised copy, so
//     no reader waits for the sanitiser (@norma/documents: html/sanitized-copies.ts).
// Callers: the admin console through POST /api/admin/publishing/batches (an ADMIN of a tenant
// publishes its own publisher's documents; publishing-handlers.ts), the CLI next to this file
// (publish-cli.ts), and the demo publication of a fresh install
// (demo-publish.ts: run by docker compose after the seed, or `npm run db:demo`; the seed itself
// lives in @norma/db, which cannot import the API).
//
// The service is composed of: publish-validation.ts (the batch's checks), publish-assets.ts
// (its files, stored before the transaction), publish-changes.ts (a new edition, a status
// change) and publish-follow-ups.ts (the outbox messages above).
import { randomUUID } from "node:crypto";
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import type { Actor } from "../../lib/actor.ts";
import { Forbidden } from "../../lib/errors.ts";
import { enqueueOutbox } from "../../lib/outbox.ts";
import { createPublishAssetStore, type StoredAsset } from "./publish-assets.ts";
import { newVersion, statusChange } from "./publish-changes.ts";
import { recordPublishEvents } from "./publish-events.ts";
import { enqueueFollowUps } from "./publish-follow-ups.ts";
import { batchIdTaken, validateBatch } from "./publish-validation.ts";
import { contentCodeOf, type PublishBatch, type PublishedChange, type PublishResult } from "./publishing-types.ts";

/** Who publishes: the system (seed, CLI) or a tenant administrator. */
export type Publisher = "system" | Actor;

export function createPublishingService(deps: { db: Db; storage: BlobStorage; clock?: () => Date }) {
  const { db, storage } = deps;
  const clock = deps.clock ?? (() => new Date());
  const assets = createPublishAssetStore({ storage });

  /**
   * A tenant's administrator publishes only the tenant's own publisher; the system publishes
   * anything. That the actor is an administrator is the operation's declared guard
   * (POST /api/admin/publishing/batches, x-authorities [ADMIN] in openapi.yaml).
   */
  async function authorise(who: Publisher, publisherIds: Set<number>) {
    if (who === "system") return;
    const tenant = await db.tenant.findUniqueOrThrow({
      where: { id: who.tenantId },
      select: { mainPublisherId: true },
    });
    for (const id of publisherIds) {
      if (id !== tenant.mainPublisherId) throw new Forbidden("A tenant publishes only its own publisher's documents");
    }
  }

  return {
    /** Publishes a batch in one transaction; answers what changed. */
    async publish(who: Publisher, batch: PublishBatch): Promise<PublishResult> {
      const { publishers } = await validateBatch(db, batch);
      const touched = new Set<number>(publishers.values());
      if (batch.items.some((it) => it.kind === "STATUS")) {
        const codes = batch.items.flatMap((it) => (it.kind === "STATUS" ? [it.contentCode] : []));
        for (const d of await db.document.findMany({
          where: { contentCode: { in: codes } },
          select: { publisherId: true },
        }))
          touched.add(d.publisherId);
      }
      await authorise(who, touched);

      const batchId = batch.batchId ?? randomUUID();
      const publishedAt = batch.publishedAt ?? clock();
      const today = publishedAt.toISOString().slice(0, 10);
      const stored = new Map<number, StoredAsset[]>();
      for (const [i, it] of batch.items.entries()) {
        if (it.kind === "NEW_VERSION") {
          const code = it.contentCode ?? contentCodeOf(it.publisherKey, it.designation, it.languageCode ?? "en-US");
          stored.set(i, await assets.storeAssets(it, code, i));
        }
      }

      const changes = await db.$transaction(
        async (tx) => {
          // The id is checked above; this settles a race with a concurrent batch under the same id.
          const recorded = await tx.$queryRaw<{ id: string }[]>`
            INSERT INTO publish_batches (id, published_at, published_by, item_count)
            VALUES (${batchId}, ${publishedAt}, ${who === "system" ? null : who.userId}, ${batch.items.length})
            ON CONFLICT (id) DO NOTHING
            RETURNING id`;
          if (recorded.length === 0) throw batchIdTaken(batchId, null);
          const out: PublishedChange[] = [];
          const htmlAssetIds: number[] = [];
          // New editions first, so a withdrawal in the same batch may name one as its replacement.
          for (const [i, it] of batch.items.entries()) {
            if (it.kind === "NEW_VERSION")
              out.push(
                await newVersion(tx, i, it, publishers.get(it.publisherKey)!, stored.get(i)!, today, htmlAssetIds),
              );
          }
          for (const it of batch.items) if (it.kind === "STATUS") out.push(await statusChange(tx, it, today));
          await enqueueFollowUps(tx, { batchId, publishedAt, changes: out, htmlAssetIds });
          await recordPublishEvents(tx, { batchId, publishedAt, changes: out });
          // The events become webhook messages of the tenants that present the publishers.
          if (out.length > 0) await enqueueOutbox(tx, "webhooks.fan-out", { batchId });
          return out;
        },
        { timeout: 120_000, maxWait: 30_000 },
      );
      return { batchId, publishedAt: publishedAt.toISOString(), changes };
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
