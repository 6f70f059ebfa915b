// Groups themselves: lists, detail, the lock of a change, create, update, roster and delete
// (groups-repo.ts composes these).
import type { Db, Prisma } from "@norma/db";
import { GROUP_INCLUDE, groupDetailInclude, involving, type Tx } from "./groups-scope.ts";

export function createGroupQueries(db: Db) {
  return {
    list(tenantId: number, accountId: number, userId: number) {
      return db.group.findMany({
        where: { tenantId, accountId, ...involving(userId) },
        include: GROUP_INCLUDE,
        orderBy: [{ name: "asc" }, { id: "asc" }],
      });
    },

    /** A group of the tenant that the user created or belongs to; null otherwise. */
    detail(tenantId: number, groupId: number, userId: number) {
      return db.group.findFirst({
        where: { id: groupId, tenantId, ...involving(userId) },
        include: groupDetailInclude(tenantId),
      });
    },

    /**
     * Locks the group's row until the transaction ends (SELECT … FOR UPDATE) and answers its
     * creator, or null when the group is gone. Every change of a group takes this lock first: a
     * delete waits for a change under way, and a change that waited for a delete finds no row
     * (404) instead of writing members or documents of a group that no longer exists (a
     * foreign-key 500), and two roster changes run one after the other instead of mixing.
     */
    async lock(tx: Prisma.TransactionClient, tenantId: number, groupId: number) {
      const rows = await tx.$queryRaw<{ created_by_id: number }[]>`
        SELECT created_by_id FROM groups WHERE id = ${groupId} AND tenant_id = ${tenantId} FOR UPDATE`;
      return rows.length ? { createdById: rows[0].created_by_id } : null;
    },

    create(tx: Tx, data: { tenantId: number; accountId: number; name: string; longDesc: string; createdById: number }) {
      return tx.group.create({ data, select: { id: true } });
    },

    update(tx: Tx, tenantId: number, groupId: number, data: { name?: string; longDesc?: string }) {
      return tx.group.updateMany({ where: { id: groupId, tenantId }, data });
    },

    /** Sets the roster to exactly these users. */
    async setMembers(tx: Tx, groupId: number, userIds: number[]) {
      await tx.groupMember.deleteMany({ where: { groupId, userId: { notIn: userIds } } });
      await tx.groupMember.createMany({ data: userIds.map((userId) => ({ groupId, userId })), skipDuplicates: true });
    },

    delete(tx: Tx, tenantId: number, groupId: number) {
      return tx.group.deleteMany({ where: { id: groupId, tenantId } });
    },
  };
}
