// Revision reviews (issue 28, docs/reviews.md): the Reviews list, one review, opening one by hand,
// the account's settings, the history and the CSV for auditors. The changes (assign, decide, sign
// off) are in reviews-changes.ts, who may do what in reviews-access.ts.
import { negotiateLocale } from "@norma/contracts/locales";
import type { Db } from "@norma/db";
import { addPendingClauses, openReviews, type ReviewChangeKind } from "@norma/db/open-reviews";
import { referenceKey } from "@norma/documents/designations/designation-scan";
import { reportFonts } from "@norma/documents/pdf/report-fonts";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Forbidden, NotFound } from "../../lib/errors.ts";
import { visibleTo } from "../documents/documents-repo.ts";
import { displayName } from "../sharing/share-mail.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { createReviewsAccess, type ReviewCaller, type ReviewsAccess, signedOff } from "./reviews-access.ts";
import { type ActionStateInput, setActionState } from "./reviews-actions.ts";
import {
  type AssignInput,
  assignReviewers,
  type DecideInput,
  decideItem,
  type MailNotSent,
  signOffReview,
} from "./reviews-changes.ts";
import { reviewCsv } from "./reviews-csv.ts";
import { listSize, type ReviewListFilter } from "./reviews-list-repo.ts";
import { createLogoSource } from "./reviews-logo.ts";
import type { ReviewMail } from "./reviews-mail.ts";
import { reviewPdf } from "./reviews-pdf.ts";
import type { ReviewsRepo } from "./reviews-repo.ts";
import { auditEntry, type Review, reviewDetail, reviewItem, reviewSummary } from "./reviews-shapes.ts";

/** Statuses of a withdrawn or replaced edition (publishing's STATUS changes). */
const WITHDRAWN = /^(Withdrawn|Replaced)/;

const DEFAULT_DUE_DAYS = 30;

/** A change's reply, with the limit that kept its e-mails back when one did (emailsNotSent). */
const withNotSent = <T extends object>(reply: T, notSent: MailNotSent): T =>
  notSent ? { ...reply, emailsNotSent: notSent } : reply;

/** What change a document is: a withdrawal, or a new edition and the one it superseded; else 400. */
async function changeOf(repo: ReviewsRepo, doc: { id: number; status: string }) {
  if (WITHDRAWN.test(doc.status)) return { change: "WITHDRAWN" as ReviewChangeKind, previousDocumentId: null };
  const previousDocumentId = await repo.previousEdition(doc.id);
  if (previousDocumentId === null)
    throw BadRequest.field("body", "contentId", "NotARevision", "The document is neither a new edition nor withdrawn");
  return { change: "NEW_VERSION" as ReviewChangeKind, previousDocumentId };
}

/** The review as the caller sees it; a review waiting for its clauses gets them first when they are ready. */
async function reviewFor(
  { db, repo, access }: { db: Db; repo: ReviewsRepo; access: ReviewsAccess },
  who: ReviewCaller,
  reviewId: number,
): Promise<Review> {
  let row = await repo.find(who.tenantId, who.accountId, reviewId);
  if (row?.clausesPending && row.status === "OPEN") {
    if (await db.$transaction((tx) => addPendingClauses(tx, reviewId)))
      row = await repo.find(who.tenantId, who.accountId, reviewId);
  }
  if (!row) throw new NotFound(`No review ${reviewId}`, "error.review.notFound");
  const [items, permissions] = await Promise.all([repo.items(reviewId), access.permissions(who, row)]);
  return reviewDetail(row, items, permissions);
}

export interface ReviewsDeps {
  db: Db;
  repo: ReviewsRepo;
  /** The tenant's name and colours for the PDF. */
  settings: TenantSettingsReader;
  /** Folders to look in first for the PDF's fonts (config.pdfFontDirs, PDF_FONT_DIRS). */
  pdfFontDirs?: readonly string[];
  /** The folder of the tenants' logos (TENANT_LOGO_DIR, else the reader's public/tenants); none: no logo. */
  tenantLogoDir?: string | null;
  /** The e-mails of assignment, actions and sign-off (reviews-mail.ts); none when absent. */
  mail?: ReviewMail;
  /** The platform's reminder days (REVIEW_REMINDER_DAYS): an account's unless it chose its own. */
  platformReminderDays?: number;
}

/** REVIEW_REMINDER_DAYS' default, where the service is made without the configuration's. */
const PLATFORM_REMINDER_DAYS = 3;

