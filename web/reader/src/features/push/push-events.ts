// What an event of the result stream does (issue 29 §3): the matching queries are marked stale,
// so the ones on screen fetch the result at once (a compare's check, the PDF compare, the compass
// points). Idempotent: an event written twice (a resumed stream) only refetches again.
//
// The query keys are spelled here rather than imported with their queries (compare-queries.ts,
// compass-points-queries.ts), so that the stream, which every page loads, does not load those
// features' code; push-events.unit.test.ts checks that they are the same keys.
import type { QueryClient } from "@tanstack/react-query";
import type { ServerEvent } from "./push-stream.ts";

export const pushedKeys = {
  htmlResult: (newHtmlId: number, oldHtmlId: number) =>
    ["compare", "html", "result", { newHtmlId, oldHtmlId }] as const,
  pdf: (leftContentId: number, rightContentId: number) => ["compare", "pdf", leftContentId, rightContentId] as const,
  compassPoints: ["compass-points"] as const,
};

const id = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : null);

/** The queries an event is about (none for an event this reader does not know). */
export function keysOf(event: ServerEvent): readonly (readonly unknown[])[] {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(event.data) as Record<string, unknown>;
  } catch {
    return [];
  }
  if (event.type === "compare-html" && id(body.newHtmlId) && id(body.oldHtmlId))
    return [pushedKeys.htmlResult(body.newHtmlId as number, body.oldHtmlId as number)];
  if (event.type === "compare-pdf" && id(body.leftContentId) && id(body.rightContentId))
    return [pushedKeys.pdf(body.leftContentId as number, body.rightContentId as number)];
  if (event.type === "reanchor") return [pushedKeys.compassPoints];
  return [];
}

export function applyPushEvent(cache: QueryClient, event: ServerEvent): void {
  for (const queryKey of keysOf(event)) void cache.invalidateQueries({ queryKey });
}
