// The tenant's products (what a subscription is to) for the console's choices.
import type { Db, Prisma } from "@norma/db";
import { contentRange, idsFilter, type ListQuery, textFilter } from "./ra-query.ts";

export const PRODUCT_SORTS = ["id", "subscriptionName", "subscriptionAbbrName", "position"] as const;

export function createProductsAdminService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(scope: number | null, q: ListQuery) {
      const ids = idsFilter(q.filter, "id");
      const text = textFilter(q.filter, "q");
      const where: Prisma.ProductWhereInput = {
        ...(scope !== null ? { tenantId: scope } : {}),
        ...(ids ? { id: { in: ids } } : {}),
        ...(text
          ? {
              OR: [
                { subscriptionName: { contains: text, mode: "insensitive" } },
                { subscriptionAbbrName: { contains: text, mode: "insensitive" } },
              ],
            }
          : {}),
      };
      const [total, rows] = await Promise.all([
        db.product.count({ where }),
        db.product.findMany({
          where,
          include: { tenant: { select: { code: true } } },
          orderBy: [{ [q.sortField]: q.sortOrder }, { id: "asc" }],
          skip: q.skip,
          take: q.take,
        }),
      ]);
      return {
        items: rows.map((p) => ({
          id: p.id,
          tenant: p.tenant.code,
          subscriptionName: p.subscriptionName,
          subscriptionAbbrName: p.subscriptionAbbrName,
        })),
        range: contentRange("products", q.skip, rows.length, total),
      };
    },
  };
}

export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;
