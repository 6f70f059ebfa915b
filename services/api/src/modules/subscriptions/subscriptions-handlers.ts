import { defineHandlers } from "../../lib/handlers.ts";
import type { SubscriptionsService } from "./subscriptions-service.ts";

export function subscriptionsHandlers(subscriptions: SubscriptionsService) {
  return defineHandlers({
    listCurrentUserSubscriptions: async (request) => subscriptions.current(request.actor!),
    getCurrentUserSubscriptionOverview: async (request) => subscriptions.overview(request.actor!),
    getElpEntitlementStatus: async (request) => subscriptions.elpStatus(request.actor!),
  });
}
