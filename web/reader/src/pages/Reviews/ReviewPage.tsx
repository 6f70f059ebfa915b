// One revision review (/reviews/:reviewId; issue 28, docs/reviews.md): the document and the
// edition it replaced, the state and due date, who reviews it; the assignment (for those who may
// assign), the items to decide (ReviewItems.tsx), the sign-off and the history. Once signed off the
// page shows the frozen record: who signed off when, and every decision, with no form left.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { fileNameOf, saveBlob } from "../../api/download.ts";
import { QueryFailed } from "../../api/queries.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { documentUrl } from "../../features/documents/document-links.ts";
import { notify } from "../../features/notify/notify-store.ts";
import { ReviewState } from "../../features/reviews/ReviewState.tsx";
import {
  downloadReviewCsv,
  downloadReviewPdf,
  isolated,
  problemMessage,
  type Review,
  reviewHistoryQuery,
  reviewQuery,
  signOffMutation,
} from "../../features/reviews/reviews-queries.ts";
import { useDates } from "../../i18n/useDates.ts";
import { AssignPanel } from "./AssignPanel.tsx";
import { type Person, ReviewItems } from "./ReviewItems.tsx";
import "../../features/reviews/reviews.css";
import { CommentField } from "./CommentField.tsx";

export function ReviewPage() {
  const { t } = useTranslation();
  const { reviewId } = useParams();
  const id = Number(reviewId);
  const valid = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const q = useQuery({ ...reviewQuery(id), enabled: valid });
  const back = (
    <p className="breadcrumb">
      <Link to="/reviews">{t("reviews.back")}</Link>
    </p>
  );
  if (!valid || (q.error instanceof QueryFailed && q.error.status === 404))
    return (
      <div className="page page--wide">
        {back}
        <h1 className="page__title">{t("reviews.review")}</h1>
        <p className="empty">{t("reviews.notFound")}</p>
      </div>
    );
  if (q.isPending)
    return (
      <div className="page page--wide">
        {back}
        <p className="empty" aria-busy="true">
          {t("reviews.loadingOne")}
        </p>
      </div>
    );
  if (q.isError)
    return (
      <div className="page page--wide">
        {back}
        <LoadFailed onRetry={() => void q.refetch()} />
      </div>
    );
  return (
    <div className="page page--wide review">
      {back}
      <ReviewView review={q.data} />
    </div>
  );
}

/** Who may own an action: the user, the reviewers and the review's owner (all members of the account). */
function ownersOf(review: Review, me: Person | null): Person[] {
  const all = [me, ...review.reviewers, review.openedBy].flatMap((p) =>
    p && p.userId !== null ? [{ userId: p.userId, name: p.name }] : [],
  );
  return all.filter((p, i) => all.findIndex((x) => x.userId === p.userId) === i);
}

function ReviewView({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const fmt = useDates();
  const { account } = useAuth();
  const [pdfBusy, setPdfBusy] = useState(false);
  const me =
    account?.id != null
      ? { userId: account.id, name: `${account.firstName ?? ""} ${account.lastName ?? ""}`.trim() }
      : null;
  const signed = review.status === "SIGNED_OFF";
  const reviewers = [
    ...review.reviewers.map((p) => p.name),
    ...(review.reviewerGroup ? [t("reviews.groupNamed", { name: review.reviewerGroup.name })] : []),
  ];

  async function csv() {
    const file = await downloadReviewCsv(review.id);
    if (file) saveBlob(file.file, fileNameOf(file.name, `review-${review.id}.csv`));
  }

  async function pdf() {
    setPdfBusy(true);
    try {
      const file = await downloadReviewPdf(review.id, i18n.language);
      if (file) saveBlob(file.file, fileNameOf(file.name, `review-${review.id}.pdf`));
    } finally {
      setPdfBusy(false);
    }
  }

  return (
    <>
      <div className="page__head">
        <h1 className="page__title">
          {t("reviews.reviewOf")}{" "}
          <Link to={documentUrl(review.document.contentCode)}>
            <bdi>{review.document.designation}</bdi>
          </Link>
        </h1>
        <div className="review-exports">
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void pdf()}
            disabled={pdfBusy}
            aria-busy={pdfBusy}
          >
            {t("reviews.pdf")}
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={() => void csv()}>
            {t("reviews.csv")}
          </button>
        </div>
      </div>
      <p className="page__intro" dir="auto">
        {review.document.title}
      </p>
      {signed && review.signOff && (
        <div className="alert alert--info review-signed" role="status">
          <strong>
            {t("reviews.signedOffBy", { name: isolated(review.signOff.name), date: fmt(review.signOff.at, "long") })}
          </strong>
          {review.signOff.comment && <p dir="auto">{review.signOff.comment}</p>}
          <p className="muted">{t("reviews.frozen")}</p>
        </div>
      )}
      <dl className="facts review-facts">
        <div className="facts__row">
          <dt>{t("reviews.col.change")}</dt>
          <dd>
            {review.change === "WITHDRAWN" ? (
              t("reviews.change.WITHDRAWN")
            ) : review.previousDocument ? (
              <>
                {t("reviews.replaces")}{" "}
                <Link to={documentUrl(review.previousDocument.contentCode)}>
                  <bdi>{review.previousDocument.designation}</bdi>
                </Link>
              </>
            ) : (
              t("reviews.change.NEW_VERSION", { previous: "—" })
            )}
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t("reviews.col.state")}</dt>
          <dd>
            <ReviewState review={review} />
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t("reviews.col.due")}</dt>
          <dd>{review.dueDate ? fmt(review.dueDate, "long") : "—"}</dd>
        </div>
        <div className="facts__row">
          <dt>{t("reviews.opened")}</dt>
          <dd>
            {review.openedBy
              ? t("reviews.openedBy", { name: isolated(review.openedBy.name), date: fmt(review.openedAt, "long") })
              : t("reviews.openedAuto", { date: fmt(review.openedAt, "long") })}
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t("reviews.assign.reviewers")}</dt>
          <dd>
            {reviewers.length
              ? new Intl.ListFormat(i18n.language, { type: "unit" }).format(reviewers.map(isolated))
              : t("reviews.assign.none")}
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t("reviews.col.items")}</dt>
          <dd>{t("reviews.decided", { decided: review.items.decided, total: review.items.total })}</dd>
        </div>
        {review.items.actionNeeded > 0 && (
          <div className="facts__row">
            <dt>{t("reviews.actions")}</dt>
            <dd data-testid="review-actions-open">
              {t("reviews.actionsOpen", { open: review.items.actionsOpen, total: review.items.actionNeeded })}
            </dd>
          </div>
        )}
      </dl>
      {!signed && review.permissions.assign && <AssignPanel key={review.id} review={review} />}
      {review.itemList.length === 0 && !review.clausesPending && <p className="empty">{t("reviews.noItems")}</p>}
      <ReviewItems review={review} owners={ownersOf(review, me)} me={me?.userId ?? null} />
      {!signed && review.permissions.signOff && <SignOff review={review} />}
      <History reviewId={review.id} />
    </>
  );
}

