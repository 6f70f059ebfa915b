// What every document call starts from (spec 1 §3, §5–§9): whether the tenant presents the
// document, whether the actor is entitled to its bytes, and the usage and "recently accessed"
// records an opening leaves. The sub-services of the documents module (page, details, delivery,
// media, lookups) share one of these, made by createDocumentsService.

import type { Actor } from "../../lib/actor.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { UsageInput, UsageRecorder } from "../usage/usage-recorder.ts";
import type { DocumentRow, DocumentsRepo } from "./documents-repo.ts";

export const CAN_NOT_FIND_CONTENT = "Can not find content";
export const NOT_ENTITLED = "User is not entitled for the Document";

export type Tenant = Awaited<ReturnType<DocumentsRepo["tenant"]>>;

/** The tenant's text for a message key (its access messages), or the fallback key. */
export const tenantMessage = (tenant: Tenant, key: string, fallback: string) => tenant.accessMessages[key] ?? fallback;

export interface DocumentAccessDeps {
  repo: DocumentsRepo;
  entitlements: EntitlementsService;
  clock: () => Date;
  /** Usage events, counted the COUNTER way (modules/usage). */
  usage: UsageRecorder;
  log?: { warn: (obj: object, msg: string) => void };
}

export function createDocumentAccess(deps: DocumentAccessDeps) {
  const { repo, entitlements, clock } = deps;

  const notFound = () => new NotFound(CAN_NOT_FIND_CONTENT, "error.content.not-found");

  async function visible(actor: Actor, contentCode: string): Promise<DocumentRow> {
    const doc = await repo.byContentCode(actor.tenantId, contentCode);
    if (!doc) throw notFound();
    return doc;
  }

  async function visibleById(actor: Actor, id: number): Promise<DocumentRow> {
    const doc = await repo.byId(actor.tenantId, id);
    if (!doc) throw notFound();
    return doc;
  }

  const isEntitled = (actor: Actor, doc: { publisherId: number; collectionIds: number[] }) =>
    // Delivery decisions never use a cached scope (issue: "checked on the server every time").
    entitlements.isEntitled(actor, { publisherId: doc.publisherId, collectionIds: doc.collectionIds }, { fresh: true });

  /**
   * Records a usage event; the reader gets the document (or its refusal) even when the write
   * fails, which is logged.
   */
  async function recordUsage(actor: Actor, input: UsageInput) {
    try {
      await deps.usage.record(actor, { at: clock(), ...input });
    } catch (err) {
      deps.log?.warn({ err: (err as Error).message, documentId: input.document?.id }, "could not record a usage event");
    }
  }

  /**
   * The entitlement check of every delivery: 403 with the tenant's no-access message. A refusal
   * of a document is a COUNTER No_License (a denial the usage report shows). `variant` names what
   * was refused (HTML, PDF, DOWNLOAD, …): each is its own link, so an HTML then a PDF refusal within
   * 30 s are two denials, while the same one twice is a double click (COUNTER 5.1 §7.3).
   */
  async function assertEntitled(
    actor: Actor,
    doc: {
      publisherId: number;
      collectionIds: number[];
      id?: number;
      contentType?: string;
      bookId?: number | null;
      contentCode?: string;
    },
    variant = "delivery",
  ) {
    if (await isEntitled(actor, doc)) return;
    if (doc.id !== undefined && doc.contentType !== undefined) {
      await recordUsage(actor, {
        kind: "DENIED",
        action: "no_license",
        document: { id: doc.id, contentType: doc.contentType, bookId: doc.bookId ?? null },
        variant,
        details: { contentCode: doc.contentCode, reason: "NOT_ENTITLED", action: variant },
      });
    }
    const tenant = await repo.tenant(actor.tenantId);
    throw new Forbidden(NOT_ENTITLED, {
      title: NOT_ENTITLED,
      messageKey: tenantMessage(tenant, "content-no-access-i18n-key", "content-no-access"),
    });
  }

  /**
   * Downloads (the PDF, the redline) are refused when the tenant reads in DRM mode or the
   * document is not downloadable, with the tenant's no-PDF message. Returns the tenant.
   */
  async function assertDownloadable(actor: Actor, ...docs: { downloadable: boolean }[]): Promise<Tenant> {
    const tenant = await repo.tenant(actor.tenantId);
    const noPdfKey = tenantMessage(tenant, "content-no-pdf", "content-no-pdf");
    if (tenant.drmView)
      throw new Forbidden("Documents of this library are read online only", {
        title: "Download not allowed",
        messageKey: noPdfKey,
      });
    if (docs.some((d) => !d.downloadable))
      throw new Forbidden("This document cannot be downloaded", {
        title: "Download not allowed",
        messageKey: noPdfKey,
      });
    return tenant;
  }

  async function noPdf(actor: Actor): Promise<never> {
    const tenant = await repo.tenant(actor.tenantId);
    throw new NoPdf(tenantMessage(tenant, "content-no-pdf", "content-no-pdf"), tenant.tenantName);
  }

  async function recordAccess(
    actor: Actor,
    doc: DocumentRow,
    kind: "VIEW" | "DOWNLOAD",
    details: Record<string, unknown>,
  ) {
    try {
      await repo.recordAccess(actor, doc.id, clock());
    } catch (err) {
      // The reader must get the document even if the history write fails; it is logged.
      deps.log?.warn({ err: (err as Error).message, documentId: doc.id }, "could not record a document access");
    }
    // A view or download of the content is a COUNTER request; the HTML and the PDF of one
    // document are different links for double-click filtering.
    await recordUsage(actor, {
      kind,
      action: "request",
      document: doc,
      variant: `${kind}:${String(details.format ?? "")}`,
      details: { contentCode: doc.contentCode, ...details },
    });
  }

  return {
    notFound,
    visible,
    visibleById,
    isEntitled,
    recordUsage,
    assertEntitled,
    assertDownloadable,
    noPdf,
    recordAccess,
  };
}

export type DocumentAccess = ReturnType<typeof createDocumentAccess>;

/** The tenant's no-PDF outcome: 404 with the tenant's content-no-pdf message key. */
export class NoPdf extends NotFound {
  override readonly params: string;
  constructor(messageKey: string, tenantName: string) {
    super("No PDF is available for this document", messageKey);
    this.params = tenantName;
  }
}
