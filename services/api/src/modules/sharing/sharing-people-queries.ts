// Whom a document is shared with: users, groups and their search (sharing-repo.ts composes these).
import type { Db } from "@norma/db";
import { MAIL_USER_SELECT } from "./share-mail.ts";
import { groupsOf } from "./sharing-scope.ts";

export function createSharePeopleQueries(db: Db) {
  return {
    userById(tenantId: number, id: number) {
      return db.user.findFirst({ where: { id, tenantId }, select: MAIL_USER_SELECT });
    },

    userByEmail(tenantId: number, email: string) {
      return db.user.findFirst({
        where: { tenantId, email: { equals: email.trim(), mode: "insensitive" } },
        select: MAIL_USER_SELECT,
      });
    },

    /** A group the user created or belongs to, with its members. */
    group(tenantId: number, groupId: number, userId: number) {
      return db.group.findFirst({
        where: { id: groupId, ...groupsOf(tenantId, userId) },
        select: { id: true, name: true, members: { select: { user: { select: MAIL_USER_SELECT } } } },
      });
    },

    /** Users of the account (but the caller) whose name or e-mail contains the text. */
    searchAccountUsers(tenantId: number, accountId: number, exceptUserId: number, text: string, take: number) {
      const contains = { contains: text, mode: "insensitive" as const };
      return db.user.findMany({
        where: {
          tenantId,
          activated: true,
          id: { not: exceptUserId },
          memberships: { some: { accountId, tenantId } },
          OR: [{ firstName: contains }, { lastName: contains }, { email: contains }],
        },
        select: MAIL_USER_SELECT,
        orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
        take,
      });
    },

    /** The user's groups of the account whose name contains the text, with their rosters. */
    searchGroups(tenantId: number, accountId: number, userId: number, text: string, take: number) {
      return db.group.findMany({
        where: { ...groupsOf(tenantId, userId), accountId, name: { contains: text, mode: "insensitive" } },
        select: { id: true, name: true, members: { select: { user: { select: MAIL_USER_SELECT } } } },
        orderBy: [{ name: "asc" }, { id: "asc" }],
        take,
      });
    },
  };
}
