// Help resources (spec 1 §2 help menu, spec 3 §2 user resources, §7), composed of its
// sub-services, each in its own file:
//   - help-documents-service.ts: the help PDFs of the tenant;
//   - marc-lists-service.ts: the MARC lists, read, streamed and cached (marc-records.ts builds
//     the records, marc.ts encodes them).
//
// What they serve:
//   - help PDFs of the tenant (help_documents, stored as blobs);
//   - MARC 21 records made from the catalogue: the journals (one serial record per journal),
//     the manuals (one record per edition) and the standards-abbreviation list (one record per
//     current standard, with its designation as the abbreviated title), as binary MARC (.mrc)
//     or MARCXML. They are made from the tenant's own publisher's catalogue (all of the
//     tenant's publishers when it has none).
//
// A list is streamed as it is made: the catalogue is read in batches (keyset pagination) and
// each batch's records are encoded and sent before the next is read, so a list of a million
// documents costs one batch of memory, not the whole file. Lists that come out small are kept
// for an hour in a cache bounded by bytes (a file over the entry limit is never kept).
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { createHelpDocumentsService } from "./help-documents-service.ts";
import type { MarcCacheLimits } from "./help-types.ts";
import { createMarcListsService } from "./marc-lists-service.ts";

export {
  type FileReply,
  MARC_FORMATS,
  MARC_TITLES,
  type MarcCacheLimits,
  type MarcFormat,
  type MarcTitle,
} from "./help-types.ts";
export { fixedField008 } from "./marc-records.ts";

export interface HelpServiceDeps {
  db: Db;
  /** The tenant's own and presented publishers (the MARC lists' scope) come from the read model. */
  settings: TenantSettingsReader;
  storage: BlobStorage;
  publicBaseUrl: string;
  clock?: () => Date;
  marcCache?: Partial<MarcCacheLimits>;
  /** Documents read per query while a list is made (default 2 000). */
  marcBatchSize?: number;
}

export function createHelpService(deps: HelpServiceDeps) {
  return {
    ...createHelpDocumentsService({ db: deps.db, storage: deps.storage }),
    ...createMarcListsService({
      db: deps.db,
      settings: deps.settings,
      publicBaseUrl: deps.publicBaseUrl,
      clock: deps.clock ?? (() => new Date()),
      marcCache: deps.marcCache,
      marcBatchSize: deps.marcBatchSize,
    }),
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
