// The console's list of users and a user's page (users-admin-service.ts).
import type { Db, Prisma } from "@norma/db";
import { boolFilter, contentRange, idsFilter, type ListQuery, textFilter } from "./ra-query.ts";
import { toAdminUser, type UsersAdminLookups, userInclude } from "./users-admin-lookups.ts";

export const USER_SORTS = ["id", "email", "firstName", "lastName", "activated", "createdAt", "lastLoginAt"] as const;
const NULLABLE_USER_SORTS = new Set(["firstName", "lastName", "lastLoginAt"]);

export interface UserListAdminServiceDeps {
  db: Db;
  lookups: UsersAdminLookups;
}

export function createUserListAdminService({ db, lookups }: UserListAdminServiceDeps) {
  const { tenantFilter, userScoped } = lookups;
  return {
    async listUsers(scope: number | null, q: ListQuery) {
      const text = textFilter(q.filter, "q");
      const authority = textFilter(q.filter, "authority");
      const activated = boolFilter(q.filter, "activated");
      const ids = idsFilter(q.filter);
      const accountId = idsFilter(q.filter, "accountId");
      const where: Prisma.UserWhereInput = {
        ...(await tenantFilter(scope, q.filter)),
        ...(ids ? { id: { in: ids } } : {}),
        ...(activated !== undefined ? { activated } : {}),
        ...(authority ? { authorities: { has: authority } } : {}),
        ...(accountId ? { memberships: { some: { accountId: { in: accountId } } } } : {}),
        ...(text
          ? {
              OR: [
                { email: { contains: text, mode: "insensitive" } },
                { firstName: { contains: text, mode: "insensitive" } },
                { lastName: { contains: text, mode: "insensitive" } },
              ],
            }
          : {}),
      };
      const [total, rows] = await Promise.all([
        db.user.count({ where }),
        db.user.findMany({
          where,
          include: userInclude,
          // Nullable columns put their empty values last either way.
          orderBy: [
            NULLABLE_USER_SORTS.has(q.sortField)
              ? { [q.sortField]: { sort: q.sortOrder, nulls: "last" } }
              : { [q.sortField]: q.sortOrder },
            { id: "asc" },
          ],
          skip: q.skip,
          take: q.take,
        }),
      ]);
      return { items: rows.map(toAdminUser), range: contentRange("users", q.skip, rows.length, total) };
    },

    async getUser(scope: number | null, id: number) {
      return toAdminUser(await userScoped(scope, id));
    },
  };
}