export function createReviewsService({
  db,
  repo,
  settings,
  pdfFontDirs,
  tenantLogoDir,
  mail,
  platformReminderDays,
}: ReviewsDeps) {
  const access = createReviewsAccess(repo);
  const detail = (who: ReviewCaller, reviewId: number) => reviewFor({ db, repo, access }, who, reviewId);
  const noAccount = () => new NotFound("No reviews for this session", "error.review.notFound");

  async function list(actor: Actor, q: { status?: ReviewListFilter; mine?: boolean; page?: number; size?: number }) {
    const who = await access.caller(actor, noAccount);
    const page = q.page ?? 0;
    const size = q.size ?? 25;
    const mineOf = q.mine ? who.userId : null;
    const [rows, counts] = await Promise.all([
      repo.pageOfSummaries(who.tenantId, who.accountId, { filter: q.status, mineOf, offset: page * size, limit: size }),
      repo.listCounts(who.tenantId, who.accountId, mineOf),
    ]);
    const total = listSize(counts, q.status);
    const reviews = rows.map((r) => reviewSummary(r));
    return { total, page, size, counts, reviews };
  }

  async function get(actor: Actor, reviewId: number) {
    const { who } = await access.review(actor, reviewId);
    return detail(who, reviewId);
  }

  async function open(actor: Actor, contentId: number): Promise<{ created: boolean; review: Review }> {
    const who = await access.caller(actor, noAccount);
    const doc = await repo.document({ id: contentId, ...visibleTo(who.tenantId) });
    if (!doc) throw new NotFound("Can not find content", "error.content.notFound");
    const { change, previousDocumentId } = await changeOf(repo, doc);
    if (!(await repo.tracksFamily(who.accountId, null, doc.id)))
      throw BadRequest.field("body", "contentId", "NotTracked", "The account does not track this document");
    const user = await db.user.findUniqueOrThrow({
      where: { id: who.userId },
      select: { email: true, firstName: true, lastName: true },
    });
    const made = await db.$transaction((tx) =>
      openReviews(
        tx,
        [{ accountId: who.accountId, tenantId: who.tenantId }],
        {
          documentId: doc.id,
          previousDocumentId,
          change,
          targetKey: referenceKey(doc.publisher.key, doc.designationNo),
        },
        { origin: "MANUAL", openedBy: { id: who.userId, name: displayName(user) } },
      ),
    );
    const id = made.get(who.accountId) ?? (await repo.findByChange(who.accountId, doc.id, change))?.id;
    if (!id) throw new NotFound("Can not find content", "error.content.notFound");
    return { created: made.size > 0, review: await detail(who, id) };
  }

  async function history(actor: Actor, reviewId: number) {
    await access.review(actor, reviewId);
    return (await repo.history(reviewId)).map(auditEntry);
  }

  const exports = createReviewExports({ db, repo, access, settings, detail, pdfFontDirs, tenantLogoDir });
  const reviewSettings = createReviewSettings(repo, access, platformReminderDays ?? PLATFORM_REMINDER_DAYS);
  const changes = createReviewChanges({ db, repo, mail, access, detail });
  return { list, get, open, ...reviewSettings, ...changes, history, ...exports };
}

/**
 * The changes (reviews-changes.ts, reviews-actions.ts) behind their permission checks; each reply
 * says when a limit on e-mail kept the change's e-mails back (emailsNotSent).
 */
function createReviewChanges(deps: {
  db: Db;
  repo: ReviewsRepo;
  mail?: ReviewMail;
  access: ReviewsAccess;
  detail: (who: ReviewCaller, reviewId: number) => Promise<Review>;
}) {
  const { db, repo, mail, access, detail } = deps;

  async function assign(actor: Actor, reviewId: number, input: AssignInput) {
    const { who, row } = await access.review(actor, reviewId);
    await access.assertMay(who, row, "assign");
    const notSent = await assignReviewers({ db, repo, mail }, who, reviewId, input);
    return withNotSent(await detail(who, reviewId), notSent);
  }

  async function decide(actor: Actor, reviewId: number, itemId: number, input: DecideInput) {
    const { who, row } = await access.review(actor, reviewId);
    await access.assertMay(who, row, "decide");
    const notSent = await decideItem({ db, repo, mail }, who, reviewId, itemId, input);
    const item = (await repo.items(reviewId)).find((i) => i.id === itemId)!;
    return withNotSent(reviewItem(item), notSent);
  }

  /** Marks an "action needed" item's action done, or reopens it (reviews-actions.ts). */
  async function setAction(actor: Actor, reviewId: number, itemId: number, input: ActionStateInput) {
    const { who, row } = await access.review(actor, reviewId);
    const manages = await access.manages(who, row);
    await setActionState({ db, repo }, who, reviewId, itemId, { ...input, manages });
    const item = (await repo.items(reviewId)).find((i) => i.id === itemId)!;
    return reviewItem(item);
  }

  async function signOff(actor: Actor, reviewId: number, comment: string | null) {
    const { who, row } = await access.review(actor, reviewId);
    await access.assertMay(who, row, "signOff");
    const notSent = await signOffReview({ db, repo, mail }, who, reviewId, comment);
    return withNotSent(await detail(who, reviewId), notSent);
  }

  return { assign, decide, setAction, signOff };
}

