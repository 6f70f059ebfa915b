// Revision reviews (issue 28, docs/reviews.md) in the query cache: the list of the account's
// reviews, one review, its history, the sidebar's count of the caller's open reviews, and the
// changes (open, assign, decide, mark an action done, sign off) as mutation factories. A change
// whose e-mails a limit kept back (emailsNotSent) says so in a notice. Every change invalidates
// `reviewsKeys.all`, so the list, the badge and the open review read the new state.
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { dataOf, queryClient } from "../../api/queries.ts";
import type { Schemas } from "../../api/types.ts";
import { notify } from "../notify/notify-store.ts";
import { type ReviewFilter, type ReviewListQuery, reviewsKeys } from "./reviews-keys.ts";

export { myOpenReviewsQuery, type ReviewFilter, type ReviewListQuery, reviewsKeys } from "./reviews-keys.ts";

export type Review = Schemas["Review"];
export type ReviewSummary = Schemas["ReviewSummary"];
export type ReviewItem = Schemas["ReviewItem"];
export type ReviewDecisionKind = Schemas["ReviewDecisionKind"];

export const REVIEW_FILTERS: readonly ReviewFilter[] = ["open", "due-soon", "overdue", "closed"];
export const REVIEWS_PAGE_SIZE = 25;

export const reviewListQuery = (query: ReviewListQuery) =>
  queryOptions({
    queryKey: reviewsKeys.list(query),
    queryFn: () =>
      dataOf(
        client.GET("/api/reviews", {
          params: {
            query: {
              page: query.page,
              size: REVIEWS_PAGE_SIZE,
              ...(query.status ? { status: query.status } : {}),
              ...(query.mine ? { mine: true } : {}),
            },
          },
        }),
      ),
  });

export const reviewQuery = (id: number) =>
  queryOptions({
    queryKey: reviewsKeys.one(id),
    queryFn: () =>
      dataOf(client.GET("/api/reviews/{reviewId}", { params: { path: { reviewId: id } }, ...ui({ silent: [404] }) })),
  });

export const reviewHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: reviewsKeys.history(id),
    queryFn: () => dataOf(client.GET("/api/reviews/{reviewId}/history", { params: { path: { reviewId: id } } })),
  });

/** A changed review is put in the cache as answered; the lists and the badge are asked again. */
function settled(review?: Review) {
  if (review) {
    const { emailsNotSent: _, ...kept } = review;
    queryClient.setQueryData(reviewsKeys.one(review.id), kept);
  }
  void queryClient.invalidateQueries({ queryKey: reviewsKeys.all, predicate: (q) => q.queryKey[1] !== "one" });
  emailsNotSentNotice(review);
}

const NOT_SENT_KEYS = {
  emailsPerUserPerHour: "reviews.emailsNotSent.emailsPerUserPerHour",
  emailsPerTenantPerHour: "reviews.emailsNotSent.emailsPerTenantPerHour",
  recipientsPerShare: "reviews.emailsNotSent.recipientsPerShare",
} as const;

/**
 * A change the API recorded without its e-mails (a limit on e-mail was reached: emailsNotSent)
 * tells its author so, in their language: the people it would have told do not know of it.
 */
export function emailsNotSentNotice(reply?: { emailsNotSent?: Schemas["ReviewEmailsNotSent"] }) {
  const limit = reply?.emailsNotSent?.limit;
  if (!limit) return;
  const key =
    limit in NOT_SENT_KEYS ? NOT_SENT_KEYS[limit as keyof typeof NOT_SENT_KEYS] : "reviews.emailsNotSent.other";
  notify("INFO", { key });
}

/** Opens (or finds) the review of an edition change; silent: the caller says what failed. */
export const openReviewMutation = () =>
  mutationOptions({
    mutationFn: (contentId: number) =>
      dataOf(client.POST("/api/reviews", { body: { contentId }, ...ui({ silent: [400, 404] }) })),
    onSuccess: (review) => settled(review),
  });

