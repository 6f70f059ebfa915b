// Bulk actions on search results (issue 29 §2) through the typed client: each action is one
// request answering every document's outcome and the counts; the export saves the file.
import { client, ui } from "../../api/client.ts";
import { fileNameOf, saveBlob } from "../../api/download.ts";
import type { Schemas } from "../../api/types.ts";

export type BulkSelection = Schemas["BulkSelection"];
export type BulkReply = Schemas["BulkActionReply"];
export type BulkAction = "track" | "favorites" | "collection" | "share-group";
export type ExportFormat = Schemas["BulkExportRequest"]["format"];

/** Runs an action; undefined when it failed (the global handler has said why; nothing was done). */
export async function runBulk(
  action: BulkAction,
  selection: BulkSelection,
  target: { collectionId?: number; groupId?: number } = {},
): Promise<BulkReply | undefined> {
  const quiet = ui({ quiet: true });
  const r =
    action === "track"
      ? await client.POST("/api/documents/bulk/track", { body: { selection }, ...quiet })
      : action === "favorites"
        ? await client.POST("/api/documents/bulk/favorites", { body: { selection }, ...quiet })
        : action === "collection"
          ? await client.POST("/api/documents/bulk/collection", {
              body: { selection, collectionId: target.collectionId ?? 0 },
              ...quiet,
            })
          : await client.POST("/api/documents/bulk/share-group", {
              body: { selection, groupId: target.groupId ?? 0 },
              ...quiet,
            });
  return r.data;
}

/**
 * Exports the selection as a file (CSV headers in `language`, the reader's); how many documents
 * it holds and how many ids were left out (not presented), undefined on failure.
 */
export async function exportBulk(
  selection: BulkSelection,
  format: ExportFormat,
  language: string,
): Promise<{ exported: number; refused: number } | undefined> {
  const result = await client.POST("/api/documents/bulk/export", {
    body: { selection, format, language },
    parseAs: "blob",
  });
  if (!result.data) return undefined;
  const fallback = { csv: "documents.csv", ris: "documents.ris", bibtex: "documents.bib" }[format];
  saveBlob(result.data as Blob, fileNameOf(result.response.headers.get("content-disposition"), fallback));
  const count = (name: string) => Number(result.response.headers.get(name) ?? 0);
  return { exported: count("bulk-exported"), refused: count("bulk-refused") };
}

export async function listCollections(): Promise<{ id: number; name: string }[]> {
  const r = await client.GET("/api/v1/custom-collection/current-user/collections", ui({ silent: true }));
  return r.data?.collections ?? [];
}

export async function listGroups(): Promise<{ id: number; name: string }[]> {
  const r = await client.GET("/api/group/listByCurrentAccount", ui({ silent: true }));
  return (r.data ?? []).map((g) => ({ id: g.groupID, name: g.name }));
}
