// Whom a document can be shared with: the share dialog's targets already sent, and the search of
// users and groups (spec 2 §5).
import { type Actor, requireUser } from "../../lib/actor.ts";
import { searchText } from "../../lib/search-text.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import { groupTarget, type SharingServiceDeps, SIGN_IN_TO, TARGET_SEARCH_LIMIT, userTarget } from "./sharing-common.ts";

export function createShareTargetOps(deps: SharingServiceDeps) {
  const { repo, documents } = deps;

  return {
    /** GET /api/contentShare/getSharedGroupAndUserByContentID/{id}: the share dialog's 'sent'. */
    async sharedTargets(actor: Actor, contentId: number, tenant: TenantContext) {
      const userId = requireUser(actor, SIGN_IN_TO);
      const doc = await documents.byRef(actor.tenantId, { contentID: contentId });
      const shares = await repo.userSharesOf(actor.tenantId, userId, doc.id);
      const groups =
        tenant.features["group-enable"] === true ? await repo.groupsWithDocument(actor.tenantId, userId, doc.id) : [];
      return {
        userList: shares.map((s) =>
          s.sharedWithUser
            ? userTarget(s.sharedWithUser)
            : {
                id: null,
                name: s.sharedWithEmail ?? "",
                email: s.sharedWithEmail,
                isGroup: false,
                isExternalUser: true,
              },
        ),
        groupList: groups.map(groupTarget),
      };
    },

    /** GET /api/contentShare/searchUsersAndGroups?keyword. */
    async searchTargets(actor: Actor, tenant: TenantContext, keyword: string) {
      const userId = requireUser(actor, SIGN_IN_TO);
      const q = searchText("shareSearch", "keyword", keyword);
      if (actor.accountId === null) return [];
      const users = await repo.searchAccountUsers(actor.tenantId, actor.accountId, userId, q, TARGET_SEARCH_LIMIT);
      const groups =
        tenant.features["group-enable"] === true
          ? await repo.searchGroups(actor.tenantId, actor.accountId, userId, q, TARGET_SEARCH_LIMIT)
          : [];
      return [...users.map(userTarget), ...groups.map(groupTarget)];
    },

    /** POST /api/user/searchUsersByEmail: the user with the e-mail, else an external user. */
    async searchByEmail(actor: Actor, email: string) {
      requireUser(actor, SIGN_IN_TO);
      const user = await repo.userByEmail(actor.tenantId, email);
      if (user) return userTarget(user);
      const normalised = email.trim().toLowerCase();
      return { id: null, name: normalised, email: normalised, isGroup: false, isExternalUser: true };
    },
  };
}