/** The review for auditors: CSV, and PDF in the tenant's branding and the reader's language. */
function createReviewExports(deps: {
  db: Db;
  repo: ReviewsRepo;
  access: ReviewsAccess;
  settings: TenantSettingsReader;
  detail: (who: ReviewCaller, reviewId: number) => Promise<Review>;
  pdfFontDirs?: readonly string[];
  tenantLogoDir?: string | null;
}) {
  const { db, repo, access, settings, detail, pdfFontDirs } = deps;
  // The logo's text is set in the report fonts' TrueType files (the CJK collections are too large to load for it).
  const logoOf = createLogoSource(deps.tenantLogoDir ?? null, () => {
    const fonts = reportFonts(pdfFontDirs);
    return [...fonts.regular, ...fonts.bold].map((f) => f.file).filter((f) => f.endsWith(".ttf"));
  });

  async function csv(actor: Actor, reviewId: number) {
    const { who } = await access.review(actor, reviewId);
    const review = await detail(who, reviewId);
    return { filename: `review-${reviewId}.csv`, text: reviewCsv(review) };
  }

  /** Labels in the language asked for, else the user's, else the browser's (Accept-Language). */
  async function pdf(actor: Actor, reviewId: number, q: { language?: string; acceptLanguage?: string }) {
    const { who } = await access.review(actor, reviewId);
    const [review, audits, user, tenant] = await Promise.all([
      detail(who, reviewId),
      repo.history(reviewId),
      db.user.findUnique({ where: { id: who.userId }, select: { langKey: true } }),
      settings.of(who.tenantId),
    ]);
    const bytes = await reviewPdf({
      review,
      history: audits.map(auditEntry),
      brand: { name: tenant.name, primaryColor: tenant.primaryColor, accentColor: tenant.accentColor },
      locale: negotiateLocale([q.language, user?.langKey, q.acceptLanguage]),
      fontDirs: pdfFontDirs,
      logo: await logoOf(tenant.logoFileName),
    });
    return { filename: `review-${reviewId}.pdf`, bytes };
  }

  return { csv, pdf };
}

/**
 * The account's review settings: every member reads them, its administrators change them. The
 * reminder days are the account's own (reminderDays) or, when null, the platform's
 * (platformReminderDays), which the reminders job uses then.
 */
function createReviewSettings(repo: ReviewsRepo, access: ReviewsAccess, platformReminderDays: number) {
  const noAccount = () => new NotFound("No reviews for this session", "error.review.notFound");
  const shape = (
    s: { autoOpen: boolean; defaultDueDays: number; reminderDays: number | null } | null,
    mayChange: boolean,
  ) => ({
    autoOpen: s?.autoOpen ?? false,
    defaultDueDays: s?.defaultDueDays ?? DEFAULT_DUE_DAYS,
    reminderDays: s?.reminderDays ?? null,
    platformReminderDays,
    mayChange,
  });

  async function settings(actor: Actor) {
    const who = await access.caller(actor, noAccount);
    return shape(await repo.settings(who.accountId), who.admin);
  }

  async function saveSettings(
    actor: Actor,
    input: { autoOpen: boolean; defaultDueDays?: number; reminderDays?: number | null },
  ) {
    const who = await access.caller(actor, noAccount);
    if (!who.admin)
      throw new Forbidden("Only the account's administrators change its review settings", {
        messageKey: "error.review.settings",
      });
    return shape(await repo.saveSettings(who.tenantId, who.accountId, who.userId, input), true);
  }

  return { settings, saveSettings };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
