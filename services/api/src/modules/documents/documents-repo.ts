// Document queries, by sub-domain in their own files; this composes them into the one repository
// the documents module and its neighbours use. The scope (visibleTo) is in documents-scope.ts.
import type { Db } from "@norma/db";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { createDocumentEditionsQueries } from "./documents-editions-queries.ts";
import { createDocumentMediaQueries } from "./documents-media-queries.ts";
import { createDocumentReaderQueries } from "./documents-reader-queries.ts";
import { createDocumentRelatedQueries } from "./documents-related-queries.ts";
import { createDocumentSupersessionQueries } from "./documents-supersession-queries.ts";

export { DOCUMENT_INCLUDE, type DocumentRow, type VersionRow, visibleTo } from "./documents-scope.ts";

/** `settings`: the tenant's settings come from the read model (tenants/tenant-settings.ts), not the tenant tables. */
export function createDocumentsRepo(db: Db, settings: TenantSettingsReader) {
  return {
    db,
    ...createDocumentEditionsQueries(db),
    ...createDocumentRelatedQueries(db),
    ...createDocumentMediaQueries(db),
    ...createDocumentSupersessionQueries(db),
    ...createDocumentReaderQueries(db, settings),
  };
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
