// The refusals of a delivery: not entitled (a COUNTER No_License), not downloadable (DRM mode or
// the document), no PDF; each answers with the tenant's message (document-access.ts composes
// these).
import type { Actor } from "../../lib/actor.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { UsageInput } from "../usage/usage-recorder.ts";
import { type DocumentAccessDeps, NOT_ENTITLED, type Tenant, tenantMessage } from "./document-access-types.ts";

export function createDocumentChecks(
  deps: DocumentAccessDeps,
  recordUsage: (actor: Actor, input: UsageInput) => Promise<void>,
) {
  const { repo, entitlements } = deps;

  const isEntitled = (actor: Actor, doc: { publisherId: number; collectionIds: number[] }) =>
    // Delivery decisions never use a cached scope (issue: "checked on the server every time").
    entitlements.isEntitled(actor, { publisherId: doc.publisherId, collectionIds: doc.collectionIds }, { fresh: true });

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

  return { isEntitled, assertEntitled, assertDownloadable, noPdf };
}

/** The tenant's no-PDF outcome: 404 with the tenant's content-no-pdf message key. */
export class NoPdf extends NotFound {
  override readonly params: string;
  constructor(messageKey: string, tenantName: string) {
    super("No PDF is available for this document", messageKey);
    this.params = tenantName;
  }
}
