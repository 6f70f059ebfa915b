// Share links (beyond the spec: links a company can govern). Rules:
//   - only a signed-in individual who may open the document creates a link to it;
//   - a link expires after 1, 7 or 30 days, or never, and its creator or a tenant administrator
//     (ADMIN) may revoke it at any time;
//   - opening a link needs a signed-in user of the same tenant (another tenant's token is 404)
//     who is entitled to the document: the link never grants access; an expired or revoked
//     link is 410 Gone;
//   - every opening is logged (GRANTED, or EXPIRED, REVOKED, NOT_ENTITLED), readable by the
//     link's creator and the tenant's administrators only (others: 404).

import type { ShareLinksDeps } from "./share-links-common.ts";
import { createShareLinksManageService } from "./share-links-manage-service.ts";
import { createShareLinksOpenService } from "./share-links-open-service.ts";

export { Gone } from "./share-links-common.ts";
export type { LinkExpiry } from "./share-links-manage-service.ts";

export function createShareLinksService(deps: ShareLinksDeps) {
  return {
    ...createShareLinksManageService(deps),
    ...createShareLinksOpenService(deps),
  };
}

export type ShareLinksService = ReturnType<typeof createShareLinksService>;
