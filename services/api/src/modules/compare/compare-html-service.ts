// HTML compare (spec 1 §4, §7): a request queues one compare per pair (idempotent,
// compare-scheduling.ts); the result check says whether the result exists and gives it, sanitised.

import type { Actor } from "../../lib/actor.ts";
import { compareCopyKey, createSanitizedHtml } from "../documents/sanitized-html.ts";
import { createInlineSanitizer } from "../documents/sanitizer-pool.ts";
import { type ComparePairs, type CompareServiceDeps, tooLarge } from "./compare-pairs.ts";
import { scheduleHtmlComparison } from "./compare-scheduling.ts";

export function createHtmlCompareOps(deps: CompareServiceDeps, pairs: ComparePairs) {
  const { db, storage } = deps;
  const { compared, htmlPair } = pairs;
  // The copy the compare job stored with the result, else sanitised on read and stored.
  const sanitized = createSanitizedHtml({
    storage,
    sanitizer: deps.sanitizer ?? createInlineSanitizer(),
    log: deps.log,
    cacheSize: 8,
    fingerprint: deps.sanitizerFingerprint,
    markFingerprint: deps.markSanitizerFingerprint,
  });

  return {
    /** Queues the HTML compare of the pair (once: repeated calls do not queue twice). */
    async requestHtml(actor: Actor, newHtmlId: number, oldHtmlId: number) {
      await htmlPair(actor, newHtmlId, oldHtmlId);
      const pair = { newAssetId: newHtmlId, oldAssetId: oldHtmlId };
      const existing = await db.htmlComparison.findUnique({ where: { newAssetId_oldAssetId: pair } });
      if (existing?.status === "TOO_LARGE") throw tooLarge();
      const resultMissing =
        existing?.status === "DONE" && !(existing.storageKey && (await storage.exists(existing.storageKey)));
      const row = await db.$transaction(async (tx) => {
        const id = await scheduleHtmlComparison(tx, pair, actor.tenantId, { resultMissing });
        return tx.htmlComparison.findUniqueOrThrow({ where: { id }, select: { id: true, status: true } });
      });
      if (row.status === "TOO_LARGE") throw tooLarge();
      if (row.status !== "DONE") await deps.waitFor?.(actor, "compare-html", row.id);
      return { comparisonId: row.id, newHtmlId, oldHtmlId, status: row.status };
    },

    /** The compare result when it exists (sanitised HTML), else its state. */
    async htmlResult(actor: Actor, newHtmlId: number, oldHtmlId: number) {
      const assets = await htmlPair(actor, newHtmlId, oldHtmlId);
      const row = await db.htmlComparison.findUnique({
        where: { newAssetId_oldAssetId: { newAssetId: newHtmlId, oldAssetId: oldHtmlId } },
      });
      if (row?.status === "TOO_LARGE") throw tooLarge();
      if (row?.status === "DONE") {
        if (row.storageKey && (await storage.exists(row.storageKey))) {
          const storageKey = row.storageKey;
          const { n, o } = assets;
          const html = await sanitized.get(
            compareCopyKey(row.id, row.completedAt ?? new Date(0), sanitized.fingerprint),
            { comparisonId: row.id, documentId: n.document.id },
            async () => (await storage.get(storageKey)).toString("utf8"),
          );
          await compared(actor, n.document, { format: "HTML", oldDocumentId: o.document.id });
          return { exists: true as const, html, status: row.status };
        }
        // The result file is gone: made again; meanwhile the clients keep polling.
        const pair = { newAssetId: newHtmlId, oldAssetId: oldHtmlId };
        await db.$transaction((tx) => scheduleHtmlComparison(tx, pair, actor.tenantId, { resultMissing: true }));
        await deps.waitFor?.(actor, "compare-html", row.id);
        return { exists: false as const, status: "QUEUED" as const };
      }
      if (row) await deps.waitFor?.(actor, "compare-html", row.id);
      return { exists: false as const, status: row?.status ?? null };
    },
  };
}
