// Share links (beyond the spec: links a company can govern). Rules:
//   - only a signed-in individual who may open the document creates a link to it;
//   - a link expires after 1, 7 or 30 days, or never, and its creator or a tenant administrator
//     (ADMIN) may revoke it at any time;
//   - opening a link needs a signed-in user of the same tenant (another tenant's token is 404)
//     who is entitled to the document: the link never grants access; an expired or revoked
//     link is 410 Gone;
//   - every opening is logged (GRANTED, or EXPIRED, REVOKED, NOT_ENTITLED), readable by the
//     link's creator and the tenant's administrators only (others: 404).
import { randomBytes } from "node:crypto";
import { isTenantAdmin } from "../../lib/access-policy.ts";
import { type Actor, requireUser } from "../../lib/actor.ts";
import { AppError, Forbidden, NotFound } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { ShareDocuments } from "./share-documents.ts";
import { hashShareToken, type ShareTokenSealer } from "./share-link-tokens.ts";
import type { ShareLinkRow, ShareLinksRepo } from "./share-links-repo.ts";

export type LinkExpiry = "ONE_DAY" | "SEVEN_DAYS" | "THIRTY_DAYS" | "NEVER";

/**
 * Completes the 403 of an anonymous session: "Sign in to use groups", the detail sharing has
 * answered since it shared the groups' check.
 */
const SIGN_IN_TO = "use groups";

const DAY_MS = 86_400_000;
const EXPIRY_DAYS: Record<LinkExpiry, number | null> = { ONE_DAY: 1, SEVEN_DAYS: 7, THIRTY_DAYS: 30, NEVER: null };

/** 410: the link existed but no longer opens. */
export class Gone extends AppError {
  readonly status = 410;
  readonly title = "Gone";
}

export function createShareLinksService(deps: {
  repo: ShareLinksRepo;
  documents: ShareDocuments;
  entitlements: EntitlementsService;
  publicBaseUrl: string;
  /** Seals tokens at rest and opens them for the links page (share-link-tokens.ts says why). */
  sealer: ShareTokenSealer;
  clock?: () => Date;
}) {
  const { repo, documents, entitlements } = deps;
  const clock = deps.clock ?? (() => new Date());
  const base = deps.publicBaseUrl.replace(/\/+$/, "");

  function statusOf(link: { expiresAt: Date | null; revokedAt: Date | null }, now: Date) {
    if (link.revokedAt) return "REVOKED" as const;
    if (link.expiresAt && link.expiresAt <= now) return "EXPIRED" as const;
    return "ACTIVE" as const;
  }

  function view(link: ShareLinkRow, tenantCode: string) {
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
      status: statusOf(link, clock()),
      accessCount: link._count.accesses,
    };
  }

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

    /**
     * What a link leads to, for its landing page before sign-in: its status, the document's
     * designation and title and the sharer's name. Grants nothing and logs nothing.
     */
    async preview(tenantId: number, token: string) {
      const link = await repo.byTokenHash(tenantId, hashShareToken(token));
      if (!link) throw new NotFound("No such share link", "error.shareLink.notFound");
      return {
        status: statusOf(link, clock()),
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
      const status = statusOf(link, now);
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

export type ShareLinksService = ReturnType<typeof createShareLinksService>;
