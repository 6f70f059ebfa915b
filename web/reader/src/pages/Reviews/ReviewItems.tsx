// What there is to decide on a review (issue 28): the changed clauses (the change between the
// editions, clause by clause), the account's compass points on the document and the account's
// documents that cite it. Each item shows its decision, comment, action owner and due date (and
// whether the action is done: ActionState.tsx) and who decided when; where the user may decide, a form records no impact, action needed (with an owner
// and a due date) or not applicable. A decision made on an item someone else decided meanwhile is
// refused (409) and the item is shown as it now is.
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryFailed } from "../../api/queries.ts";
import {
  decideItemMutation,
  isolated,
  problemField,
  problemMessage,
  type Review,
  type ReviewDecisionKind,
  type ReviewItem,
} from "../../features/reviews/reviews-queries.ts";
import { useDates } from "../../i18n/useDates.ts";
import { ActionState } from "./ActionState.tsx";
import { todayUtc } from "./AssignPanel.tsx";
import { CommentField } from "./CommentField.tsx";

const KINDS = ["CLAUSE", "COMPASS_POINT", "REFERENCE"] as const;
const DECISIONS: readonly ReviewDecisionKind[] = ["NO_IMPACT", "ACTION_NEEDED", "NOT_APPLICABLE"];

export interface Person {
  userId: number;
  name: string;
}

