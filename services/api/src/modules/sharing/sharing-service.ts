// Sharing and shared-with-me (spec 2 §2, §5–§7). Rules enforced here (the contract's guards
// add: signed-in individual users, the tenant's content-share feature):
//   - a document is shared only by a user who may open it (the tenant presents it, else 404;
//     the selected account is entitled, else the no-access 403); sharing never grants access —
//     the recipient's own entitlement decides when they open it;
//   - with a user of the tenant (by id or e-mail), or with a valid e-mail that matches no user:
//     an external user, recorded as such (externalUser) and invited by e-mail;
//   - with a group the sharer belongs to, only with the tenant's group-enable feature (403);
//     the document joins the group's documents and every other member gets an e-mail;
//   - sharing twice with the same recipient answers the existing share and sends nothing;
//   - searches need more than 2 characters after trimming.
import type { SharingServiceDeps } from "./sharing-common.ts";
import { createSharedListOps } from "./sharing-lists-service.ts";
import { createShareTargetOps } from "./sharing-targets-service.ts";
import { createShareWriteOps } from "./sharing-writes-service.ts";

export { type SharingServiceDeps, sharedDocument, TARGET_SEARCH_LIMIT } from "./sharing-common.ts";

export function createSharingService(deps: SharingServiceDeps) {
  return {
    ...createShareTargetOps(deps),
    ...createSharedListOps(deps),
    ...createShareWriteOps(deps),
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
