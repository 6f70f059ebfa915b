// The words of a bulk action's reply (issue 29 §2): "3 done · 1 already · 2 refused (1 not in
// your subscription, 1 not found)", every count named, none hidden. Pure: the page renders it.
import type { BulkReply } from "./bulk-api.ts";

type T = (key: string, options?: Record<string, unknown>) => string;

export const REASONS = ["not-entitled", "not-allowed", "not-found"] as const;

export function bulkSummary(reply: BulkReply, action: string, t: T): string[] {
  const lines = [
    t("search.bulk.result", {
      done: reply.done,
      already: reply.already,
      refused: reply.refused,
      action: t(`search.bulk.done.${action}`),
    }),
  ];
  const reasons = REASONS.filter((r) => reply.reasons[r] > 0).map((r) =>
    t(`search.bulk.reason.${r}`, { count: reply.reasons[r] }),
  );
  if (reasons.length) lines.push(reasons.join(" · "));
  if (reply.capped)
    lines.push(t("search.bulk.capped", { limit: reply.limit, matched: reply.matched ?? reply.requested }));
  return lines;
}
