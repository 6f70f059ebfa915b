// The review's assignment (issue 28): reviewers (members of the account: the user, or found by
// name where the tenant has groups, whose member search is the account's), optionally one of the
// account's groups, and a due date not in the past. Saving replaces the previous assignment; a
// refusal names its field (the API's 400), shown beside it.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryFailed } from "../../api/queries.ts";
import { useDebounced } from "../../components/delayed.ts";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { personName, SEARCH_DEBOUNCE_MS, searchable } from "../../features/groups/group-rules.ts";
import { groupsQuery, memberSearchQuery } from "../../features/groups/groups-queries.ts";
import { notify } from "../../features/notify/notify-store.ts";
import {
  assignReviewMutation,
  problemField,
  problemMessage,
  type Review,
} from "../../features/reviews/reviews-queries.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { hasFeature } from "../../features/tenant/tenant-config.ts";

interface Person {
  userId: number;
  name: string;
}

/** Today in UTC as YYYY-MM-DD (the API's "not in the past" is a UTC date). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export function AssignPanel({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { account } = useAuth();
  const { config } = useTenant();
  const groupsOn = hasFeature(config, "group-enable") && account?.userType !== "COMPANY";
  const id = useId();
  const [reviewers, setReviewers] = useState<Person[]>(() =>
    review.reviewers.flatMap((p) => (p.userId === null ? [] : [{ userId: p.userId, name: p.name }])),
  );
  const [groupId, setGroupId] = useState<number | null>(review.reviewerGroup?.id ?? null);
  const [dueDate, setDueDate] = useState(review.dueDate ?? "");
  const [text, setText] = useState("");
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({ ...memberSearchQuery(q), enabled: groupsOn && searchable(q) });
  const groups = useQuery({ ...groupsQuery(), enabled: groupsOn });
  const assign = useMutation(assignReviewMutation(review.id));
  const failure = assign.error instanceof QueryFailed ? assign.error.problem : undefined;
  const field = problemField(failure);

  const add = (p: Person) => setReviewers((list) => (list.some((r) => r.userId === p.userId) ? list : [...list, p]));
  const me =
    account?.id != null
      ? { userId: account.id, name: `${account.firstName ?? ""} ${account.lastName ?? ""}`.trim() }
      : null;
  const offered = searchable(q) ? (found.data ?? []).filter((u) => !reviewers.some((r) => r.userId === u.userId)) : [];

  function save() {
    assign.mutate(
      { reviewerIds: reviewers.map((r) => r.userId), groupId, dueDate: dueDate || null },
      { onSuccess: () => notify("SUCCESS", { key: "reviews.assign.saved" }) },
    );
  }

  return (
    <section className="card card--full review-assign" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t("reviews.assign.title")}
      </h2>
      <fieldset className="review-assign__reviewers">
        <legend className="field__label">{t("reviews.assign.reviewers")}</legend>
        {reviewers.length === 0 ? (
          <p className="muted">{t("reviews.assign.none")}</p>
        ) : (
          <ul className="review-chips">
            {reviewers.map((r) => (
              <li key={r.userId} className="chip">
                {r.name}{" "}
                <button
                  type="button"
                  className="link-button"
                  aria-label={t("reviews.assign.remove", { name: r.name })}
                  onClick={() => setReviewers((list) => list.filter((x) => x.userId !== r.userId))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {me && !reviewers.some((r) => r.userId === me.userId) && (
          <button type="button" className="button button--secondary button--sm" onClick={() => add(me)}>
            {t("reviews.assign.addMe")}
          </button>
        )}
        {groupsOn && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-search`}>
              {t("reviews.assign.search")}
            </label>
            <input
              id={`${id}-search`}
              className="field__input field__input--sm"
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
            />
            {offered.length > 0 && (
              <ul className="review-assign__found">
                {offered.map((u) => (
                  <li key={u.userId}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => add({ userId: u.userId, name: personName(u) })}
                    >
                      {t("reviews.assign.add", { name: personName(u) })}
                    </button>{" "}
                    <span className="muted">{u.email}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {field === "reviewerIds" && <p className="field__error">{t("reviews.assign.badReviewers")}</p>}
      </fieldset>
      <div className="form--grid review-assign__grid">
        {groupsOn && (groups.data?.length ?? 0) > 0 && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-group`}>
              {t("reviews.assign.group")}
            </label>
            <select
              id={`${id}-group`}
              className="field__input field__input--sm"
              value={groupId ?? ""}
              onChange={(e) => setGroupId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t("reviews.assign.noGroup")}</option>
              {groups.data?.map((g) => (
                <option key={g.groupID} value={g.groupID}>
                  {g.name}
                </option>
              ))}
            </select>
            {field === "groupId" && <p className="field__error">{t("reviews.assign.badGroup")}</p>}
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-due`}>
            {t("reviews.assign.due")}
          </label>
          <input
            id={`${id}-due`}
            type="date"
            className="field__input field__input--sm"
            min={todayUtc()}
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
          />
          {field === "dueDate" && <p className="field__error">{t("reviews.assign.badDue")}</p>}
        </div>
      </div>
      {assign.isError && !field && (
        <p className="form__error" role="alert">
          {problemMessage(failure) === "error.review.signedOff" ? t("reviews.error.signedOff") : t("errors.unknown")}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button button--primary button--sm" disabled={assign.isPending} onClick={save}>
          {t("reviews.assign.save")}
        </button>
      </div>
    </section>
  );
}
