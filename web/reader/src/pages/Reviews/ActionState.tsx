// An "action needed" item's action (issue 28): its owner and due date, and whether it is done —
// by whom, when, with what was done. Its owner, and those who manage the review, mark it done
// (with an optional comment) or reopen it while the review is open; a signed-off review shows the
// state it was signed off with.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryFailed } from "../../api/queries.ts";
import {
  actionStateMutation,
  isolated,
  problemMessage,
  type Review,
  type ReviewItem,
} from "../../features/reviews/reviews-queries.ts";
import { useDates } from "../../i18n/useDates.ts";
import { CommentField } from "./CommentField.tsx";

export function ActionState({ review, item, me }: { review: Review; item: ReviewItem; me: number | null }) {
  const { t } = useTranslation();
  const fmt = useDates();
  const [marking, setMarking] = useState(false);
  const [comment, setComment] = useState("");
  const change = useMutation(actionStateMutation(review.id));
  const message = change.error instanceof QueryFailed ? problemMessage(change.error.problem) : null;
  const done = item.actionDone;
  const may = review.permissions.actions || (me !== null && item.actionOwner?.userId === me);
  const save = (next: boolean) =>
    change.mutate(
      { itemId: item.id, done: next, comment: next ? comment.trim() || null : null },
      {
        onSuccess: () => {
          setMarking(false);
          setComment("");
        },
      },
    );
  return (
    <div className={`review-action${done ? " review-action--done" : ""}`} data-testid="review-action">
      <p className="muted">
        {t("reviews.action", {
          owner: isolated(item.actionOwner?.name ?? "—"),
          date: item.actionDueDate ? fmt(item.actionDueDate, "short") : "—",
        })}
      </p>
      {done ? (
        <>
          <p className="review-action__state">
            <span aria-hidden="true">✓ </span>
            {t("reviews.actionDone", { name: isolated(done.by.name), date: fmt(done.at, "short") })}
          </p>
          {done.comment && (
            <p className="review-item__comment">
              {t("reviews.actionDoneComment")}: <bdi>{done.comment}</bdi>
            </p>
          )}
        </>
      ) : (
        <p className="review-action__state review-action__state--open">{t("reviews.actionNotDone")}</p>
      )}
      {may && marking && !done && (
        <div className="review-decide">
          <CommentField label={t("reviews.actionDoneComment")} value={comment} onChange={setComment} />
        </div>
      )}
      {change.isError && (
        <p className="form__error" role="alert">
          {message === "error.review.noAction"
            ? t("reviews.error.noAction")
            : message === "error.review.signedOff"
              ? t("reviews.error.signedOff")
              : t("errors.unknown")}
        </p>
      )}
      {may && (
        <div className="button-row">
          {done ? (
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={change.isPending}
              onClick={() => save(false)}
            >
              {t("reviews.reopenAction")}
            </button>
          ) : marking ? (
            <>
              <button
                type="button"
                className="button button--primary button--sm"
                disabled={change.isPending}
                onClick={() => save(true)}
              >
                {t("reviews.confirmDone")}
              </button>
              <button type="button" className="button button--secondary button--sm" onClick={() => setMarking(false)}>
                {t("common.cancel")}
              </button>
            </>
          ) : (
            <button type="button" className="button button--secondary button--sm" onClick={() => setMarking(true)}>
              {t("reviews.markDone")}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
