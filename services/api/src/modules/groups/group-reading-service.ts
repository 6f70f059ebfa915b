// Reading groups (spec 2 §5, §9): the user's groups of an account, one group's detail, and the
// member and document pickers (searches of more than 2 characters).
import { type Actor, requireUser } from "../../lib/actor.ts";
import { NotFound } from "../../lib/errors.ts";
import { searchText } from "../../lib/search-text.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import { type GroupAccess, SIGN_IN_TO } from "./group-access.ts";
import { byName, detailView, groupDocument, groupView } from "./group-views.ts";
import type { GroupsRepo } from "./groups-repo.ts";

export function createGroupReadingService(deps: {
  repo: GroupsRepo;
  entitlements: EntitlementsService;
  access: GroupAccess;
}) {
  const { repo, entitlements } = deps;
  const { memberView } = deps.access;

  return {
    /** GET /api/group/list?accountId: one of the user's accounts, else 404. */
    async list(actor: Actor, accountId: number) {
      const userId = requireUser(actor, SIGN_IN_TO);
      if (!(await repo.isAccountMember(actor.tenantId, accountId, userId)))
        throw new NotFound(`No account ${accountId}`, "error.account.notFound");
      return (await repo.list(actor.tenantId, accountId, userId)).sort(byName).map(groupView);
    },

    async listByCurrentAccount(actor: Actor) {
      const userId = requireUser(actor, SIGN_IN_TO);
      if (actor.accountId === null) return [];
      return (await repo.list(actor.tenantId, actor.accountId, userId)).sort(byName).map(groupView);
    },

    async detail(actor: Actor, groupId: number) {
      return detailView(await memberView(actor, groupId));
    },

    /** POST /api/user/searchUsers: users of the selected account by name (the member picker). */
    async searchUsers(actor: Actor, fullName: string, page: { pageIndex: number; pageSize: number }) {
      requireUser(actor, SIGN_IN_TO);
      const q = searchText("userSearch", "fullName", fullName);
      if (actor.accountId === null) return { content: [], totalElements: 0, pageSize: page.pageSize };
      const { total, rows } = await repo.searchAccountUsers(actor.tenantId, actor.accountId, q, {
        skip: (page.pageIndex - 1) * page.pageSize,
        take: page.pageSize,
      });
      return {
        content: rows.map((u) => ({ userId: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email })),
        totalElements: total,
        pageSize: page.pageSize,
      };
    },

    /** POST /api/group/documents/search/type-ahead: documents the user may open (the document picker). */
    async searchDocuments(actor: Actor, keywords: string, size: number) {
      requireUser(actor, SIGN_IN_TO);
      const q = searchText("documentSearch", "keywords", keywords);
      const scope = await entitlements.scopeOf(actor);
      if (scope.publisherIds.length === 0 && scope.collectionIds.length === 0) return [];
      return (await repo.searchDocuments(actor.tenantId, scope, q, size)).map(groupDocument);
    },
  };
}
