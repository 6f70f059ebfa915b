// Following a share link: its landing page's preview before sign-in, and the opening by a
// signed-in user of the same tenant, who must be entitled to the document (the link never grants
// access); every opening is logged (share-links-service.ts composes these).
import { type Actor, requireUser } from "../../lib/actor.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import { hashShareToken } from "./share-link-tokens.ts";
import { Gone, type ShareLinksDeps, shareLinkStatus } from "./share-links-common.ts";
import { SIGN_IN_TO } from "./sharing-common.ts";

export function createShareLinksOpenService(deps: ShareLinksDeps) {
  const { repo, entitlements } = deps;
  const clock = deps.clock ?? (() => new Date());
  return {
    /**
     * What a link leads to, for its landing page before sign-in: its status, the document's
     * designation and title and the sharer's name. Grants nothing and logs nothing.
     */
    async preview(tenantId: number, token: string) {
      const link = await repo.byTokenHash(tenantId, hashShareToken(token));
      if (!link) throw new NotFound("No such share link", "error.shareLink.notFound");
      return {
        status: shareLinkStatus(link, clock()),
        displayDesignation: link.document.displayDesignation,
        documentTitle: link.document.title,
        sharedBy: [link.createdBy.firstName, link.createdBy.lastName].filter(Boolean).join(" ").trim(),
        expiresAt: link.expiresAt?.toISOString() ?? null,
      };
    },

    /** Opens a link for the signed-in user of this tenant: logged whatever the outcome. */
    async open(actor: Actor, token: string) {
      const userId = requireUser(actor, SIGN_IN_TO);
      const link = await repo.byTokenHash(actor.tenantId, hashShareToken(token));
      if (!link) throw new NotFound("No such share link", "error.shareLink.notFound");
      const now = clock();
      const status = shareLinkStatus(link, now);
      if (status !== "ACTIVE") {
        await repo.logAccess(link.id, userId, status, now);
        throw new Gone(status === "REVOKED" ? "The link was revoked" : "The link has expired", {
          messageKey: status === "REVOKED" ? "error.shareLink.revoked" : "error.shareLink.expired",
        });
      }
      const entitled = await entitlements.isEntitled(
        actor,
        { publisherId: link.document.publisherId, collectionIds: link.document.collectionIds },
        { fresh: true },
      );
      await repo.logAccess(link.id, userId, entitled ? "GRANTED" : "NOT_ENTITLED", now);
      if (!entitled)
        throw new Forbidden("User is not entitled for the Document", {
          title: "User is not entitled for the Document",
          messageKey: "content-no-access",
        });
      return { contentID: link.documentId, contentCode: link.document.contentCode, documentTitle: link.document.title };
    },
  };
}
