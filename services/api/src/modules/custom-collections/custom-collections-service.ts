// Custom collections (spec 2 §2, §7; spec 3 §2): a per-account list of documents, shown in a
// table sortable on designation (ALPHA_ASC / ALPHA_DESC), 10, 20, 50 or 100 a page, with a
// download icon. Only for accounts with the custom collection flag (403 otherwise), company
// sessions included: the flag is the account's.
import type { Actor } from "../../lib/actor.ts";
import type { BulkVerdict } from "../../lib/bulk-verdict.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { DocumentsService } from "../documents/documents-service.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { CustomCollectionsRepo } from "./custom-collections-repo.ts";

export type CollectionSort = "ALPHA_ASC" | "ALPHA_DESC";

const NOT_ENABLED = "Custom collection is not enabled for this account";

export function createCustomCollectionsService(deps: {
  repo: CustomCollectionsRepo;
  documents: DocumentsService;
  entitlements: EntitlementsService;
}) {
  const { repo, documents, entitlements } = deps;

  async function accountOf(actor: Actor) {
    const account = actor.accountId !== null ? await repo.account(actor.tenantId, actor.accountId) : null;
    if (!account?.customCollection)
      throw new Forbidden(NOT_ENABLED, { title: NOT_ENABLED, messageKey: "error.customCollection.notEnabled" });
    return { accountId: actor.accountId!, drm: account.tenant.drmView };
  }

  return {
    async page(actor: Actor, req: { sortType: CollectionSort; pageSize: number; offset: number }) {
      const { accountId, drm } = await accountOf(actor);
      const { total, rows } = await repo.page(actor.tenantId, accountId, {
        direction: req.sortType === "ALPHA_DESC" ? "desc" : "asc",
        skip: req.offset * req.pageSize,
        take: req.pageSize,
      });
      return {
        value: {
          content: rows.map((d) => ({
            contentID: d.id,
            contentCode: d.contentCode,
            designation: d.displayDesignation,
            title: d.title,
            publisherName: d.publisher.name,
            downloadable: d.downloadable && !drm && d.assets.length > 0,
          })),
          totalElements: total,
          totalItems: total,
          pageSize: req.pageSize,
        },
      };
    },

    /** The account's collections, to choose one (a bulk action's target). */
    async collections(actor: Actor) {
      const { accountId } = await accountOf(actor);
      return { collections: await repo.collections(actor.tenantId, accountId) };
    },

    /**
     * Adds many documents to one of the account's collections (bulk action, issue 29 §2): the
     * account's flag (403), its own collection (404), documents the account may open; each
     * document's outcome. One statement adds them all.
     */
    async addMany(
      actor: Actor,
      collectionId: number,
      docs: { id: number; publisherId: number; collectionIds: number[] }[],
    ): Promise<Map<number, BulkVerdict>> {
      const { accountId } = await accountOf(actor);
      if (!(await repo.ownCollection(actor.tenantId, accountId, collectionId)))
        throw new NotFound(`No custom collection ${collectionId}`, "error.customCollection.notFound");
      const scope = await entitlements.scopeOf(actor, { fresh: true });
      const verdicts = new Map<number, BulkVerdict>(
        docs.map((d) => [
          d.id,
          entitlements.covers(scope, { publisherId: d.publisherId, collectionIds: d.collectionIds })
            ? null
            : "not-entitled",
        ]),
      );
      const wanted = docs.filter((d) => verdicts.get(d.id) === null).map((d) => d.id);
      const added = await repo.addItems(collectionId, wanted);
      for (const id of wanted) verdicts.set(id, added.has(id) ? "done" : "already");
      return verdicts;
    },

    /** The table's download icon: a document of the collection, under the rules of any download. */
    async download(actor: Actor, contentCode: string) {
      const { accountId } = await accountOf(actor);
      if (!(await repo.contains(actor.tenantId, accountId, contentCode)))
        throw new NotFound(`${contentCode} is not in the custom collection`, "error.customCollection.notFound");
      return documents.download(actor, contentCode, false);
    },
  };
}

export type CustomCollectionsService = ReturnType<typeof createCustomCollectionsService>;
