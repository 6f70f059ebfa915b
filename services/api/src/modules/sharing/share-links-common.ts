// What the share-link operations share: the links' deps, their status and the view of a link
// the replies are made of, and 410 Gone (share-links-service.ts composes the operations).
import { AppError } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { ShareDocuments } from "./share-documents.ts";
import type { ShareTokenSealer } from "./share-link-tokens.ts";
import type { ShareLinkRow, ShareLinksRepo } from "./share-links-repo.ts";

export interface ShareLinksDeps {
  repo: ShareLinksRepo;
  documents: ShareDocuments;
  entitlements: EntitlementsService;
  publicBaseUrl: string;
  /** Seals tokens at rest and opens them for the links page (share-link-tokens.ts says why). */
  sealer: ShareTokenSealer;
  clock?: () => Date;
}

/** 410: the link existed but no longer opens. */
export class Gone extends AppError {
  readonly status = 410;
  readonly title = "Gone";
}

export function shareLinkStatus(link: { expiresAt: Date | null; revokedAt: Date | null }, now: Date) {
  if (link.revokedAt) return "REVOKED" as const;
  if (link.expiresAt && link.expiresAt <= now) return "EXPIRED" as const;
  return "ACTIVE" as const;
}

/** A link as the replies show it: its address (while its token can be opened), document, creator and status. */
export function createShareLinkView(deps: Pick<ShareLinksDeps, "publicBaseUrl" | "sealer">, clock: () => Date) {
  const base = deps.publicBaseUrl.replace(/\/+$/, "");
  return function view(link: ShareLinkRow, tenantCode: string) {
    const u = link.createdBy;
    // A link sealed under another key (SHARE_LINK_KEY changed) still opens — lookup is by hash —
    // but its address cannot be shown again: null, and the reader offers no copy.
    const token = link.tokenSealed ? deps.sealer.open(link.tokenSealed) : link.legacyToken;
    return {
      id: link.id,
      token,
      url: token === null ? null : `${base}/share/${token}?tenant=${encodeURIComponent(tenantCode)}`,
      contentID: link.documentId,
      contentCode: link.document.contentCode,
      documentTitle: link.document.title,
      expiresAt: link.expiresAt?.toISOString() ?? null,
      revokedAt: link.revokedAt?.toISOString() ?? null,
      createdDate: link.createdAt.toISOString(),
      createdBy: { userId: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
      status: shareLinkStatus(link, clock()),
      accessCount: link._count.accesses,
    };
  };
}
