// The reviews' queries (issue 28): who the caller is in the account, the reviews of an account a page
// at a time, one review with its items, and the row locks the changes take. Every query is scoped
// by tenant and account, so another account's or tenant's id reads as absent (404).
import type { Db, Prisma } from "@norma/db";
import { Prisma as P } from "@norma/db";
import { reviewListQueries } from "./reviews-list-repo.ts";

export type Tx = Db | Prisma.TransactionClient;

const PERSON_SELECT = { id: true, email: true, firstName: true, lastName: true } satisfies Prisma.UserSelect;
const DOCUMENT_SELECT = {
  id: true,
  contentCode: true,
  displayDesignation: true,
  title: true,
  status: true,
  publisherId: true,
  family: true,
  designationNo: true,
  publisher: { select: { key: true } },
} satisfies Prisma.DocumentSelect;

export const REVIEW_INCLUDE = {
  document: { select: DOCUMENT_SELECT },
  previousDocument: { select: DOCUMENT_SELECT },
  openedBy: { select: PERSON_SELECT },
  reviewers: { select: { user: { select: PERSON_SELECT } }, orderBy: { userId: "asc" } },
  reviewerGroup: { select: { id: true, name: true } },
} satisfies Prisma.RevisionReviewInclude;

export type ReviewRow = Prisma.RevisionReviewGetPayload<{ include: typeof REVIEW_INCLUDE }>;

export const ITEM_INCLUDE = {
  actionOwner: { select: PERSON_SELECT },
  decidedBy: { select: PERSON_SELECT },
  actionDoneBy: { select: PERSON_SELECT },
} satisfies Prisma.RevisionReviewItemInclude;

export type ItemRow = Prisma.RevisionReviewItemGetPayload<{ include: typeof ITEM_INCLUDE }>;

/** Who the user is in the account and the review: member (role), tracker, reviewer. */
function membershipQueries(db: Db) {
  return {
    /** The user's role in the account, or null when they are not its member. */
    async membershipRole(tenantId: number, accountId: number, userId: number): Promise<string | null> {
      const m = await db.accountMembership.findFirst({
        where: { tenantId, accountId, userId, account: { active: true } },
        select: { role: true },
      });
      return m?.role ?? null;
    },

    /** Does the user track one of the document's editions (its family) through the account? */
    async tracksFamily(accountId: number, userId: number | null, documentId: number): Promise<boolean> {
      const rows = await db.$queryRaw<{ one: number }[]>`
        SELECT 1 AS one
          FROM documents x
          JOIN documents d ON d.publisher_id = x.publisher_id AND d.family = x.family
          JOIN tracked_documents td ON td.document_id = d.id AND td.tracking_flag
         WHERE x.id = ${documentId} AND td.account_id = ${accountId}
           ${userId === null ? P.empty : P.sql`AND td.user_id = ${userId}`}
         LIMIT 1`;
      return rows.length > 0;
    },

    /** Is the user a reviewer of the review, by name or as a member of its reviewer group? */
    async isReviewer(reviewId: number, userId: number): Promise<boolean> {
      const rows = await db.$queryRaw<{ one: number }[]>`
        SELECT 1 AS one FROM revision_reviews r
         WHERE r.id = ${reviewId} AND (
           EXISTS (SELECT 1 FROM revision_review_reviewers rr WHERE rr.review_id = r.id AND rr.user_id = ${userId})
           OR EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = r.reviewer_group_id AND gm.user_id = ${userId}))`;
      return rows.length > 0;
    },

    /** Which of the users are members of the account. */
    async members(tenantId: number, accountId: number, userIds: number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db.accountMembership.findMany({
        where: { tenantId, accountId, userId: { in: userIds }, user: { activated: true } },
        select: { userId: true },
      });
      return new Set(rows.map((r) => r.userId));
    },

    group: (tenantId: number, accountId: number, groupId: number) =>
      db.group.findFirst({ where: { id: groupId, tenantId, accountId }, select: { id: true, name: true } }),
  };
}

/** One review, its items and history, its lock, the account's settings and the documents it names. */
function reviewQueries(db: Db) {
  return {
    /** One review of the account, or null. */
    find: (tenantId: number, accountId: number, reviewId: number) =>
      db.revisionReview.findFirst({ where: { id: reviewId, tenantId, accountId }, include: REVIEW_INCLUDE }),

    findByChange: (accountId: number, documentId: number, change: string) =>
      db.revisionReview.findUnique({
        where: { accountId_documentId_change: { accountId, documentId, change } },
        select: { id: true },
      }),

    items: (reviewId: number) =>
      db.revisionReviewItem.findMany({
        where: { reviewId },
        include: ITEM_INCLUDE,
        orderBy: [{ kind: "asc" }, { position: "asc" }, { id: "asc" }],
      }),

    history: (reviewId: number) =>
      db.revisionReviewAudit.findMany({
        where: { reviewId },
        include: { user: { select: PERSON_SELECT } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      }),

    /**
     * Inside a change's transaction, before its first write: locks the review's row (a concurrent
     * change waits for this one to commit, then sees what it did) and reads its state again.
     */
    async lock(tx: Prisma.TransactionClient, tenantId: number, accountId: number, reviewId: number) {
      const [row] = await tx.$queryRaw<{ id: number; status: string; clauses_pending: boolean }[]>`
        SELECT id, status, clauses_pending FROM revision_reviews
         WHERE id = ${reviewId} AND tenant_id = ${tenantId} AND account_id = ${accountId}
           FOR UPDATE`;
      return row ?? null;
    },

    settings: (accountId: number) => db.accountReviewSetting.findUnique({ where: { accountId } }),

    saveSettings: (
      tenantId: number,
      accountId: number,
      userId: number,
      // reminderDays: undefined keeps it, null gives it back to the platform's.
      data: { autoOpen: boolean; defaultDueDays?: number; reminderDays?: number | null },
    ) =>
      db.accountReviewSetting.upsert({
        where: { accountId },
        create: { accountId, tenantId, updatedById: userId, ...data },
        update: { ...data, updatedById: userId, updatedAt: new Date() },
      }),

    /** The document as the review names it, if the tenant presents it. */
    document: (where: Prisma.DocumentWhereInput) => db.document.findFirst({ where, select: DOCUMENT_SELECT }),

    /** The edition a new edition superseded: its change summary's, else the newest older edition of its line. */
    async previousEdition(documentId: number): Promise<number | null> {
      const [row] = await db.$queryRaw<{ id: number }[]>`
        SELECT COALESCE(
          (SELECT previous_document_id FROM document_change_summaries WHERE document_id = ${documentId}),
          (SELECT p.id FROM documents x
             JOIN documents p ON p.publisher_id = x.publisher_id AND p.family = x.family
                             AND p.language_code = x.language_code AND p.id <> x.id AND NOT p.is_latest
            WHERE x.id = ${documentId} AND x.is_latest
              AND (p.edition_year IS NULL OR x.edition_year IS NULL OR p.edition_year <= x.edition_year)
            ORDER BY p.edition_year DESC NULLS LAST, p.id DESC LIMIT 1)) AS id`;
      return row?.id ?? null;
    },
  };
}

export function createReviewsRepo(db: Db) {
  return { ...membershipQueries(db), ...reviewListQueries(db), ...reviewQueries(db) };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
