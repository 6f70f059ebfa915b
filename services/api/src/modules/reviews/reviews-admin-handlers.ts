// The console's list of revision reviews (issue 28): every account's reviews of the administered
// tenants, overdue first (GET /api/admin/reviews, react-admin's list shape). Here beside the
// reviews rather than in admin/: the reviews module uses the console's list query, not the reverse.
import { administeredTenantScope } from "../../lib/access-policy.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import { parseListQuery } from "../admin/ra-query.ts";
import { ADMIN_REVIEW_SORTS, type ReviewsAdminService } from "./reviews-admin.ts";

export function reviewsAdminHandlers(reviews: ReviewsAdminService) {
  return defineHandlers({
    listAdminReviews: async (request, reply) => {
      const q = parseListQuery(request.query, ADMIN_REVIEW_SORTS, ["id", "asc"]);
      const { items, range } = await reviews.listReviews(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },
  });
}
