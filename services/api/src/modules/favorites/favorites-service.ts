// Favourites (spec 1 §3–§5, §7; spec 3 §2 home tab): a signed-in user's documents, sorted by
// title (ascending by default; the home tab asks for page 0, size 6).
// Rules: anonymous company sessions cannot favourite (403 error.signed-in-required, the reader
// sends them to sign in); only documents the account is entitled to; allowToFavorite respected;
// adding twice answers the existing favourite.
import { type Actor, requireUser } from "../../lib/actor.ts";
import type { BulkVerdict } from "../../lib/bulk-verdict.ts";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import { listedDocument, type PageRequest } from "../../lib/listed-document.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { FavoriteRow, FavoritesRepo } from "./favorites-repo.ts";

/** What the favourite rules need to know about a document. */
export type FavorableDocument = { id: number; publisherId: number; collectionIds: number[]; allowToFavorite: boolean };

const favoriteDocument = (row: FavoriteRow) => ({
  id: row.id,
  createdDate: row.createdAt.toISOString(),
  document: listedDocument(row.document),
});

/** `document.documentTitle[,asc|desc]` → direction (the pattern is checked by the contract). */
export function sortDirection(sort: string | undefined): "asc" | "desc" {
  return sort?.split(",")[1]?.toLowerCase() === "desc" ? "desc" : "asc";
}

type FavoritesDeps = { repo: FavoritesRepo; entitlements: EntitlementsService };

/**
 * Adds many documents to the favourites (bulk action, issue 29 §2) under the rules of add():
 * entitlement (the scope read once, fresh) and allowToFavorite; each document's outcome. One
 * statement adds them all, so none is half added.
 */
async function addManyFavorites(
  { repo, entitlements }: FavoritesDeps,
  actor: Actor,
  docs: FavorableDocument[],
): Promise<Map<number, BulkVerdict>> {
  const userId = requireUser(actor, "keep favourites");
  const scope = await entitlements.scopeOf(actor, { fresh: true });
  const verdicts = new Map<number, BulkVerdict>(
    docs.map((d) => [
      d.id,
      !entitlements.covers(scope, { publisherId: d.publisherId, collectionIds: d.collectionIds })
        ? "not-entitled"
        : d.allowToFavorite
          ? null
          : "not-allowed",
    ]),
  );
  const wanted = docs.filter((d) => verdicts.get(d.id) === null).map((d) => d.id);
  const added = await repo.addMany(actor.tenantId, userId, wanted);
  for (const id of wanted) verdicts.set(id, added.has(id) ? "done" : "already");
  return verdicts;
}

export function createFavoritesService(deps: FavoritesDeps) {
  const { repo, entitlements } = deps;

  async function favorable(tenantId: number, ref: { contentCode?: string; contentId?: number }, field: string) {
    const doc =
      ref.contentCode !== undefined
        ? await repo.document(tenantId, { contentCode: ref.contentCode })
        : ref.contentId !== undefined
          ? await repo.document(tenantId, { id: ref.contentId })
          : undefined;
    if (doc === undefined) {
      throw BadRequest.field("favorite", field, "NotNull", "contentCode or contentId is required");
    }
    if (!doc) throw new NotFound(`No document ${ref.contentCode ?? ref.contentId}`, "error.document.notFound");
    return doc;
  }

  async function assertFavorable(actor: Actor, doc: NonNullable<Awaited<ReturnType<FavoritesRepo["document"]>>>) {
    await entitlements.assertEntitled(actor, { publisherId: doc.publisherId, collectionIds: doc.collectionIds });
    if (!doc.allowToFavorite) {
      throw new BadRequest(`${doc.displayDesignation} cannot be added to favourites`, {
        messageKey: "error.favorite.notAllowed",
        params: "favorite",
        entityAlert: true,
      });
    }
  }

  return {
    async list(actor: Actor, req: PageRequest & { sort?: string }) {
      const userId = requireUser(actor, "keep favourites");
      const [count, rows] = await Promise.all([
        repo.count(actor.tenantId, userId),
        repo.list(actor.tenantId, userId, {
          skip: req.page * req.size,
          take: req.size,
          direction: sortDirection(req.sort),
        }),
      ]);
      return { count, result: rows.map(favoriteDocument) };
    },

    /** POST /api/content-favorites: adds a favourite (or answers the existing one). */
    async add(
      actor: Actor,
      body: { contentCode?: string; contentId?: number; document?: { contentCode?: string; contentId?: number } },
    ) {
      const userId = requireUser(actor, "keep favourites");
      // The favourite entity (document{contentCode, …}, spec 3 §3) or the flat form.
      const ref = {
        contentCode: body.contentCode ?? body.document?.contentCode,
        contentId: body.contentId ?? body.document?.contentId,
      };
      const named = body.contentCode === undefined && body.contentId === undefined && body.document !== undefined;
      const doc = await favorable(actor.tenantId, ref, named ? "document.contentCode" : "contentCode");
      await assertFavorable(actor, doc);
      const { row, created } = await repo.add(actor.tenantId, userId, doc.id);
      return { created, favorite: favoriteDocument(row) };
    },

    addMany: (actor: Actor, docs: FavorableDocument[]) => addManyFavorites(deps, actor, docs), // issue 29 §2

    async remove(actor: Actor, id: number): Promise<void> {
      const userId = requireUser(actor, "keep favourites");
      const { count } = await repo.remove(actor.tenantId, userId, { id });
      if (count === 0) throw new NotFound(`No favourite ${id}`, "error.favorite.notFound");
    },

    /**
     * PUT /api/favorite-documents: sets whether a document is a favourite (idempotent). The body is
     * the favourite entity of the lists (id and/or document.contentCode) with `favorite`.
     */
    async set(actor: Actor, body: { id?: number; document?: { contentCode?: string }; favorite?: boolean }) {
      const userId = requireUser(actor, "keep favourites");
      const wanted = body.favorite ?? true;
      let contentCode = body.document?.contentCode;
      if (body.id !== undefined) {
        const row = await repo.byId(actor.tenantId, userId, body.id);
        if (!row) throw new NotFound(`No favourite ${body.id}`, "error.favorite.notFound");
        if (contentCode !== undefined && contentCode !== row.document.contentCode) {
          throw BadRequest.field(
            "favorite",
            "document.contentCode",
            "Pattern",
            "is not the document of this favourite",
          );
        }
        contentCode = row.document.contentCode;
      }
      const doc = await favorable(actor.tenantId, { contentCode }, "document.contentCode");
      if (!wanted) {
        await repo.remove(actor.tenantId, userId, { documentId: doc.id });
        return { id: null, favorite: false, createdDate: null, document: listedDocument(doc) };
      }
      await assertFavorable(actor, doc);
      const { row } = await repo.add(actor.tenantId, userId, doc.id);
      return { ...favoriteDocument(row), favorite: true };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
