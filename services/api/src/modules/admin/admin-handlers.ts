import { administeredTenantScope } from "../../lib/access-policy.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import {
  COMPASS_SETTING_SORTS,
  type CompassPointSettingsAdminService,
  type CompassSettingWrite,
} from "./compass-point-settings-admin-service.ts";
import type { FeedbackAdminService } from "./feedback-admin-service.ts";
import { FEEDBACK_SORTS } from "./feedback-admin-service.ts";
import { PRODUCT_SORTS, type ProductsAdminService } from "./products-admin-service.ts";
import { parseListQuery } from "./ra-query.ts";
import { TENANT_TEXT_ENTRY_SORTS, type TenantTextsAdminService } from "./tenant-texts-admin-service.ts";
import { TENANT_SORTS, type TenantsAdminService, type TenantUpdate } from "./tenants-admin-service.ts";
import { ACCOUNT_SORTS, USER_SORTS, type UsersAdminService } from "./users-admin-service.ts";

export function adminHandlers(deps: {
  tenants: TenantsAdminService;
  tenantTexts: TenantTextsAdminService;
  users: UsersAdminService;
  feedback: FeedbackAdminService;
  compassSettings: CompassPointSettingsAdminService;
  products: ProductsAdminService;
}) {
  const { tenants, tenantTexts, users, feedback, compassSettings, products } = deps;
  return defineHandlers({
    listAdminTenants: async (request, reply) => {
      const q = parseListQuery(request.query, TENANT_SORTS, ["id", "asc"]);
      const { items, range } = await tenants.list(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },
    getAdminTenant: async (request) => tenants.get(administeredTenantScope(request.actor!), request.params.id),
    updateAdminTenant: async (request) =>
      tenants.update(
        request.actor!,
        administeredTenantScope(request.actor!),
        request.params.id,
        request.body as TenantUpdate,
        request.ip,
      ),
    listAdminTenantTextEntries: async (request, reply) => {
      const q = parseListQuery(request.query, TENANT_TEXT_ENTRY_SORTS, ["language", "asc"]);
      const { items, range } = await tenantTexts.list(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },
    getAdminTenantTexts: async (request) => tenantTexts.get(administeredTenantScope(request.actor!), request.params.id),
    updateAdminTenantTexts: async (request) =>
      tenantTexts.update(
        request.actor!,
        administeredTenantScope(request.actor!),
        request.params.id,
        { texts: request.body.texts },
        request.ip,
      ),

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

    listAdminProducts: async (request, reply) => {
      const q = parseListQuery(request.query, PRODUCT_SORTS, ["position", "asc"]);
      const { items, range } = await products.list(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },

    listAdminCompassPointSettings: async (request, reply) => {
      const q = parseListQuery(request.query, COMPASS_SETTING_SORTS, ["id", "asc"]);
      const { items, range } = await compassSettings.list(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },
    getAdminCompassPointSetting: async (request) =>
      compassSettings.get(administeredTenantScope(request.actor!), request.params.id),
    createAdminCompassPointSetting: async (request, reply) => {
      const made = await compassSettings.create(
        request.actor!,
        administeredTenantScope(request.actor!),
        request.body as CompassSettingWrite,
        request.ip,
      );
      return reply.code(201).send(made);
    },
    updateAdminCompassPointSetting: async (request) =>
      compassSettings.update(
        request.actor!,
        administeredTenantScope(request.actor!),
        request.params.id,
        request.body as CompassSettingWrite,
        request.ip,
      ),
    deleteAdminCompassPointSetting: async (request) =>
      compassSettings.remove(request.actor!, administeredTenantScope(request.actor!), request.params.id, request.ip),

    listAdminFeedbacks: async (request, reply) => {
      const q = parseListQuery(request.query, FEEDBACK_SORTS, ["createdAt", "desc"]);
      const { items, range } = await feedback.list(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },
    getAdminFeedback: async (request) => feedback.get(administeredTenantScope(request.actor!), request.params.id),
    exportAdminFeedback: async (request, reply) => {
      const q = parseListQuery({ filter: request.query.filter }, FEEDBACK_SORTS, ["createdAt", "desc"]);
      const text = await feedback.csv(administeredTenantScope(request.actor!), q.filter);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="feedback-${day}.csv"`)
        .send(text);
    },
  });
}
