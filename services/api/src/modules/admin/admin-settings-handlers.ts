// The console's products, compass point settings and feedback (with its CSV export), in the
// administered tenants' scope (admin-handlers.ts composes these).
import { administeredTenantScope } from "../../lib/access-policy.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import {
  COMPASS_SETTING_SORTS,
  type CompassPointSettingsAdminService,
  type CompassSettingWrite,
} from "./compass-point-settings-admin-service.ts";
import { FEEDBACK_SORTS, type FeedbackAdminService } from "./feedback-admin-service.ts";
import { PRODUCT_SORTS, type ProductsAdminService } from "./products-admin-service.ts";
import { parseListQuery } from "./ra-query.ts";

export function settingsAdminHandlers(deps: {
  feedback: FeedbackAdminService;
  compassSettings: CompassPointSettingsAdminService;
  products: ProductsAdminService;
}) {
  const { feedback, compassSettings, products } = deps;
  return defineHandlers({
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
