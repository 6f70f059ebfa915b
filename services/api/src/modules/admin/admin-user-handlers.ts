// The console's users (with their invitations) and accounts, in the administered tenants' scope
// (admin-handlers.ts composes these).
import { administeredTenantScope } from "../../lib/access-policy.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import { parseListQuery } from "./ra-query.ts";
import { ACCOUNT_SORTS, USER_SORTS, type UsersAdminService } from "./users-admin-service.ts";

export function userAdminHandlers(deps: { users: UsersAdminService }) {
  const { users } = deps;
  return defineHandlers({
    listAdminUsers: async (request, reply) => {
      const q = parseListQuery(request.query, USER_SORTS, ["id", "asc"]);
      const { items, range } = await users.listUsers(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },
    getAdminUser: async (request) => users.getUser(administeredTenantScope(request.actor!), request.params.id),
    createAdminUser: async (request, reply) => {
      const made = await users.createUser(
        request.actor!,
        administeredTenantScope(request.actor!),
        request.body,
        request.ip,
      );
      return reply.code(201).send(made);
    },
    inviteAdminUser: async (request, reply) => {
      const sent = await users.inviteUser(
        request.actor!,
        administeredTenantScope(request.actor!),
        request.params.id,
        request.ip,
      );
      return reply.code(202).send(sent);
    },
    updateAdminUser: async (request) =>
      users.updateUser(
        request.actor!,
        administeredTenantScope(request.actor!),
        request.params.id,
        request.body,
        request.ip,
      ),

    listAdminAccounts: async (request, reply) => {
      const q = parseListQuery(request.query, ACCOUNT_SORTS, ["id", "asc"]);
      const { items, range } = await users.listAccounts(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },
    getAdminAccount: async (request) => users.getAccount(administeredTenantScope(request.actor!), request.params.id),
    updateAdminAccount: async (request) =>
      users.updateAccount(
        request.actor!,
        administeredTenantScope(request.actor!),
        request.params.id,
        request.body,
        request.ip,
      ),
  });
}
