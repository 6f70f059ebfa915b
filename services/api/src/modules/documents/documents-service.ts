// The documents module's service (spec 1 §2–§3, §5–§9; spec 2 §7–§8), composed of its
// sub-services, each in its own file:
//   - document-access.ts: visibility (a document the tenant does not present, or an unknown id,
//     is 404 'Can not find content'), the entitlement and download checks, usage and access records;
//   - document-page-service.ts: the document page (metadata, versions, translations, tabs);
//   - document-details-service.ts: additional details, related content, work items;
//   - document-delivery-service.ts: the PDF, the HTML, the whole book, the download, verify;
//   - document-media-service.ts: videos, tutorials, e-learning;
//   - document-lookups-service.ts: the legacy-link resolver and the tracking reply;
//   - document-changes-service.ts: what changed in an edition, clause by clause.

import type { BlobStorage } from "@norma/db/storage";
import type { Actor } from "../../lib/actor.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { UsageRecorder } from "../usage/usage-recorder.ts";
import { createDocumentAccess } from "./document-access.ts";
import { createDocumentChangesRepo } from "./document-changes-repo.ts";
import { createDocumentChangesService } from "./document-changes-service.ts";
import { createDocumentDeliveryService } from "./document-delivery-service.ts";
import { createDocumentDetailsService } from "./document-details-service.ts";
import { createDocumentLookupsService } from "./document-lookups-service.ts";
import { createDocumentMediaService } from "./document-media-service.ts";
import { createDocumentPageService } from "./document-page-service.ts";
import type { DocumentsRepo } from "./documents-repo.ts";
import type { FingerprintMarker } from "./sanitizer-fingerprints.ts";
import type { HtmlSanitizer } from "./sanitizer-pool.ts";

export interface DocumentsServiceDeps {
  repo: DocumentsRepo;
  storage: BlobStorage;
  entitlements: EntitlementsService;
  clock?: () => Date;
  /** Usage events, counted the COUNTER way (modules/usage). */
  usage: UsageRecorder;
  log?: { warn: (obj: object, msg: string) => void; error?: (obj: object, msg: string) => void };
  /** Whether revision alerts cannot go out now (the tracking service answers; see getContentTracking). */
  trackerUnavailable?: (actor: Actor) => Promise<boolean>;
  /** Sanitises document HTML off the event loop (the API's thread pool; inline when not given). */
  sanitizer?: HtmlSanitizer;
  /** The sanitiser's fingerprint in the stored copies' keys (default: this build's). */
  sanitizerFingerprint?: string;
  /** Marks the sanitiser fingerprint in use (sanitizer-fingerprints.ts). */
  markSanitizerFingerprint?: FingerprintMarker;
}

export function createDocumentsService(deps: DocumentsServiceDeps) {
  const { repo } = deps;
  const access = createDocumentAccess({
    repo,
    entitlements: deps.entitlements,
    clock: deps.clock ?? (() => new Date()),
    usage: deps.usage,
    log: deps.log,
  });
  return {
    /** The entitlement check of every delivery (compare uses it too). */
    assertEntitled: access.assertEntitled,
    recordUsage: access.recordUsage,
    /** Throws the tenant's no-PDF outcome. */
    noPdf: access.noPdf,
    /** The download checks (DRM mode, downloadable) the redline download shares. */
    assertDownloadable: access.assertDownloadable,
    ...createDocumentPageService({ repo, access }),
    ...createDocumentDetailsService({ repo, access }),
    ...createDocumentDeliveryService({
      repo,
      storage: deps.storage,
      access,
      log: deps.log,
      sanitizer: deps.sanitizer,
      sanitizerFingerprint: deps.sanitizerFingerprint,
      markSanitizerFingerprint: deps.markSanitizerFingerprint,
    }),
    ...createDocumentMediaService({ repo, access }),
    ...createDocumentLookupsService({ repo, access, trackerUnavailable: deps.trackerUnavailable }),
    ...createDocumentChangesService({
      repo: createDocumentChangesRepo(repo.db),
      access,
      clock: deps.clock ?? (() => new Date()),
    }),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
