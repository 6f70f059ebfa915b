// Groups, their rosters and documents. Every query names the tenant; a group is reached only
// through its tenant (and, for lists, its account and the caller's part in it).
import type { Db, Prisma } from "@norma/db";
import { documentsInScopeWhere } from "@norma/db/entitlement-rules";
import { visibleTo } from "../documents/documents-repo.ts";
import { SHARED_DOCUMENT_SELECT } from "../sharing/share-documents.ts";
import { MAIL_USER_SELECT } from "../sharing/share-mail.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";

type Tx = Db | Prisma.TransactionClient;

const GROUP_INCLUDE = {
  createdBy: { select: MAIL_USER_SELECT },
  members: { select: { user: { select: MAIL_USER_SELECT } } },
  _count: { select: { documents: true } },
} satisfies Prisma.GroupInclude;

export type GroupRow = Prisma.GroupGetPayload<{ include: typeof GROUP_INCLUDE }>;

/** A group with its documents; a document the tenant no longer presents is left out. */
const groupDetailInclude = (tenantId: number) =>
  ({
    ...GROUP_INCLUDE,
    documents: {
      where: { document: visibleTo(tenantId) },
      select: { addedAt: true, document: { select: SHARED_DOCUMENT_SELECT } },
      orderBy: [{ addedAt: "desc" }, { documentId: "desc" }],
    },
  }) satisfies Prisma.GroupInclude;

export type GroupDetailRow = Prisma.GroupGetPayload<{ include: ReturnType<typeof groupDetailInclude> }>;

/** Groups the user created or belongs to. */
const involving = (userId: number): Prisma.GroupWhereInput => ({
  OR: [{ createdById: userId }, { members: { some: { userId } } }],
});

/** `settings`: the tenant's settings come from the read model (tenants/tenant-settings.ts), not the tenant tables. */
export function createGroupsRepo(db: Db, settings: TenantSettingsReader) {
  return {
    db,

    async tenant(tenantId: number) {
      const t = await settings.of(tenantId);
      return { id: t.id, code: t.code, tenantName: t.name, defaultLanguage: t.defaultLanguage };
    },

    user(tenantId: number, userId: number) {
      return db.user.findFirstOrThrow({ where: { id: userId, tenantId }, select: MAIL_USER_SELECT });
    },

    /** Whether the user belongs to the account (of the tenant). */
    async isAccountMember(tenantId: number, accountId: number, userId: number): Promise<boolean> {
      const row = await db.accountMembership.findFirst({
        where: { tenantId, accountId, userId, account: { active: true } },
        select: { userId: true },
      });
      return row !== null;
    },

    /** Of the ids, the activated users that belong to the account. */
    accountUsers(tenantId: number, accountId: number, userIds: number[]) {
      return db.user.findMany({
        where: { id: { in: userIds }, tenantId, activated: true, memberships: { some: { accountId, tenantId } } },
        select: MAIL_USER_SELECT,
      });
    },

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

    /**
     * Adds documents to the group (GroupDocument) with their share record (ContentShare, by the
     * user who added them); answers the ones that were not in it yet.
     */
    async addDocuments(
      tx: Tx,
      opts: {
        tenantId: number;
        groupId: number;
        sharedById: number;
        documents: { id: number; kind: "STANDARD" | "PUBLICATION" }[];
      },
    ): Promise<number[]> {
      if (opts.documents.length === 0) return [];
      const added = await tx.groupDocument.createManyAndReturn({
        data: opts.documents.map((d) => ({ groupId: opts.groupId, documentId: d.id })),
        skipDuplicates: true,
        select: { documentId: true },
      });
      const fresh = new Set(added.map((a) => a.documentId));
      await tx.contentShare.createMany({
        data: opts.documents
          .filter((d) => fresh.has(d.id))
          .map((d) => ({
            tenantId: opts.tenantId,
            documentId: d.id,
            kind: d.kind,
            sharedById: opts.sharedById,
            sharedWithGroupId: opts.groupId,
          })),
        skipDuplicates: true,
      });
      return [...fresh];
    },

    async removeDocuments(tx: Tx, groupId: number, documentIds: number[]) {
      if (documentIds.length === 0) return;
      await tx.groupDocument.deleteMany({ where: { groupId, documentId: { in: documentIds } } });
      await tx.contentShare.deleteMany({ where: { sharedWithGroupId: groupId, documentId: { in: documentIds } } });
    },

    delete(tx: Tx, tenantId: number, groupId: number) {
      return tx.group.deleteMany({ where: { id: groupId, tenantId } });
    },

    /** Users of the account whose first+last (or last+first) name contains the text, spaces ignored. */
    async searchAccountUsers(tenantId: number, accountId: number, text: string, page: { skip: number; take: number }) {
      const needle = `%${text
        .replace(/\s+/g, "")
        .toLowerCase()
        .replace(/[\\%_]/g, "\\$&")}%`;
      const where = `u.tenant_id = $1 AND u.activated
          AND EXISTS (SELECT 1 FROM account_memberships m WHERE m.user_id = u.id AND m.account_id = $2 AND m.tenant_id = $1)
          AND (replace(lower(coalesce(u.first_name, '') || coalesce(u.last_name, '')), ' ', '') LIKE $3
            OR replace(lower(coalesce(u.last_name, '') || coalesce(u.first_name, '')), ' ', '') LIKE $3)`;
      const [count] = await db.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM users u WHERE ${where}`,
        tenantId,
        accountId,
        needle,
      );
      const rows = await db.$queryRawUnsafe<
        { id: number; email: string; first_name: string | null; last_name: string | null }[]
      >(
        `SELECT u.id, u.email, u.first_name, u.last_name FROM users u WHERE ${where}
          ORDER BY lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.id
          LIMIT $4 OFFSET $5`,
        tenantId,
        accountId,
        needle,
        page.take,
        page.skip,
      );
      return { total: Number(count.n), rows };
    },

    /** Newest editions the tenant presents within the entitlement scope whose designation, title or asset id contain the text. */
    searchDocuments(
      tenantId: number,
      scope: { publisherIds: number[]; collectionIds: number[] },
      text: string,
      take: number,
    ) {
      return db.document.findMany({
        where: {
          isLatest: true,
          ...visibleTo(tenantId),
          AND: [
            documentsInScopeWhere(scope),
            {
              OR: [
                { displayDesignation: { contains: text, mode: "insensitive" } },
                { designationNo: { contains: text, mode: "insensitive" } },
                { title: { contains: text, mode: "insensitive" } },
                { assetId: { contains: text, mode: "insensitive" } },
              ],
            },
          ],
        },
        select: SHARED_DOCUMENT_SELECT,
        orderBy: [{ displayDesignation: "asc" }, { id: "asc" }],
        take,
      });
    },
  };
}

export type GroupsRepo = ReturnType<typeof createGroupsRepo>;