export function ReviewItems({ review, owners, me }: { review: Review; owners: Person[]; me: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      {KINDS.map((kind) => {
        const items = review.itemList.filter((i) => i.kind === kind);
        if (kind === "CLAUSE" && review.clausesPending)
          return (
            <section key={kind} className="review-section">
              <h2 className="section-title">{t(`reviews.kind.${kind}`)}</h2>
              <p className="alert alert--info">{t("reviews.clausesPending")}</p>
            </section>
          );
        if (!items.length) return null;
        return (
          <section key={kind} className="review-section">
            <h2 className="section-title">
              {t(`reviews.kind.${kind}`)} <span className="muted">({items.length})</span>
            </h2>
            <ol className="review-items">
              {items.map((item) => (
                <ItemCard key={item.id} review={review} item={item} owners={owners} me={me} />
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}

const CHANGE_KINDS = ["ADDED", "DELETED", "REVISED", "MOVED", "RENUMBERED"] as const;
const CITATION_KINDS = ["normative", "informative", "bibliography"] as const;
/** The value when it is one of `values` (the item's detail is the API's free-form JSON). */
const oneOf = <T extends string>(values: readonly T[], v: unknown): T | null => values.find((x) => x === v) ?? null;

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);

function ItemDetail({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const d = item.detail as Record<string, unknown>;
  if (item.kind === "CLAUSE") {
    const change = oneOf(CHANGE_KINDS, d.change);
    const before = text(d.previousNumber);
    const now = text(d.number);
    return (
      <div className="review-item__detail">
        {change && (
          <span className={`change-kind change-kind--${change.toLowerCase()}`}>{t(`changes.kind.${change}`)}</span>
        )}{" "}
        <bdi className="review-item__clause">
          {before && now && before !== now ? `${before} → ${now}` : (now ?? before ?? "")}
        </bdi>{" "}
        {text(d.heading) && <strong>{text(d.heading)}</strong>}
        {text(d.quote) && (
          <blockquote className="review-item__quote" dir="auto">
            {text(d.quote)}
          </blockquote>
        )}
      </div>
    );
  }
  if (item.kind === "COMPASS_POINT")
    return (
      <div className="review-item__detail">
        <strong>{text(d.name) ?? item.label}</strong>{" "}
        <span className={d.needsCheck === true || d.carried === false ? "review-flag" : "muted"}>
          {d.carried === false
            ? t("reviews.point.notCarried")
            : d.needsCheck === true
              ? t("reviews.point.needsCheck")
              : t("reviews.point.carried")}
        </span>
      </div>
    );
  const cited = oneOf(CITATION_KINDS, d.kind);
  return (
    <div className="review-item__detail">
      <bdi>{text(d.designation) ?? item.label}</bdi> <span dir="auto">{text(d.title)}</span>
      {cited && <span className="muted"> · {t(`reviews.reference.${cited}`)}</span>}
      {text(d.clause) && <span className="muted"> · {t("reviews.reference.clause", { clause: text(d.clause) })}</span>}
    </div>
  );
}

function ItemCard({
  review,
  item,
  owners,
  me,
}: {
  review: Review;
  item: ReviewItem;
  owners: Person[];
  me: number | null;
}) {
  const { t } = useTranslation();
  const fmt = useDates();
  const [editing, setEditing] = useState(false);
  const canDecide = review.permissions.decide && review.status === "OPEN";
  return (
    <li className={`review-item${item.decision ? " review-item--decided" : ""}`}>
      <ItemDetail item={item} />
      {item.decision ? (
        <div className="review-item__decision">
          <span className={`review-decision review-decision--${item.decision.toLowerCase()}`}>
            {t(`reviews.decision.${item.decision}`)}
          </span>
          {item.comment && (
            <p className="review-item__comment" dir="auto">
              {item.comment}
            </p>
          )}
          {item.decision === "ACTION_NEEDED" && <ActionState review={review} item={item} me={me} />}
          <p className="muted review-item__by">
            {t("reviews.decidedBy", {
              name: isolated(item.decidedBy?.name ?? "—"),
              date: fmt(item.decidedAt, "short"),
            })}
          </p>
        </div>
      ) : (
        <p className="muted review-item__undecided">{t("reviews.undecided")}</p>
      )}
      {canDecide &&
        (editing || !item.decision ? (
          <DecisionForm
            review={review}
            item={item}
            owners={owners}
            onDone={() => setEditing(false)}
            onCancel={item.decision ? () => setEditing(false) : undefined}
          />
        ) : (
          <button type="button" className="button button--secondary button--sm" onClick={() => setEditing(true)}>
            {t("reviews.edit")}
          </button>
        ))}
    </li>
  );
}

function DecisionForm({
  review,
  item,
  owners,
  onDone,
  onCancel,
}: {
  review: Review;
  item: ReviewItem;
  owners: Person[];
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [decision, setDecision] = useState<ReviewDecisionKind | null>(item.decision);
  const [comment, setComment] = useState(item.comment ?? "");
  const [ownerId, setOwnerId] = useState<number | null>(item.actionOwner?.userId ?? null);
  const [due, setDue] = useState(item.actionDueDate ?? "");
  const decide = useMutation(decideItemMutation(review.id));
  const failure = decide.error instanceof QueryFailed ? decide.error.problem : undefined;
  const field = problemField(failure);
  const message = problemMessage(failure);
  const action = decision === "ACTION_NEEDED";

  function save() {
    if (!decision) return;
    decide.mutate(
      {
        itemId: item.id,
        decision,
        comment: comment.trim() || null,
        actionOwnerId: action ? ownerId : null,
        actionDueDate: action ? due || null : null,
        version: item.version,
      },
      { onSuccess: onDone },
    );
  }

  return (
    <div className="review-decide">
      <fieldset className="review-decide__choices">
        <legend className="visually-hidden">{t("reviews.decisionFor", { item: item.label })}</legend>
        {DECISIONS.map((d) => (
          <label key={d} className="radio">
            <input type="radio" name={`${id}-decision`} checked={decision === d} onChange={() => setDecision(d)} />
            <span>{t(`reviews.decision.${d}`)}</span>
          </label>
        ))}
      </fieldset>
      <CommentField label={t("reviews.comment")} value={comment} onChange={setComment} />
      {action && (
        <div className="form--grid review-decide__action">
          <label className="field">
            <span className="field__label">{t("reviews.actionOwner")}</span>
            <select
              className="field__input field__input--sm"
              value={ownerId ?? ""}
              onChange={(e) => setOwnerId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t("reviews.choose")}</option>
              {owners.map((p) => (
                <option key={p.userId} value={p.userId}>
                  {p.name}
                </option>
              ))}
            </select>
            {field === "actionOwnerId" && <span className="field__error">{t("reviews.error.actionOwner")}</span>}
          </label>
          <label className="field">
            <span className="field__label">{t("reviews.actionDue")}</span>
            <input
              type="date"
              className="field__input field__input--sm"
              min={todayUtc()}
              value={due}
              onChange={(e) => setDue(e.target.value)}
            />
            {field === "actionDueDate" && <span className="field__error">{t("reviews.error.actionDue")}</span>}
          </label>
        </div>
      )}
      {decide.isError && !field && (
        <p className="form__error" role="alert">
          {message === "error.review.itemChanged"
            ? t("reviews.error.itemChanged")
            : message === "error.review.signedOff"
              ? t("reviews.error.signedOff")
              : t("errors.unknown")}
        </p>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={!decision || decide.isPending}
          onClick={save}
        >
          {t("reviews.saveDecision")}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary button--sm" onClick={onCancel}>
            {t("common.cancel")}
          </button>
        )}
      </div>
    </div>
  );
}
