import { defineHandlers } from "../../lib/handlers.ts";
import type { SharingService } from "./sharing-service.ts";

export function sharingHandlers(sharing: SharingService) {
  return defineHandlers({
    getSharedGroupsAndUsersByContent: async (request) =>
      sharing.sharedTargets(request.actor!, request.params.id, request.tenant),
    listGroupSharedDocuments: async (request) => sharing.groupDocuments(request.actor!, request.query.groupId),
    shareWithGroup: async (request, reply) => {
      const { created, share } = await sharing.shareWithGroup(request.actor!, request.tenant, request.body);
      reply.code(created ? 201 : 200);
      return share;
    },
    shareWithUser: async (request, reply) => {
      const { created, share } = await sharing.shareWithUser(request.actor!, request.body);
      reply.code(created ? 201 : 200);
      return share;
    },
    searchShareTargets: async (request) => sharing.searchTargets(request.actor!, request.tenant, request.query.keyword),
    searchUsersByEmail: async (request) => sharing.searchByEmail(request.actor!, request.body.email),
    findContentSharedWithMe: async (request) => {
      const size = request.query.pageSize ?? 10;
      return {
        data: await sharing.sharedWithMe(request.actor!, null, {
          skip: ((request.query.pageIndex ?? 1) - 1) * size,
          take: size,
        }),
      };
    },
    listSharedStandards: async (request) => {
      const size = request.query.size ?? 10;
      return sharing.sharedWithMe(request.actor!, "STANDARD", { skip: (request.query.page ?? 0) * size, take: size });
    },
    listSharedPublications: async (request) => {
      const size = request.query.size ?? 10;
      return sharing.sharedWithMe(request.actor!, "PUBLICATION", {
        skip: (request.query.page ?? 0) * size,
        take: size,
      });
    },
    listPublicationsSharedByMe: async (request) => {
      const size = request.query.size ?? 10;
      return sharing.sharedByMe(request.actor!, "PUBLICATION", { skip: (request.query.page ?? 0) * size, take: size });
    },
  });
}
