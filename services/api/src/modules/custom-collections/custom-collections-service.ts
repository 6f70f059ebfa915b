// Custom collections (spec 2 §2, §7; spec 3 §2): a per-account list of documents, shown in a
// table sortable on designation (ALPHA_ASC / ALPHA_DESC), 10, 20, 50 or 100 a page, with a
// download icon. Only for accounts with the custom collection flag (403 otherwise), company
// sessions included: the flag is the account's.
import type { Actor } from "../../lib/actor.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { DocumentsService } from "../documents/documents-service.ts";
import type { CustomCollectionsRepo } from "./custom-collections-repo.ts";

export type CollectionSort = "ALPHA_ASC" | "ALPHA_DESC";

const NOT_ENABLED = "Custom collection is not enabled for this account";

export function createCustomCollectionsService(deps: { repo: CustomCollectionsRepo; documents: DocumentsService }) {
  const { repo, documents } = deps;

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
