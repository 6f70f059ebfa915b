// What changed in an edition (issue 25 §2): the clause-level change summary of
// GET /api/documents/changes/{contentId}, shared by the "What changed" panel, the labels in the
// HTML tab and the compare view's jump to a change. A summary being computed (PENDING) is asked
// again every few seconds, for a while; after that the panel says it is not ready yet.
import { queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";
import type { Schemas } from "../../api/types.ts";

export type DocumentChanges = Schemas["DocumentChanges"];
export type ClauseChange = Schemas["ClauseChange"];

export const CHANGES_POLL_MS = 4_000;
/** Polls of a PENDING summary at most (about two minutes). */
export const CHANGES_MAX_POLLS = 30;

export const changesKeys = {
  all: ["changes"] as const,
  of: (contentId: number) => ["changes", contentId] as const,
};

export const documentChangesQuery = (contentId: number) =>
  queryOptions({
    queryKey: changesKeys.of(contentId),
    queryFn: () =>
      dataOf(
        client.GET("/api/documents/changes/{contentId}", {
          params: { path: { contentId } },
          ...ui({ silent: true }),
        }),
      ),
    staleTime: 60_000,
    refetchInterval: (query) =>
      query.state.data?.status === "PENDING" && query.state.dataUpdateCount < CHANGES_MAX_POLLS
        ? CHANGES_POLL_MS
        : false,
  });

/** The changes a reader looks at (the renumbered ones only on request: they are many and say little). */
export function listedChanges(changes: readonly ClauseChange[], withRenumbered: boolean): ClauseChange[] {
  return withRenumbered ? [...changes] : changes.filter((c) => c.kind !== "RENUMBERED");
}

/** The clause a change is about, as the reader names it: its number now (else before). */
export const clauseNumberOf = (c: ClauseChange) => c.number ?? c.previousNumber ?? "";