function SignOff({ review }: { review: Review }) {
  const { t } = useTranslation();
  const id = useId();
  const [comment, setComment] = useState("");
  const sign = useMutation(signOffMutation(review.id));
  const undecided = review.items.total - review.items.decided;
  const message = sign.error instanceof QueryFailed ? problemMessage(sign.error.problem) : null;
  const blocked = undecided > 0 || review.clausesPending;
  return (
    <section className="card card--full review-signoff" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t("reviews.signOff.title")}
      </h2>
      <p className="muted">
        {blocked ? t("reviews.signOff.blocked", { count: undecided }) : t("reviews.signOff.explain")}
      </p>
      <CommentField label={t("reviews.comment")} value={comment} onChange={setComment} />
      {sign.isError && (
        <p className="form__error" role="alert">
          {message === "error.review.undecided"
            ? t("reviews.signOff.blocked", { count: undecided })
            : message === "error.review.signedOff"
              ? t("reviews.error.signedOff")
              : message === "error.review.clausesPending"
                ? t("reviews.clausesPending")
                : t("errors.unknown")}
        </p>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={blocked || sign.isPending}
          onClick={() =>
            sign.mutate(comment.trim() || null, { onSuccess: () => notify("SUCCESS", { key: "reviews.signOff.done" }) })
          }
        >
          {t("reviews.signOff.button")}
        </button>
      </div>
    </section>
  );
}

const ACTION_LABEL = {
  OPEN: "reviews.history.OPEN",
  ASSIGN: "reviews.history.ASSIGN",
  DECIDE: "reviews.history.DECIDE",
  SIGN_OFF: "reviews.history.SIGN_OFF",
  ACTION_DONE: "reviews.history.ACTION_DONE",
  ACTION_REOPENED: "reviews.history.ACTION_REOPENED",
} as const;

function History({ reviewId }: { reviewId: number }) {
  const { t } = useTranslation();
  const fmt = useDates();
  const [open, setOpen] = useState(false);
  const id = useId();
  const q = useQuery({ ...reviewHistoryQuery(reviewId), enabled: open });
  return (
    <section className="review-section review-history">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t("reviews.history.hide") : t("reviews.history.show")}
      </button>
      {open && (
        <div id={id}>
          {q.isPending ? (
            <p className="muted">{t("reviews.loadingOne")}</p>
          ) : q.isError ? (
            <LoadFailed onRetry={() => void q.refetch()} />
          ) : (
            <ol className="review-history__list">
              {q.data.map((e) => {
                const decision = e.action === "DECIDE" ? decisionOf(e.data) : null;
                return (
                  <li key={e.id}>
                    <span className="muted">{fmt(e.at, "time")}</span> —{" "}
                    <bdi>{e.user?.name ?? t("reviews.history.system")}</bdi>: {t(ACTION_LABEL[e.action])}
                    {decision && <> ({t(`reviews.decision.${decision}`)})</>}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}

const DECISION_KINDS = ["NO_IMPACT", "ACTION_NEEDED", "NOT_APPLICABLE"] as const;

function decisionOf(data: Record<string, unknown>): (typeof DECISION_KINDS)[number] | null {
  const d = (data.current as { decision?: unknown } | undefined)?.decision;
  return DECISION_KINDS.find((k) => k === d) ?? null;
}
