// Making and governing share links: a signed-in individual who may open the document creates
// one; its creator or a tenant administrator lists it, revokes it and reads its openings
// (share-links-service.ts composes these).
import { randomBytes } from "node:crypto";
import { isTenantAdmin } from "../../lib/access-policy.ts";
import { type Actor, requireUser } from "../../lib/actor.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import { hashShareToken } from "./share-link-tokens.ts";
import { createShareLinkView, type ShareLinksDeps } from "./share-links-common.ts";
import { SIGN_IN_TO } from "./sharing-common.ts";

export type LinkExpiry = "ONE_DAY" | "SEVEN_DAYS" | "THIRTY_DAYS" | "NEVER";

const DAY_MS = 86_400_000;
const EXPIRY_DAYS: Record<LinkExpiry, number | null> = { ONE_DAY: 1, SEVEN_DAYS: 7, THIRTY_DAYS: 30, NEVER: null };

export function createShareLinksManageService(deps: ShareLinksDeps) {
  const { repo, documents } = deps;
  const clock = deps.clock ?? (() => new Date());
  const view = createShareLinkView(deps, clock);

  /** The link, if the caller created it or administers the tenant; 404 otherwise. */
  async function governed(actor: Actor, id: number) {
    const userId = requireUser(actor, SIGN_IN_TO);
    const link = await repo.byId(actor.tenantId, id);
    if (!link || (link.createdById !== userId && !isTenantAdmin(actor)))
      throw new NotFound(`No share link ${id}`, "error.shareLink.notFound");
    return link;
  }

  return {
    async create(actor: Actor, body: { contentID?: number; contentCode?: string; expiresIn: LinkExpiry }) {
      const userId = requireUser(actor, SIGN_IN_TO);
      const doc = await documents.byRef(actor.tenantId, body);
      if (actor.accountId === null)
        throw new Forbidden("User is not entitled for the Document", {
          title: "User is not entitled for the Document",
          messageKey: "content-no-access",
        });
      await documents.assertOpenable(actor, actor.accountId, [doc]);
      const days = EXPIRY_DAYS[body.expiresIn];
      const token = randomBytes(24).toString("base64url");
      const link = await repo.create({
        tenantId: actor.tenantId,
        documentId: doc.id,
        createdById: userId,
        tokenHash: hashShareToken(token),
        tokenSealed: deps.sealer.seal(token),
        expiresAt: days === null ? null : new Date(clock().getTime() + days * DAY_MS),
      });
      return view(link, actor.tenantCode);
    },

    async list(actor: Actor, req: { contentID?: number; scope: "mine" | "tenant"; page: number; size: number }) {
      const userId = requireUser(actor, SIGN_IN_TO);
      if (req.scope === "tenant" && !isTenantAdmin(actor))
        throw new Forbidden("Only the tenant's administrators see every link", { messageKey: "error.http.403" });
      const { total, rows } = await repo.list(
        {
          tenantId: actor.tenantId,
          ...(req.scope === "mine" ? { createdById: userId } : {}),
          ...(req.contentID !== undefined ? { documentId: req.contentID } : {}),
        },
        { skip: req.page * req.size, take: req.size },
      );
      return { content: rows.map((r) => view(r, actor.tenantCode)), totalElements: total, pageSize: req.size };
    },

    async revoke(actor: Actor, id: number) {
      const link = await governed(actor, id);
      await repo.revoke(actor.tenantId, link.id, actor.userId!, clock());
      return view((await repo.byId(actor.tenantId, link.id))!, actor.tenantCode);
    },

    async accesses(actor: Actor, id: number, page: { page: number; size: number }) {
      const link = await governed(actor, id);
      const { total, rows } = await repo.accesses(link.id, { skip: page.page * page.size, take: page.size });
      return {
        content: rows.map((a) => ({
          id: a.id,
          user: a.user
            ? { userId: a.user.id, firstName: a.user.firstName, lastName: a.user.lastName, email: a.user.email }
            : null,
          accessedDate: a.accessedAt.toISOString(),
          outcome: a.outcome as "GRANTED" | "EXPIRED" | "REVOKED" | "NOT_ENTITLED",
        })),
        totalElements: total,
        pageSize: page.size,
      };
    },
  };
}
