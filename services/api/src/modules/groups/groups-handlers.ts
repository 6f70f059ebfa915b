import { defineHandlers } from "../../lib/handlers.ts";
import type { GroupsService } from "./groups-service.ts";

export function groupsHandlers(groups: GroupsService) {
  return defineHandlers({
    listGroups: async (request) => groups.list(request.actor!, request.query.accountId),
    listGroupsByCurrentAccount: async (request) => groups.listByCurrentAccount(request.actor!),
    getGroupDetail: async (request) => groups.detail(request.actor!, request.query.groupId),
    createGroup: async (request, reply) => {
      reply.code(201);
      return groups.create(request.actor!, request.body);
    },
    updateGroup: async (request) => groups.update(request.actor!, request.body),
    updateGroupName: async (request) => groups.updateName(request.actor!, request.body),
    updateGroupMembers: async (request) => groups.updateMembers(request.actor!, request.body),
    updateGroupContents: async (request) => groups.updateContents(request.actor!, request.body),
    deleteGroup: async (request, reply) => {
      await groups.delete(request.actor!, request.params.groupId);
      return reply.code(204).send();
    },
    sendMailToGroup: async (request) => groups.sendMail(request.actor!, request.body),
    searchUsers: async (request) =>
      groups.searchUsers(request.actor!, request.body.fullName, {
        pageIndex: request.query.pageIndex ?? 1,
        pageSize: request.query.pageSize ?? 100,
      }),
    searchGroupDocuments: async (request) =>
      groups.searchDocuments(request.actor!, request.body.keywords, request.query.size ?? 100),
  });
}