export interface AssignInput {
  reviewerIds: number[];
  groupId: number | null;
  dueDate: string | null;
}

export const assignReviewMutation = (id: number) =>
  mutationOptions({
    mutationFn: (body: AssignInput) =>
      dataOf(
        client.PUT("/api/reviews/{reviewId}/assignment", {
          params: { path: { reviewId: id } },
          body,
          ...ui({ silent: [400, 409] }),
        }),
      ),
    onSuccess: (review) => settled(review),
  });

export interface DecideInput {
  itemId: number;
  decision: ReviewDecisionKind;
  comment: string | null;
  actionOwnerId: number | null;
  actionDueDate: string | null;
  version: number;
}

export const decideItemMutation = (id: number) =>
  mutationOptions({
    mutationFn: ({ itemId, ...body }: DecideInput) =>
      dataOf(
        client.PUT("/api/reviews/{reviewId}/items/{itemId}", {
          params: { path: { reviewId: id, itemId } },
          body,
          ...ui({ silent: [400, 409] }),
        }),
      ),
    onSuccess: (item) => emailsNotSentNotice(item),
    onSettled: () => {
      // The item's new version and the review's counts come with the review read again.
      void queryClient.invalidateQueries({ queryKey: reviewsKeys.all });
    },
  });

export interface ActionStateInput {
  itemId: number;
  done: boolean;
  comment: string | null;
}

/** Marks an "action needed" item's action done (with what was done), or reopens it. */
export const actionStateMutation = (id: number) =>
  mutationOptions({
    mutationFn: ({ itemId, ...body }: ActionStateInput) =>
      dataOf(
        client.PUT("/api/reviews/{reviewId}/items/{itemId}/action", {
          params: { path: { reviewId: id, itemId } },
          body,
          ...ui({ silent: [409] }),
        }),
      ),
    onSettled: () => {
      // The review's open actions, the badge and the history are read again.
      void queryClient.invalidateQueries({ queryKey: reviewsKeys.all });
    },
  });

export const signOffMutation = (id: number) =>
  mutationOptions({
    mutationFn: (comment: string | null) =>
      dataOf(
        client.POST("/api/reviews/{reviewId}/sign-off", {
          params: { path: { reviewId: id } },
          body: { comment },
          ...ui({ silent: [409] }),
        }),
      ),
    onSuccess: (review) => settled(review),
  });

/** The review as CSV for auditors (the API names the file). */
export async function downloadReviewCsv(id: number): Promise<{ file: Blob; name: string } | null> {
  const r = await client.GET("/api/reviews/{reviewId}/export.csv", {
    params: { path: { reviewId: id } },
    parseAs: "blob",
  });
  if (!r.data) return null;
  return { file: r.data as Blob, name: r.response.headers.get("content-disposition") ?? "" };
}

/** The review as PDF for auditors, its labels in the reader's language (the API names the file). */
export async function downloadReviewPdf(id: number, language: string): Promise<{ file: Blob; name: string } | null> {
  const r = await client.GET("/api/reviews/{reviewId}/export.pdf", {
    params: { path: { reviewId: id }, query: { language } },
    parseAs: "blob",
  });
  if (!r.data) return null;
  return { file: r.data as Blob, name: r.response.headers.get("content-disposition") ?? "" };
}

/** The first field a problem+json reply names (the API names the field of a refusal). */
export function problemField(problem: unknown): string | null {
  const p = problem as { errors?: { field?: string }[]; field?: string; fieldErrors?: { field?: string }[] } | null;
  return p?.field ?? p?.errors?.[0]?.field ?? p?.fieldErrors?.[0]?.field ?? null;
}

/** The problem's message key or detail (error.review.undecided, …). */
export function problemMessage(problem: unknown): string | null {
  const p = problem as { message?: string; detail?: string } | null;
  return p?.message ?? p?.detail ?? null;
}

/**
 * A name or designation put into a translated sentence, isolated (FSI … PDI) so that a Latin
 * designation or name keeps its own order inside an Arabic sentence and the reverse.
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;
